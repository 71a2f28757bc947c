import { useIntl } from 'react-intl';
import { selectCartItemCount } from '../../application/flows/cart/selectors';
import { selectWishlistIsEmpty } from '../../application/flows/wishlist/selectors';
import { useShopActors, useStoredSelector } from './ShopActors';
import * as layout from '../styles/layout.css';
import * as css from './shop.css';
import { Link } from 'wouter';
import { useSelector } from '@xstate/react';
import { useAfterHydration } from './useAfterHydration';
import { useFlow } from './use-flow';
import { accountHintFlow, selectSignedIn } from '../../application/system/flows/account-hint.flow';

/** The my-account link, only when logged in (docs/rules/artists.md#sign-in-and-sessions); asked after hydration so cached pages stay anonymous. */
const AccountLink = () => (useAfterHydration() ? <SignedInAccountLink /> : null);

const SignedInAccountLink = () => {
  const intl = useIntl();
  const signedIn = useSelector(useFlow(accountHintFlow), selectSignedIn);
  if (!signedIn) return null;
  return (
    <Link
      href="/my-account"
      className={layout.iconButton}
      data-testid="account-link"
      aria-label={intl.formatMessage({ id: 'account.link', defaultMessage: 'My account' })}
    >
      <svg aria-hidden width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6">
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21c1-4 4.5-6 8-6s7 2 8 6" />
      </svg>
    </Link>
  );
};

/** The drawer's my-account entry, by the header's rule (signed in, asked after hydration). */
export const DrawerAccountLink = () => (useAfterHydration() ? <SignedInDrawerAccountLink /> : null);

const SignedInDrawerAccountLink = () => {
  const intl = useIntl();
  const signedIn = useSelector(useFlow(accountHintFlow), selectSignedIn);
  if (!signedIn) return null;
  return (
    <li>
      <Link href="/my-account" data-testid="drawer-account-link">
        {intl.formatMessage({ id: 'account.link', defaultMessage: 'My account' })}
      </Link>
    </li>
  );
};

/** Header buttons: mobile search, wishlist heart (filled when not empty), cart bag with item count, checkout link. */
export const HeaderActions = () => {
  const { cart, wishlist, panels } = useShopActors();
  const intl = useIntl();
  const count = useStoredSelector(cart, selectCartItemCount);
  const wishlistEmpty = useStoredSelector(wishlist, selectWishlistIsEmpty);
  return (
    <div className={layout.headerActions}>
      <AccountLink />
      <button
        type="button"
        className={`${layout.iconButton} ${css.mobileOnly}`}
        onClick={() => panels.send({ type: 'panel.open', panel: 'search' })}
        aria-label={intl.formatMessage({ id: 'search.label', defaultMessage: 'Search' })}
      >
        <span aria-hidden style={{ fontSize: 20 }}>
          ⌕
        </span>
      </button>
      <button
        type="button"
        className={layout.iconButton}
        data-testid="wishlist-button"
        data-filled={!wishlistEmpty}
        onClick={() => panels.send({ type: 'panel.toggle', panel: 'wishlist' })}
        aria-label={intl.formatMessage({ id: 'wishlist.title', defaultMessage: 'Wishlist' })}
      >
        <span aria-hidden style={{ fontSize: 22, color: wishlistEmpty ? undefined : '#b5532f' }}>
          {wishlistEmpty ? '♡' : '♥'}
        </span>
      </button>
      <button
        type="button"
        className={layout.iconButton}
        data-testid="cart-button"
        onClick={() => panels.send({ type: 'panel.toggle', panel: 'cart' })}
        aria-label={intl.formatMessage(
          { id: 'cart.bag', defaultMessage: 'Cart, {count, plural, one {# item} other {# items}}' },
          { count },
        )}
      >
        <svg aria-hidden width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6">
          <path d="M5 8h14l-1 13H6L5 8z" />
          <path d="M9 8V6a3 3 0 0 1 6 0v2" />
        </svg>
        {count > 0 && (
          <span className={layout.badge} data-testid="cart-count">
            {count}
          </span>
        )}
      </button>
      {/* docs/rules/checkout.md#checkout-order "Layout": a checkout link beside the cart bag, a plain link that works without script. */}
      <Link
        href="/checkout"
        className={layout.iconButton}
        data-testid="checkout-link"
        aria-label={intl.formatMessage({ id: 'title.checkout', defaultMessage: 'Checkout' })}
        title={intl.formatMessage({ id: 'title.checkout', defaultMessage: 'Checkout' })}
      >
        <svg
          aria-hidden
          width="22"
          height="22"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <rect x="3" y="6" width="18" height="13" rx="2" />
          <path d="M3 10h18" />
          <path d="M7 15h4" />
        </svg>
      </Link>
      <button
        type="button"
        className={`${layout.iconButton} ${css.mobileOnly}`}
        onClick={() => panels.send({ type: 'panel.open', panel: 'navigation' })}
        aria-label={intl.formatMessage({ id: 'nav.menu', defaultMessage: 'Menu' })}
      >
        <span aria-hidden style={{ fontSize: 22 }}>
          ☰
        </span>
      </button>
    </div>
  );
};
