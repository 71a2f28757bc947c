import { FormattedMessage } from 'react-intl';
import type { Product, Image } from '../../application/model/catalogue';
import { Img } from './Img';
import { Price } from './Price';
import { ProductLink } from './Links';
import { WishlistToggle } from '../shop/WishlistToggle';
import * as css from './components.css';

const pick = (images: readonly Image[], type: Image['type']) => images.find((i) => i.type === type);

/**
 * Listing card: thumbnail, room image on hover (fetched only where a pointer can hover), name,
 * price-starts-at from the first variation (docs/rules/product-pages.md#view-kinds); a wall, which has no variations of its own,
 * starts at its posters' lowest prices.
 */
/** `eager`: the card is in a phone's first screen, so its picture loads at once (components/Img). */
export const ProductCard = ({ product, eager }: { readonly product: Product; readonly eager?: boolean }) => {
  const thumb = pick(product.images, 'thumb') ?? pick(product.images, 'featured') ?? product.images[0];
  const room = product.images.find((i) => i.type === 'gallery' && i.url.includes('/room-'));
  const variation = product.variations[0];
  const first = variation
    ? { price: variation.price, currency: variation.currency }
    : product.bundle_price
      ? { price: product.bundle_price.low, currency: product.bundle_price.currency }
      : null;
  return (
    <div className={css.cardWrap} data-testid="product-card">
      <WishlistToggle product={product} onCard />
      <ProductLink slug={product.slug} className={css.card}>
        <div className={css.cardMedia}>
          {thumb && (
            <Img
              src={thumb.url}
              alt={product.name}
              width={thumb.width}
              height={thumb.height}
              className={css.cardImg}
              eager={eager}
            />
          )}
          {room && <Img src={room.url} alt="" width={room.width} height={room.height} className={css.cardRoom} hoverOnly />}
        </div>
        <h3 className={css.cardName}>{product.name}</h3>
        {first && (
          <div className={css.cardPrice}>
            <FormattedMessage
              id="product.priceFrom"
              defaultMessage="From {price}"
              values={{ price: <Price amount={first.price} currency={first.currency} /> }}
            />
          </div>
        )}
      </ProductLink>
    </div>
  );
};
