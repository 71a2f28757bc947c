import { useCallback, useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { Category } from '../../application/model/catalogue';
import { selectOpenPanel } from '../../application/flows/panels/machine';
import { selectCartIsEmpty, selectCartSubtotals } from '../../application/flows/cart/selectors';
import { selectWishlistItems } from '../../application/flows/wishlist/selectors';
import { SidePanel } from '../components/SidePanel';
import { Price } from '../components/Price';
import { ProductLink, CategoryLink } from '../components/Links';
import { useApp } from '../app-context';
import { useShopActors } from './ShopActors';
import { DrawerAccountLink } from './HeaderActions';
import * as css from './shop.css';
import { CartLines } from './CartLines';

// The checkout shows the same lines and imports them from here: a module shared by the checkout's chunk and this one
// would become a chunk of its own, one more name in every page's first script (docs/architecture.md#performance-budgets).
export { CartLines } from './CartLines';

const MiniCart = () => {
  const { cart } = useShopActors();
  const empty = useSelector(cart, selectCartIsEmpty);
  const subtotals = useSelector(cart, selectCartSubtotals);
  if (empty)
    return (
      <p>
        <FormattedMessage id="cart.empty" defaultMessage="Your cart is empty." />
      </p>
    );
  return (
    <>
      <CartLines />
      <div className={css.footer}>
        {subtotals.map((s) => (
          <div className={css.subtotal} key={s.currency} data-testid="cart-subtotal">
            <FormattedMessage id="cart.subtotal" defaultMessage="Subtotal" />{' '}
            <strong>
              <Price amount={s.amount} currency={s.currency} />
            </strong>
          </div>
        ))}
        <Link href="/checkout" className={css.primary}>
          <FormattedMessage id="cart.checkout" defaultMessage="Go to checkout" />
        </Link>
      </div>
    </>
  );
};

const Wishlist = () => {
  const { wishlist } = useShopActors();
  const items = useSelector(wishlist, selectWishlistItems);
  // Opening the panel refreshes the items from the server (store language, still for sale).
  useEffect(() => {
    wishlist.send({ type: 'wishlist.refresh' });
  }, [wishlist]);
  if (items.length === 0)
    return (
      <p>
        <FormattedMessage id="wishlist.empty" defaultMessage="Your wishlist is empty." />
      </p>
    );
  return (
    <ul className={css.lineList}>
      {items.map((item) => (
        <li key={item.id} className={css.line} data-testid="wishlist-item">
          {item.thumb ? (
            <img src={`${item.thumb}?w=160`} alt="" width={64} height={90} className={css.thumb} />
          ) : (
            <span className={css.thumb} />
          )}
          <ProductLink slug={item.slug} className={css.lineName}>
            {item.name}
          </ProductLink>
          <button type="button" className={css.remove} onClick={() => wishlist.send({ type: 'wishlist.remove', id: item.id })}>
            <FormattedMessage id="wishlist.removeButton" defaultMessage="Remove" />
          </button>
        </li>
      ))}
    </ul>
  );
};

const inMenu = (categories: readonly Category[]) => categories.filter((c) => c.show_in_menu);

/** One category of the drawer: a link, and its subcategories behind a disclosure (no script needed). */
const DrawerCategory = ({ category }: { category: Category }) => {
  const children = inMenu(category.children);
  const link = <CategoryLink slugs={category.hierarchy.map((h) => h.slug)}>{category.name}</CategoryLink>;
  if (children.length === 0) return <li>{link}</li>;
  return (
    <li>
      <details className={css.navGroup} data-testid="drawer-group">
        <summary className={css.navSummary}>{category.name}</summary>
        <ul className={css.navSubList}>
          <li className={css.navAll}>
            <CategoryLink slugs={category.hierarchy.map((h) => h.slug)}>
              <FormattedMessage id="nav.allOf" defaultMessage="Everything in {category}" values={{ category: category.name }} />
            </CategoryLink>
          </li>
          {children.map((c) => (
            <DrawerCategory key={c.id} category={c} />
          ))}
        </ul>
      </details>
    </li>
  );
};

const MobileNavigation = () => {
  const { shell } = useApp();
  return (
    <ul className={css.navList} data-testid="drawer-categories">
      {inMenu(shell.categories).map((c) => (
        <DrawerCategory key={c.id} category={c} />
      ))}
      <li>
        <Link href="/gallery-wall" data-testid="drawer-gallery-wall">
          <FormattedMessage id="nav.galleryWall" defaultMessage="Gallery wall" />
        </Link>
      </li>
      <li>
        <Link href="/artists">
          <FormattedMessage id="nav.artists" defaultMessage="Artists" />
        </Link>
      </li>
      <DrawerAccountLink />
    </ul>
  );
};

/** The side panels, one at a time (docs/rules/shop-wide.md#side-panels "Side panels behave as exclusive overlays"). */
export const Panels = ({ search }: { search: React.ReactNode }) => {
  const { panels } = useShopActors();
  const intl = useIntl();
  const open = useSelector(panels, selectOpenPanel);
  const close = useCallback(() => panels.send({ type: 'panel.close' }), [panels]);
  return (
    <>
      <SidePanel
        open={open === 'cart'}
        title={intl.formatMessage({ id: 'cart.title', defaultMessage: 'Your cart' })}
        onClose={close}
        testId="mini-cart"
      >
        <MiniCart />
      </SidePanel>
      <SidePanel
        open={open === 'wishlist'}
        title={intl.formatMessage({ id: 'wishlist.title', defaultMessage: 'Wishlist' })}
        onClose={close}
        testId="wishlist-panel"
      >
        <Wishlist />
      </SidePanel>
      <SidePanel
        open={open === 'navigation'}
        side="left"
        title={intl.formatMessage({ id: 'nav.menu', defaultMessage: 'Menu' })}
        onClose={close}
      >
        <MobileNavigation />
      </SidePanel>
      <SidePanel
        open={open === 'search'}
        title={intl.formatMessage({ id: 'search.title', defaultMessage: 'Search' })}
        onClose={close}
      >
        {search}
      </SidePanel>
    </>
  );
};
