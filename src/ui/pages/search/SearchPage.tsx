import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import type { PageData } from '../../../application/loaders/pages.loader';
import type { FacetCount, SearchArtist, SearchCategory } from '../../../application/model/catalogue';
import { PRODUCT_GRID_PAGE_SIZE } from '../../../domain/constants';
import { COLOURS } from '../../../domain/catalogue/filters';
import { categoryPath, searchPath, type Store } from '../../../domain/stores/stores';
import { ProductCard } from '../../components/ProductCard';
import { COLOUR_NAMES } from '../../components/Listing';
import { useApp } from '../../app-context';
import * as c from '../../components/components.css';
import * as layout from '../../styles/layout.css';
import * as css from './search.css';

type SearchData = Extract<PageData, { route: 'search' }>['data'];

interface SearchState {
  readonly query: string;
  readonly colour: string | null;
  readonly portrait: boolean | null;
  readonly page?: number;
}

/** Store-relative URL of the results page for a state (the router's base adds the store prefix). */
const hrefOf = (store: Store, s: SearchState) => {
  const extra = new URLSearchParams();
  if (s.colour) extra.set('color', s.colour);
  if (s.portrait !== null) extra.set('portrait', String(s.portrait));
  if (s.page && s.page > 1) extra.set('page', String(s.page));
  const rest = extra.toString();
  return `${searchPath(store, s.query).slice(store.pathPrefix.length)}${rest ? `&${rest}` : ''}`;
};

/** A plain GET form: it works before the script loads; with the script the shop navigates in place. */
const SearchForm = ({ query }: { query: string }) => {
  const { store } = useApp();
  const intl = useIntl();
  const [, navigate] = useLocation();
  return (
    <form
      role="search"
      action={searchPath(store, '').replace(/\?.*$/, '')}
      method="get"
      className={layout.pageSearch}
      onSubmit={(e) => {
        e.preventDefault();
        const text = new FormData(e.currentTarget).get('query');
        navigate(hrefOf(store, { query: typeof text === 'string' ? text.trim() : '', colour: null, portrait: null }));
      }}
    >
      <input
        type="search"
        name="query"
        defaultValue={query}
        key={query}
        className={layout.searchInput}
        aria-label={intl.formatMessage({ id: 'search.label', defaultMessage: 'Search' })}
        data-testid="search-page-input"
      />
      <button type="submit" className={layout.button}>
        <FormattedMessage id="search.label" defaultMessage="Search" />
      </button>
    </form>
  );
};

const Artists = ({ artists }: { artists: readonly SearchArtist[] }) => (
  <section aria-labelledby="search-artists" data-testid="search-artists">
    <h2 id="search-artists" className={css.groupTitle}>
      <FormattedMessage id="search.artists" defaultMessage="Artists" />
    </h2>
    <ul className={css.chips}>
      {artists.map((a) => (
        <li key={a.slug}>
          <Link href={`/artists/${a.slug}`} className={css.chip}>
            {a.avatar && <img src={`${a.avatar}?w=160`} alt="" width={28} height={28} className={css.chipAvatar} />}
            {a.alias}
            <PosterCount count={a.posters} />
          </Link>
        </li>
      ))}
    </ul>
  </section>
);

/** How many posters a chip's link leads to. */
const PosterCount = ({ count }: { count: number }) => (
  <span className={css.count}>
    <FormattedMessage
      id="search.artistPosters"
      defaultMessage="{count, plural, one {# poster} other {# posters}}"
      values={{ count }}
    />
  </span>
);

/** Matching categories with what their page lists; the empty state's menu categories come without a count. */
const Categories = ({
  categories,
}: {
  categories: readonly (Pick<SearchCategory, 'id' | 'name' | 'slugs'> & { readonly posters?: number })[];
}) => {
  const { store } = useApp();
  return (
    <section aria-labelledby="search-categories" data-testid="search-categories">
      <h2 id="search-categories" className={css.groupTitle}>
        <FormattedMessage id="search.categories" defaultMessage="Categories" />
      </h2>
      <ul className={css.chips}>
        {categories.map((cat) => (
          <li key={cat.id}>
            <Link href={categoryPath(store, cat.slugs).slice(store.pathPrefix.length)} className={css.chip}>
              {cat.name}
              {cat.posters !== undefined && <PosterCount count={cat.posters} />}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
};

/** Colour and orientation with the number of posters each value leaves (docs/rules/catalogue.md#filters filters). */
const Filters = ({ data }: { data: SearchData }) => {
  const { store } = useApp();
  const intl = useIntl();
  const state: SearchState = { query: data.query, colour: data.colour, portrait: data.portrait };
  const countOf = (xs: readonly FacetCount[], v: string) => xs.find((x) => x.value === v)?.count ?? 0;
  const colours = COLOURS.filter((col) => countOf(data.results.colours, col) > 0 || data.colour === col);
  const option = (key: string, label: string, on: boolean, count: number, href: string) => (
    <li key={key}>
      <Link href={href} className={on ? css.chipOn : css.chip} aria-current={on ? 'true' : undefined}>
        {label} <span className={on ? undefined : css.count}>{count}</span>
      </Link>
    </li>
  );
  return (
    <aside className={css.facets} data-testid="search-filters">
      <div>
        <h2 className={css.facetTitle}>
          <FormattedMessage id="filter.colour" defaultMessage="Colour" />
        </h2>
        <ul className={css.chips}>
          {colours.map((col) =>
            option(
              col,
              intl.formatMessage(COLOUR_NAMES[col]),
              data.colour === col,
              countOf(data.results.colours, col),
              hrefOf(store, { ...state, colour: data.colour === col ? null : col }),
            ),
          )}
        </ul>
      </div>
      <div>
        <h2 className={css.facetTitle}>
          <FormattedMessage id="filter.orientation" defaultMessage="Orientation" />
        </h2>
        <ul className={css.chips}>
          {([true, false] as const).map((portrait) =>
            option(
              String(portrait),
              portrait
                ? intl.formatMessage({ id: 'filter.portrait', defaultMessage: 'Portrait' })
                : intl.formatMessage({ id: 'filter.landscape', defaultMessage: 'Landscape' }),
              data.portrait === portrait,
              countOf(data.results.orientations, portrait ? 'portrait' : 'landscape'),
              hrefOf(store, { ...state, portrait: data.portrait === portrait ? null : portrait }),
            ),
          )}
        </ul>
      </div>
    </aside>
  );
};

const Pages = ({ data }: { data: SearchData }) => {
  const { store } = useApp();
  const intl = useIntl();
  const pages = Math.ceil(data.results.total / PRODUCT_GRID_PAGE_SIZE);
  if (pages <= 1) return null;
  return (
    <nav aria-label={intl.formatMessage({ id: 'listing.pages', defaultMessage: 'Pages' })} data-testid="pagination">
      <ul className={c.pagination}>
        {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <Link
              href={hrefOf(store, { query: data.query, colour: data.colour, portrait: data.portrait, page: n })}
              className={n === data.page ? c.pageCurrent : c.pageLink}
              aria-current={n === data.page ? 'page' : undefined}
            >
              {n}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};

/** Nothing found: say so, then the best sellers and the categories to browse instead. */
const Empty = ({ data }: { data: SearchData }) => {
  const { shell } = useApp();
  return (
    <div data-testid="search-empty">
      <p>
        <FormattedMessage id="search.nothing" defaultMessage="No posters match your search." />{' '}
        <FormattedMessage
          id="search.emptyHint"
          defaultMessage="Check the spelling or try fewer words — or browse our best sellers and categories."
        />
      </p>
      <Categories categories={shell.categories.filter((cat) => cat.show_in_menu).map((cat) => ({ ...cat, slugs: [cat.slug] }))} />
      {data.bestSellers.length > 0 && (
        <section aria-labelledby="search-best-sellers" data-testid="search-best-sellers">
          <h2 id="search-best-sellers" className={css.groupTitle}>
            <FormattedMessage id="search.bestSellers" defaultMessage="Best sellers" />
          </h2>
          <div className={c.grid}>
            {data.bestSellers.map((p) => (
              <ProductCard key={p.id} product={p} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
};

/**
 * The results page (docs/rules/catalogue.md#search search; `?query=`, or `?q=` as most shops write it): the total,
 * a correction when it is what found the posters, matching artists and categories above the
 * grid, colour and orientation filters with counts, pages of 24, and a useful empty state.
 */
export const SearchPage = ({ data }: { data: SearchData }) => {
  const { store } = useApp();
  const { results } = data;
  return (
    <div className={layout.container} data-testid="search-page">
      <h1>
        <FormattedMessage id="search.resultsTitle" defaultMessage="Search results for “{query}”" values={{ query: data.query }} />
      </h1>
      <SearchForm query={data.query} />
      {results.did_you_mean && (
        <p className={css.suggestion} data-testid="search-did-you-mean">
          <FormattedMessage
            id="search.didYouMean"
            defaultMessage="Did you mean {suggestion}?"
            values={{
              suggestion: (
                <Link href={hrefOf(store, { query: results.did_you_mean, colour: null, portrait: null })}>
                  <strong>{results.did_you_mean}</strong>
                </Link>
              ),
            }}
          />
        </p>
      )}
      {results.artists.length > 0 && <Artists artists={results.artists} />}
      {results.categories.length > 0 && <Categories categories={results.categories} />}
      {results.total === 0 && data.colour === null && data.portrait === null ? (
        <Empty data={data} />
      ) : (
        <div className={css.layout}>
          <Filters data={data} />
          <div>
            <p data-testid="search-count">
              <FormattedMessage
                id="search.resultsCount"
                defaultMessage="{count, plural, one {# poster found} other {# posters found}}"
                values={{ count: results.total }}
              />
            </p>
            <div className={c.grid}>
              {results.items.map((p, i) => (
                <ProductCard key={p.id} product={p} eager={i < 4} />
              ))}
            </div>
            <Pages data={data} />
          </div>
        </div>
      )}
    </div>
  );
};
