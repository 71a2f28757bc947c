import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { selectCartFullAt, selectCartLines, selectLineCanGrow, selectLineCap } from '../../application/flows/cart/selectors';
import type { CartLine } from '../../domain/product';
import { isReturnable, PRODUCT_TYPE, shownLineOptions } from '../../domain/product';
import { LineArtwork, lineSummary } from '../components/LineArtwork';
import { Price } from '../components/Price';
import { ProductLink } from '../components/Links';
import { useShopActors } from './ShopActors';
import * as css from './shop.css';

const YesNo = ({ value }: { value: boolean | undefined }) =>
  value ? <FormattedMessage id="common.yes" defaultMessage="yes" /> : <FormattedMessage id="common.no" defaultMessage="no" />;

/** One mini-cart line (docs/rules/checkout.md#cart-lines): thumbnail, name link, variation (not for gift cards), poster options, qty × price, spinner. */
const MiniCartLine = ({ line }: { line: CartLine }) => {
  const { cart } = useShopActors();
  const intl = useIntl();
  const options = shownLineOptions(line);
  const summary = lineSummary(line);
  const cap = useSelector(cart, selectLineCap(line.uuid));
  const canGrow = useSelector(cart, selectLineCanGrow(line.uuid));
  const setQuantity = (quantity: number) => cart.send({ type: 'cart.setQuantity', uuid: line.uuid, quantity });
  return (
    <li className={css.line} data-testid="cart-line">
      <LineArtwork line={line} />
      <div>
        <ProductLink slug={line.slug} className={css.lineName}>
          {line.name}
        </ProductLink>
        {summary !== null && (
          <p className={css.summary} data-testid="cart-line-summary">
            {summary}
          </p>
        )}
        {line.type !== PRODUCT_TYPE.giftCard && <p className={css.meta}>{line.variationName}</p>}
        {(options.margin !== undefined || options.blackAndWhite !== undefined) && (
          <p className={css.meta} data-testid="cart-line-options">
            {options.margin !== undefined && (
              <>
                <FormattedMessage id="cart.margin" defaultMessage="Margin" />: <YesNo value={options.margin} />
              </>
            )}
            {options.margin !== undefined && options.blackAndWhite !== undefined && ' · '}
            {options.blackAndWhite !== undefined && (
              <>
                <FormattedMessage id="cart.blackAndWhite" defaultMessage="Black and white" />:{' '}
                <YesNo value={options.blackAndWhite} />
              </>
            )}
          </p>
        )}
        {!isReturnable(line) && (
          <p className={css.meta} data-testid="non-returnable">
            <FormattedMessage id="cart.nonReturnable" defaultMessage="Personalised print: cannot be returned" />
          </p>
        )}
        <div className={css.spinner}>
          <button
            type="button"
            className={css.spinButton}
            onClick={() => setQuantity(Math.max(0, line.quantity - 1))}
            aria-label={intl.formatMessage({ id: 'cart.decrease', defaultMessage: 'One less' })}
          >
            −
          </button>
          <span className={css.spinValue} aria-live="polite" data-testid="cart-quantity">
            {line.quantity}
          </span>
          <button
            type="button"
            className={css.spinButton}
            onClick={() => setQuantity(line.quantity + 1)}
            disabled={!canGrow}
            aria-label={intl.formatMessage({ id: 'cart.increase', defaultMessage: 'One more' })}
          >
            +
          </button>
        </div>
        {cap !== null && (
          <p className={css.meta} role="status" data-testid="cart-quantity-capped">
            <FormattedMessage
              id="cart.quantityCapped"
              defaultMessage="You can order at most {max} of one print at a time, so this line now holds {max}."
              values={{ max: cap }}
            />
          </p>
        )}
      </div>
      <div className={css.linePrice} data-testid="cart-line-price">
        {line.quantity} × <Price amount={line.price.amount} currency={line.price.currency} />
      </div>
    </li>
  );
};

/** The cart's lines with their quantity spinners (mini cart and checkout). */
export const CartLines = () => {
  const { cart } = useShopActors();
  const lines = useSelector(cart, selectCartLines);
  const fullAt = useSelector(cart, selectCartFullAt);
  return (
    <>
      {fullAt !== null && (
        <p className={css.meta} role="status" data-testid="cart-full">
          <FormattedMessage
            id="cart.full"
            defaultMessage="One order takes at most {max} different items, so the last one was not added."
            values={{ max: fullAt }}
          />
        </p>
      )}
      <ul className={css.lineList}>
        {lines.map((l) => (
          <MiniCartLine key={l.uuid} line={l} />
        ))}
      </ul>
    </>
  );
};
