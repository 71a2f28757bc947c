import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import {
  selectListingCanRetry,
  selectListingFilters,
  selectListingIsEmpty,
  selectListingIsLoading,
  selectListingPage,
  selectListingPageCount,
  selectListingProducts,
  selectListingShowsPagination,
} from '../../application/flows/listing/selectors';
import type { Paged, Product } from '../../application/model/catalogue';
import type { ProductQuery } from '../../application/ports/catalogue.port';
import { COLOURS, NO_FILTERS, type Colour } from '../../domain/catalogue/filters';
import { PRODUCT_GRID_PAGE_SIZE } from '../../domain/constants';
import { useShopActors } from '../shop/ShopActors';
import { useFlow } from '../shop/use-flow';
import { listingFlow } from '../../application/system/flows/listing.flow';
import { SidePanel } from './SidePanel';
import { ProductCard } from './ProductCard';
import { selectOpenPanel } from '../../application/flows/panels/machine';
import * as css from './components.css';
import * as shop from '../shop/shop.css';

const queryOf = (search: string) => Object.fromEntries(new URLSearchParams(search));

/** Pages of the listing, at its top and bottom: two navigation landmarks, each named for where it is. */
const Pages = ({
  page,
  count,
  onGo,
  keeps,
  label,
}: {
  page: number;
  count: number;
  onGo: (p: number) => void;
  keeps: Readonly<Record<string, string>>;
  label: string;
}) => (
  <nav aria-label={label} data-testid="pagination">
    <ul className={css.pagination}>
      {Array.from({ length: count }, (_, i) => i + 1).map((n) => (
        <li key={n}>
          <a
            href={`?${new URLSearchParams({ ...keeps, page: String(n) })}`}
            className={n === page ? css.pageCurrent : css.pageLink}
            aria-current={n === page ? 'page' : undefined}
            onClick={(e) => {
              e.preventDefault();
              onGo(n);
            }}
          >
            {n}
          </a>
        </li>
      ))}
    </ul>
  </nav>
);

/**
 * A product grid driven by the listing machine: the page and filters live in the URL
 * (`?page`, `?color`, `?portrait`), which the machine writes through the Navigation port; the
 * view only reports the URL's own changes (Back, a kept-alive page shown again). Pagination at
 * top and bottom when the total exceeds the page size; the filter sidebar only where filters are
 * offered.
 */
export const Listing = ({
  base,
  initial,
  withFilters,
  pageSize = PRODUCT_GRID_PAGE_SIZE,
  urlKeeps = {},
  onFailure,
}: {
  base: ProductQuery;
  initial: Paged<Product>;
  withFilters: boolean;
  pageSize?: number;
  /** What a failed page load leads to (the listing machine's rule): home for tag and category pages. */
  onFailure?: 'home' | 'retry';
  /** Query values of the page itself that the listing's URLs keep (the search text). */
  urlKeeps?: Readonly<Record<string, string>>;
}) => {
  const intl = useIntl();
  const search = useSearch();
  const [location] = useLocation();
  const listing = useFlow(listingFlow, {
    base,
    query: queryOf(search),
    pageSize,
    initial,
    path: location,
    keeps: urlKeeps,
    ...(onFailure ? { onFailure } : {}),
  });
  const canRetry = useSelector(listing, selectListingCanRetry);
  const products = useSelector(listing, selectListingProducts);
  const page = useSelector(listing, selectListingPage);
  const pages = useSelector(listing, selectListingPageCount);
  const showPages = useSelector(listing, selectListingShowsPagination);
  const empty = useSelector(listing, selectListingIsEmpty);
  const loading = useSelector(listing, selectListingIsLoading);
  const filters = useSelector(listing, selectListingFilters);
  const { panels } = useShopActors();
  const filterOpen = useSelector(panels, selectOpenPanel) === 'filter';

  // Back/forward (or a kept-alive page shown again): the URL's page wins. The machine's own
  // writes arrive here too and change nothing (its page is already the URL's).
  useEffect(() => {
    listing.send({ type: 'listing.reactivated', page: new URLSearchParams(search).get('page') });
  }, [search, listing]);

  const setColour = (colour: Colour | null) => listing.send({ type: 'listing.filter', filters: { ...filters, colour } });
  const setPortrait = (portrait: boolean | null) => listing.send({ type: 'listing.filter', filters: { ...filters, portrait } });
  const go = (p: number) => {
    listing.send({ type: 'listing.goto', page: p });
    window.scrollTo({ top: 0 });
  };
  return (
    <div aria-busy={loading}>
      {withFilters && (
        <div style={{ display: 'flex', justifyContent: 'flex-end', margin: '8px 0' }}>
          <button
            type="button"
            className={css.pageLink}
            data-testid="filter-button"
            onClick={() => panels.send({ type: 'panel.open', panel: 'filter' })}
          >
            <FormattedMessage id="filter.open" defaultMessage="Filter" />
          </button>
        </div>
      )}
      {showPages && <Pages page={page} count={pages} onGo={go} keeps={urlKeeps} label={intl.formatMessage(PAGES_LABELS.top)} />}
      {canRetry && (
        <div role="alert" className={css.alert} data-testid="listing-failed">
          <FormattedMessage id="listing.failed" defaultMessage="These products could not be loaded." />{' '}
          <button type="button" className={css.pageLink} onClick={() => listing.send({ type: 'listing.retry' })}>
            <FormattedMessage id="listing.retry" defaultMessage="Try again" />
          </button>
        </div>
      )}
      {empty ? (
        <p>
          <FormattedMessage id="listing.empty" defaultMessage="No products found." />
        </p>
      ) : (
        <div className={css.grid} style={{ opacity: loading ? 0.6 : 1 }}>
          {products.map((p, i) => (
            <ProductCard key={p.id} product={p} eager={i < 2} />
          ))}
        </div>
      )}
      {showPages && (
        <Pages page={page} count={pages} onGo={go} keeps={urlKeeps} label={intl.formatMessage(PAGES_LABELS.bottom)} />
      )}
      {withFilters && (
        <SidePanel
          open={filterOpen}
          title={intl.formatMessage({ id: 'filter.title', defaultMessage: 'Filter' })}
          onClose={() => panels.send({ type: 'panel.close' })}
          testId="filter-panel"
        >
          <fieldset style={{ border: 0, padding: 0 }}>
            <legend style={{ fontWeight: 600 }}>
              <FormattedMessage id="filter.colour" defaultMessage="Colour" />
            </legend>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 8 }}>
              {COLOURS.map((c) => (
                <button
                  key={c}
                  type="button"
                  className={css.pageLink}
                  aria-pressed={filters.colour === c}
                  data-colour={c}
                  style={{ borderColor: filters.colour === c ? '#1d1d1f' : undefined, borderWidth: filters.colour === c ? 2 : 1 }}
                  onClick={() => setColour(filters.colour === c ? null : c)}
                >
                  <span
                    aria-hidden
                    style={{
                      width: 14,
                      height: 14,
                      borderRadius: '50%',
                      background: c,
                      border: '1px solid #ccc',
                      marginRight: 6,
                    }}
                  />
                  {intl.formatMessage(COLOUR_NAMES[c])}
                </button>
              ))}
            </div>
          </fieldset>
          <fieldset style={{ border: 0, padding: 0, marginTop: 16 }}>
            <legend style={{ fontWeight: 600 }}>
              <FormattedMessage id="filter.orientation" defaultMessage="Orientation" />
            </legend>
            {(
              [
                [null, 'any'],
                [true, 'portrait'],
                [false, 'landscape'],
              ] as const
            ).map(([value, key]) => (
              <label key={key} style={{ display: 'block', marginTop: 6 }}>
                <input type="radio" name="orientation" checked={filters.portrait === value} onChange={() => setPortrait(value)} />{' '}
                {intl.formatMessage(ORIENTATION_NAMES[key])}
              </label>
            ))}
          </fieldset>
          <div style={{ display: 'grid', gap: 8, marginTop: 24 }}>
            <button type="button" className={shop.primary} onClick={() => panels.send({ type: 'panel.close' })}>
              <FormattedMessage id="filter.apply" defaultMessage="Show posters" />
            </button>
            <button
              type="button"
              className={css.pageLink}
              onClick={() => listing.send({ type: 'listing.filter', filters: NO_FILTERS })}
            >
              <FormattedMessage id="filter.clear" defaultMessage="Clear filters" />
            </button>
          </div>
        </SidePanel>
      )}
    </div>
  );
};

const PAGES_LABELS = defineMessages({
  top: { id: 'listing.pagesTop', defaultMessage: 'Pages, above the products' },
  bottom: { id: 'listing.pagesBottom', defaultMessage: 'Pages, below the products' },
});
export const COLOUR_NAMES = defineMessages({
  red: { id: 'colour.red', defaultMessage: 'Red' },
  pink: { id: 'colour.pink', defaultMessage: 'Pink' },
  blue: { id: 'colour.blue', defaultMessage: 'Blue' },
  orange: { id: 'colour.orange', defaultMessage: 'Orange' },
  green: { id: 'colour.green', defaultMessage: 'Green' },
  cyan: { id: 'colour.cyan', defaultMessage: 'Cyan' },
  brown: { id: 'colour.brown', defaultMessage: 'Brown' },
  yellow: { id: 'colour.yellow', defaultMessage: 'Yellow' },
  magenta: { id: 'colour.magenta', defaultMessage: 'Magenta' },
  gray: { id: 'colour.gray', defaultMessage: 'Gray' },
  black: { id: 'colour.black', defaultMessage: 'Black' },
  white: { id: 'colour.white', defaultMessage: 'White' },
});
const ORIENTATION_NAMES = defineMessages({
  any: { id: 'filter.any', defaultMessage: 'Any' },
  portrait: { id: 'filter.portrait', defaultMessage: 'Portrait' },
  landscape: { id: 'filter.landscape', defaultMessage: 'Landscape' },
});
