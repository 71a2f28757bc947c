import { useCallback, useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { Category } from '../../application/model/catalogue';
import { selectOpenPanel } from '../../application/flows/panels/machine';
import {
  selectCartFullAt,
  selectCartIsEmpty,
  selectCartLines,
  selectCartSubtotals,
  selectLineCanGrow,
  selectLineCap,
} from '../../application/flows/cart/selectors';
import { selectWishlistItems } from '../../application/flows/wishlist/selectors';
import type { CartLine } from '../../domain/product';
import { isReturnable, PRODUCT_TYPE, shownLineOptions } from '../../domain/product';
import { SidePanel } from '../components/SidePanel';
import { LineArtwork, lineSummary } from '../components/LineArtwork';
import { Price } from '../components/Price';
import { ProductLink, CategoryLink } from '../components/Links';
import { useApp } from '../app-context';
import { useShopActors } from './ShopActors';
import { DrawerAccountLink } from './HeaderActions';
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
      <div className={css.meta} style={{ textAlign: 'right', whiteSpace: 'nowrap' }} data-testid="cart-line-price">
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
