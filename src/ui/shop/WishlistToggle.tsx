import { useIntl } from 'react-intl';
import type { Product } from '../../application/model/catalogue';
import { selectWishlistHas } from '../../application/flows/wishlist/selectors';
import { wishlistItemOf } from '../../application/flows/wishlist/wishlist-items';
import { useShopActors, useStoredSelector } from './ShopActors';
import * as css from './shop.css';

/** The heart on cards and product pages: filled when the product is in the wishlist. */
export const WishlistToggle = ({ product, onCard }: { product: Product; onCard?: boolean }) => {
  const { wishlist } = useShopActors();
  const intl = useIntl();
  const has = useStoredSelector(wishlist, selectWishlistHas(product.id));
  return (
    <button
      type="button"
      className={onCard ? css.heartOnCard : css.heart}
      aria-pressed={has}
      data-testid="wishlist-toggle"
      aria-label={
        has
          ? intl.formatMessage(
              { id: 'wishlist.remove', defaultMessage: 'Remove {name} from the wishlist' },
              { name: product.name },
            )
          : intl.formatMessage({ id: 'wishlist.add', defaultMessage: 'Add {name} to the wishlist' }, { name: product.name })
      }
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        wishlist.send({ type: 'wishlist.toggle', item: wishlistItemOf(product) });
      }}
    >
      <span aria-hidden style={{ color: has ? '#b5532f' : '#1d1d1f' }}>
        {has ? '♥' : '♡'}
      </span>
    </button>
  );
};
