import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { configuratorMachine } from '../../../application/flows/configurator/machine';
import {
  selectBlackAndWhite,
  selectCanAddToCart,
  selectFrameChoices,
  selectFrameId,
  selectIsBlackAndWhiteVisible,
  selectIsFramePickerVisible,
  selectIsMarginChoiceVisible,
  selectMargin,
  selectPrice,
  selectQuantity,
  selectSize,
  selectSizeChoices,
  selectIsSizeSellable,
} from '../../../application/flows/configurator/selectors';
import { CART_MAX_QUANTITY, PRODUCT_START_QUANTITY } from '../../../domain/constants';
import { Price } from '../../components/Price';
import * as css from './product.css';

type Configurator = ActorRefFrom<typeof configuratorMachine>;

/** Size (or amount), frame, margin, colour and quantity choices of one product (docs/rules/catalogue.md#filters, docs/rules/product-pages.md#size-frame-and-options). */
export const ConfiguratorOptions = ({
  actor,
  kind,
  showQuantity = true,
  colour = true,
}: {
  actor: Configurator;
  kind: 'poster' | 'frame' | 'giftCard' | 'simple';
  showQuantity?: boolean;
  /** False where colour is no choice (an uploaded photo is printed as sent, docs/rules/product-pages.md#view-kinds). */
  colour?: boolean;
}) => {
  const intl = useIntl();
  const sizes = useSelector(actor, selectSizeChoices);
  const size = useSelector(actor, selectSize);
  const sellable = useSelector(actor, selectIsSizeSellable);
  const frames = useSelector(actor, selectFrameChoices);
  const frameId = useSelector(actor, selectFrameId);
  const framePicker = useSelector(actor, selectIsFramePickerVisible) && kind === 'poster' && frames.length > 0;
  const marginVisible = useSelector(actor, selectIsMarginChoiceVisible) && kind === 'poster';
  const margin = useSelector(actor, selectMargin);
  const bwVisible = useSelector(actor, selectIsBlackAndWhiteVisible) && kind === 'poster' && colour;
  const bw = useSelector(actor, selectBlackAndWhite);
  const quantity = useSelector(actor, selectQuantity);
  return (
    <div className={css.options}>
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>
          {kind === 'giftCard' ? (
            <FormattedMessage id="product.chooseAmount" defaultMessage="Amount" />
          ) : (
            <FormattedMessage id="product.chooseSize" defaultMessage="Size (cm)" />
          )}
        </legend>
        <div className={css.chips} data-testid="size-picker">
          {sizes.map((v) => (
            <button
              key={v.id}
              type="button"
              className={css.chip}
              aria-pressed={size === v.option_name}
              disabled={!sellable(v.option_name)}
              data-size={v.option_name}
              onClick={() => actor.send({ type: 'config.selectSize', size: v.option_name })}
            >
              {kind === 'giftCard' ? <Price amount={v.price} currency={v.currency} /> : v.label}
            </button>
          ))}
        </div>
      </fieldset>
      {framePicker && (
        <fieldset className={css.fieldset}>
          <legend className={css.legend}>
            <FormattedMessage id="product.chooseFrame" defaultMessage="Frame" />
          </legend>
          <div className={css.chips} data-testid="frame-picker">
            <button
              type="button"
              className={css.chip}
              aria-pressed={frameId === null}
              onClick={() => actor.send({ type: 'config.selectFrame', frameId: null })}
            >
              <FormattedMessage id="product.noFrame" defaultMessage="No frame" />
            </button>
            {frames.map((f) => {
              const swatch = f.images.find((i) => i.type === 'frame_swatch') ?? f.images[0];
              const v = f.variations.find((x) => x.option_name === size);
              return (
                <button
                  key={f.id}
                  type="button"
                  className={css.chip}
                  aria-pressed={frameId === f.id}
                  onClick={() => actor.send({ type: 'config.selectFrame', frameId: f.id })}
                >
                  {swatch && (
                    <img
                      src={`${swatch.url}?w=160`}
                      alt=""
                      width={18}
                      height={18}
                      className={css.swatch}
                      loading="lazy"
                      decoding="async"
                    />
                  )}
                  {f.name}
                  {v && (
                    <>
                      {' '}
                      · <Price amount={v.price} currency={v.currency} />
                    </>
                  )}
                </button>
              );
            })}
          </div>
        </fieldset>
      )}
      {(marginVisible || bwVisible) && (
        <div className={css.chips}>
          {marginVisible && (
            <label className={css.toggle}>
              <input
                type="checkbox"
                checked={margin}
                onChange={(e) => actor.send({ type: 'config.setMargin', margin: e.target.checked })}
              />
              <FormattedMessage id="product.margin" defaultMessage="White margin" />
            </label>
          )}
          {bwVisible && (
            <label className={css.toggle}>
              <input
                type="checkbox"
                checked={bw}
                onChange={(e) => actor.send({ type: 'config.setBlackAndWhite', blackAndWhite: e.target.checked })}
              />
              <FormattedMessage id="product.blackAndWhite" defaultMessage="Black and white" />
            </label>
          )}
        </div>
      )}
      {showQuantity && (
        <label className={css.toggle}>
          <FormattedMessage id="product.quantity" defaultMessage="Quantity" />
          <input
            type="number"
            min={PRODUCT_START_QUANTITY}
            max={CART_MAX_QUANTITY}
            className={css.qty}
            value={quantity}
            data-testid="quantity"
            aria-label={intl.formatMessage({ id: 'product.quantity', defaultMessage: 'Quantity' })}
            onChange={(e) => actor.send({ type: 'config.setQuantity', quantity: Number(e.target.value) })}
          />
        </label>
      )}
    </div>
  );
};

export const ConfiguredPrice = ({
  actor,
  kind = 'poster',
}: {
  actor: Configurator;
  kind?: 'poster' | 'frame' | 'giftCard' | 'simple';
}) => {
  const price = useSelector(actor, selectPrice);
  return (
    <div className={css.price} data-testid="price">
      {price ? (
        <Price amount={price.amount} currency={price.currency} />
      ) : kind === 'giftCard' ? (
        <FormattedMessage id="product.pickAmount" defaultMessage="Choose an amount" />
      ) : (
        <FormattedMessage id="product.pickSize" defaultMessage="Choose a size" />
      )}
    </div>
  );
};

export const AddToCartButton = ({ actor }: { actor: Configurator }) => {
  const can = useSelector(actor, selectCanAddToCart);
  return (
    <button
      type="button"
      className={css.buy}
      disabled={!can}
      data-testid="add-to-cart"
      onClick={() => actor.send({ type: 'config.addToCart' })}
    >
      <FormattedMessage id="product.addToCart" defaultMessage="Add to cart" />
    </button>
  );
};
