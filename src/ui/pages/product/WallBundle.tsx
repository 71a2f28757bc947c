import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { FrameChoice, Product } from '../../../application/model/catalogue';
import {
  selectBundledPoster,
  selectWallAdded,
  selectWallQuantity,
  selectWallSubtotal,
} from '../../../application/flows/wall-bundle/selectors';
import type { wallBundleMachine } from '../../../application/flows/wall-bundle/machine';
import { wallBundleFlow } from '../../../application/system/flows/wall-bundle.flow';
import { CART_MAX_QUANTITY, PRODUCT_START_QUANTITY } from '../../../domain/constants';
import { Html } from '../../components/Html';
import { Img } from '../../components/Img';
import { Price } from '../../components/Price';
import { useFlow } from '../../shop/use-flow';
import { WishlistToggle } from '../../shop/WishlistToggle';
import { ConfiguratorOptions, ConfiguredPrice } from './Configurator';
import { Gallery } from './ProductGallery';
import * as css from './product.css';

/** Wall bundle (docs/rules/product-pages.md#wall-bundles, docs/rules/product-pages.md#size-frame-and-options): each poster with its own options, a subtotal, one buy button, a 3 s toast. */
export const WallBundle = ({
  product,
  bundled,
  frames,
}: {
  product: Product;
  bundled: readonly Product[];
  frames: readonly FrameChoice[];
}) => {
  const wall = useFlow(wallBundleFlow, { bundled, frames });
  const subtotal = useSelector(wall, selectWallSubtotal);
  const added = useSelector(wall, selectWallAdded);
  const quantity = useSelector(wall, selectWallQuantity);
  const intl = useIntl();
  const canBuy = useSelector(wall, (s) => s.can({ type: 'wallBundle.buy' }));
  const featured = product.images.find((i) => i.type === 'featured') ?? product.images[0] ?? null;
  return (
    <div className={css.layout}>
      <Gallery product={product} featured={featured} />
      <div>
        <div className={css.titleRow}>
          <h1 className={css.title}>{product.name}</h1>
          <WishlistToggle product={product} />
        </div>
        {bundled.map((p) => (
          <BundledPoster key={p.id} product={p} wall={wall} />
        ))}
        <div className={css.buyBox} data-testid="wall-summary">
          <div className={css.wallSummaryMeta}>
            <FormattedMessage
              id="wall.summary"
              defaultMessage="{count, plural, one {# poster} other {# posters}} on this wall, total"
              values={{ count: bundled.length }}
            />
          </div>
          <label className={css.wallQuantity}>
            <FormattedMessage id="wall.quantity" defaultMessage="Number of walls" />
            <input
              type="number"
              min={PRODUCT_START_QUANTITY}
              max={CART_MAX_QUANTITY}
              className={css.qty}
              value={quantity}
              data-testid="wall-quantity"
              aria-label={intl.formatMessage({ id: 'wall.quantity', defaultMessage: 'Number of walls' })}
              onChange={(e) => wall.send({ type: 'wallBundle.setQuantity', quantity: Number(e.target.value) })}
            />
          </label>
          <div className={css.price} data-testid="wall-subtotal">
            {subtotal && <Price amount={subtotal.amount} currency={subtotal.currency} />}
          </div>
          <button
            type="button"
            className={css.buy}
            data-testid="wall-buy"
            disabled={!canBuy}
            onClick={() => wall.send({ type: 'wallBundle.buy' })}
          >
            <FormattedMessage id="wall.buyAll" defaultMessage="Add the whole wall to cart" />
          </button>
          {/* Beside the button it confirms, so it covers neither the total nor the cart's. */}
          {added && (
            <p className={css.added} role="status" data-testid="wall-added">
              <FormattedMessage id="wall.added" defaultMessage="The wall was added to your cart." />
            </p>
          )}
        </div>
        <Html html={product.description} />
      </div>
    </div>
  );
};

const BundledPoster = ({ product, wall }: { product: Product; wall: ActorRefFrom<typeof wallBundleMachine> }) => {
  const actor = useSelector(wall, (s) => selectBundledPoster(s, product.id));
  const thumb = product.images.find((i) => i.type === 'thumb') ?? product.images[0];
  if (!actor) return null;
  return (
    <div className={css.bundleItem}>
      {thumb && <Img src={thumb.url} alt={product.name} width={thumb.width} height={thumb.height} sizes="120px" />}
      <div>
        <h3 className={css.bundleItemName}>{product.name}</h3>
        <ConfiguratorOptions actor={actor} kind="poster" showQuantity={false} />
        <ConfiguredPrice actor={actor} />
      </div>
    </div>
  );
};
