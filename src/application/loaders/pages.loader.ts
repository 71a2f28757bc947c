import type { PosterCatalog } from '../ports/catalogue.port';
import type { Artist, Category, FrameChoice, Page, Paged, Product, SearchResults, Tag, Widget } from '../model/catalogue';
import { type Outcome } from '../model/outcome';
import { ok } from '../../domain/result/result';
import type { AccountSection, AdminView, Route } from '../routing/route';
import { loadStartPage, type StartPageData } from './start.loader';
import { categoryListingQuery, categoryOffersFilters } from './category-listing';
import { filtersFromQuery, isColour, type Colour } from '../../domain/catalogue/filters';
import { offsetForPage } from '../../domain/catalogue/pagination';
import {
  ARTISTS_PAGE_SIZE,
  ARTIST_PROFILE_PRODUCTS_PAGE_SIZE,
  PRODUCT_GRID_PAGE_SIZE as GRID_PAGE_SIZE,
  RELATED_PRODUCTS_LIMIT,
} from '../../domain/constants';
import { normaliseSearchQuery, shouldSearch } from '../../domain';
import { PRODUCT_TYPE } from '../../domain/product';
import type { OrderGateway } from '../ports/orders.port';
import type { OrderStatus } from '../model/order-status';

/**
 * One loader per page route: route params + ports → the page's data. The server runs it
 * with in-process ports and embeds the answer; the browser runs it on client navigation.
 * `page` is the 1-based listing page read from `?page`.
 */
export { PRODUCT_GRID_PAGE_SIZE as GRID_PAGE_SIZE, ARTISTS_PAGE_SIZE } from '../../domain/constants';
export const FRAMES_LIMIT = 24;

/** Each page's data, by the page's name in the route registry (routing/registry.ts). */
export interface PageDataMap {
  readonly start: StartPageData;
  readonly product: {
    readonly product: Product;
    readonly related: readonly Product[];
    readonly bundled: readonly Product[];
    readonly frames: readonly FrameChoice[];
  };
  readonly category: { readonly category: Category; readonly products: Paged<Product>; readonly page: number };
  readonly tag: { readonly tag: Tag; readonly products: Paged<Product>; readonly page: number };
  readonly artists: { readonly artists: Paged<Artist>; readonly page: number };
  readonly artist: { readonly artist: Artist; readonly products: Paged<Product>; readonly page: number };
  readonly search: {
    readonly query: string;
    readonly results: SearchResults;
    readonly page: number;
    readonly colour: Colour | null;
    readonly portrait: boolean | null;
    /** Shown when nothing matched. */
    readonly bestSellers: readonly Product[];
  };
  readonly orderStatus: { readonly token: string; readonly order: OrderStatus };
  readonly confirmation: { readonly orderId: string };
  readonly checkout: { readonly orderId: string | null; readonly notice: Widget | null };
  readonly balance: { readonly widget: Widget | null };
  readonly unsubscribe: { readonly widget: Widget | null };
  /** `wallFound`: a wall is saved under `wallId` (its preview image exists). */
  readonly galleryWall: { readonly wallId: string | null; readonly wallFound: boolean };
  /** The back office renders in the browser (its filters are read from the address there). */
  readonly admin: { readonly view: AdminView };
  readonly account: AccountPageData;
  readonly page: { readonly page: Page };
  readonly notFound: Readonly<Record<string, never>>;
  readonly error: ErrorPageData;
}
export type PageName = keyof PageDataMap;
export type PageDataOf<N extends PageName> = PageDataMap[N];
/** A page's name and data; for one page, `PageData<'product'>`. */
export type PageData<N extends PageName = PageName> = { [K in N]: { readonly route: K; readonly data: PageDataMap[K] } }[N];

/**
 * The error page (docs/rules/shop-wide.md#errors-and-redirects): the status the server answered with, which picks the page's
 * translated message; statuses the page has no words for show the generic client error.
 */
export interface ErrorPageData {
  readonly status: number;
  /** A cause the page has its own words for: the sign-in provider cannot be reached (503). */
  readonly reason?: 'signInUnavailable';
}
export const errorPage = (status: number): PageData => ({ route: 'error', data: { status } });

/** The artist pages render in the browser; the server sends their widgets (docs/rules/catalogue.md#content-pages widget slugs). */
export interface AccountPageData {
  readonly section: AccountSection;
  readonly widgets: {
    readonly loginIntro: Widget | null;
    readonly sellingPitch: Widget | null;
    readonly faq: Widget | null;
    readonly message: Widget | null;
  };
}

const wrap = <R extends PageData['route'], D>(route: R, outcome: Outcome<D>) =>
  (outcome.ok ? ok({ route, data: outcome.value }) : outcome) as Outcome<PageData>;

interface LoadContext {
  readonly categories: readonly Category[];
  readonly page: number;
  readonly query?: Readonly<Record<string, string | undefined>>;
  /** The shopper's orders by status token (the server passes its in-process lookup). */
  readonly orders?: Pick<OrderGateway, 'status'>;
}
type RouteOf<N extends Route['name']> = Extract<Route, { readonly name: N }>;
type Loader<N extends Route['name']> = (
  route: RouteOf<N>,
  catalog: PosterCatalog,
  ctx: LoadContext,
) => Promise<Outcome<PageData> | undefined>;

/** Every routed page's loader, by its name in the route registry (the error page has none: the server sets it). */
const LOADERS: { readonly [N in Route['name']]: Loader<N> } = {
  start: async (_route, catalog, ctx) => wrap('start', await loadStartPage(catalog, ctx.categories)),
  product: async (route, catalog) => {
    const product = await catalog.productBySlug(route.slug);
    if (!product.ok) return product;
    const p = product.value;
    // Frames are offered for posters and for the posters of a wall (docs/rules/gallery-wall.md#frame-choice frame picker).
    const needsFrames = p.type === PRODUCT_TYPE.poster || p.type === PRODUCT_TYPE.wall;
    const [related, bundled, frames] = await Promise.all([
      catalog.products({ related_id: p.id, random: true, limit: RELATED_PRODUCTS_LIMIT, type: p.type }),
      p.type === PRODUCT_TYPE.wall ? catalog.bundled(p.id) : Promise.resolve(ok([] as readonly Product[])),
      needsFrames
        ? catalog.products({ type: PRODUCT_TYPE.frame, limit: FRAMES_LIMIT })
        : Promise.resolve(ok({ items: [] as readonly Product[], total: 0 })),
    ]);
    return wrap(
      'product',
      ok({
        product: p,
        related: related.ok ? related.value.items : [],
        bundled: bundled.ok ? bundled.value : [],
        frames: frames.ok ? frames.value.items : [],
      }),
    );
  },
  category: async (route, catalog, ctx) => {
    const category = await catalog.categoryBySlugs(route.slugs);
    if (!category.ok) return category;
    const c = category.value;
    // Colour and orientation filters apply to poster categories only (docs/rules/catalogue.md#category-pages category page).
    const f = filtersFromQuery(categoryOffersFilters(c) ? (ctx.query ?? {}) : {});
    const filters = {
      ...(f.colour === null ? {} : { color: f.colour }),
      ...(f.portrait === null ? {} : { portrait: f.portrait }),
    };
    const products = await catalog.products({
      ...categoryListingQuery(c),
      offset: offsetForPage(ctx.page, GRID_PAGE_SIZE),
      limit: GRID_PAGE_SIZE,
      ...filters,
    });
    if (!products.ok) return products;
    return wrap('category', ok({ category: c, products: products.value, page: ctx.page }));
  },
  tag: async (route, catalog, ctx) => {
    const tag = await catalog.tagBySlug(route.slug);
    if (!tag.ok) return tag;
    const products = await catalog.products({
      tag: tag.value.slug,
      offset: offsetForPage(ctx.page, GRID_PAGE_SIZE),
      limit: GRID_PAGE_SIZE,
    });
    if (!products.ok) return products;
    return wrap('tag', ok({ tag: tag.value, products: products.value, page: ctx.page }));
  },
  artists: async (_route, catalog, ctx) => {
    const artists = await catalog.artists(ARTISTS_PAGE_SIZE, offsetForPage(ctx.page, ARTISTS_PAGE_SIZE));
    return wrap('artists', artists.ok ? ok({ artists: artists.value, page: ctx.page }) : artists);
  },
  artist: async (route, catalog, ctx) => {
    const artist = await catalog.artistBySlug(route.slug);
    if (!artist.ok) return artist;
    const products = await catalog.products({
      artist: route.slug,
      offset: offsetForPage(ctx.page, ARTIST_PROFILE_PRODUCTS_PAGE_SIZE),
      limit: ARTIST_PROFILE_PRODUCTS_PAGE_SIZE,
    });
    if (!products.ok) return products;
    return wrap('artist', ok({ artist: artist.value, products: products.value, page: ctx.page }));
  },
  search: async (_route, catalog, ctx) => {
    // The results page (docs/rules/catalogue.md#search search, docs/rules/catalogue.md#search `query`; `q` as most shops write it): the same
    // rule as the dropdown decides whether the text is long enough to search.
    const text = ctx.query?.query ?? ctx.query?.q ?? '';
    const query = normaliseSearchQuery(text);
    const colour = isColour(ctx.query?.color ?? '') ? (ctx.query!.color as Colour) : null;
    const portrait = ctx.query?.portrait === 'true' ? true : ctx.query?.portrait === 'false' ? false : null;
    const none: SearchResults = {
      query,
      total: 0,
      items: [],
      artists: [],
      categories: [],
      colours: [],
      orientations: [],
      did_you_mean: null,
    };
    const results = shouldSearch(text)
      ? await catalog.search({
          query,
          ...(colour ? { color: colour } : {}),
          ...(portrait === null ? {} : { portrait }),
          offset: offsetForPage(ctx.page, GRID_PAGE_SIZE),
          limit: GRID_PAGE_SIZE,
        })
      : ok(none);
    if (!results.ok) return results;
    const bestSellers = results.value.total === 0 ? await catalog.products({ type: PRODUCT_TYPE.poster, limit: 8 }) : undefined;
    return wrap(
      'search',
      ok({
        query,
        results: results.value,
        page: ctx.page,
        colour,
        portrait,
        bestSellers: bestSellers?.ok ? bestSellers.value.items : [],
      }),
    );
  },
  page: async (route, catalog) => {
    const p = await catalog.page(route.path);
    return wrap('page', p.ok ? ok({ page: p.value }) : p);
  },
  // Forms and checkout: their widget is optional (docs/rules/catalogue.md#content-pages: widget failures are ignored).
  checkout: async (route, catalog) => {
    const notice = await catalog.widget('checkout-notice');
    return wrap('checkout', ok({ orderId: route.orderId, notice: notice.ok ? notice.value : null }));
  },
  confirmation: async (route) => wrap('confirmation', ok({ orderId: route.orderId })),
  // A token nobody was given is the shop's not-found page, as any unknown address.
  orderStatus: async (route, _catalog, ctx) => {
    const order = ctx.orders ? await ctx.orders.status(route.token) : undefined;
    if (!order) return undefined;
    if (!order.ok) return order.error.code === 'NOT_FOUND' ? wrap('notFound', ok({})) : order;
    return wrap('orderStatus', ok({ token: route.token, order: order.value }));
  },
  balance: async (_route, catalog) => {
    const widget = await catalog.widget('check-balance');
    return wrap('balance', ok({ widget: widget.ok ? widget.value : null }));
  },
  account: async (route, catalog) => {
    // Widget failures are ignored (docs/rules/catalogue.md#content-pages).
    const [loginIntro, sellingPitch, faq, message] = await Promise.all(
      ['login-intro', 'selling-pitch', 'artist-faq', 'artist-message'].map((slug) => catalog.widget(slug)),
    );
    const w = (o: Outcome<Widget> | undefined) => (o?.ok ? o.value : null);
    return wrap(
      'account',
      ok({
        section: route.section,
        widgets: { loginIntro: w(loginIntro), sellingPitch: w(sellingPitch), faq: w(faq), message: w(message) },
      }),
    );
  },
  admin: async (route) => wrap('admin', ok({ view: route.view })),
  unsubscribe: async (_route, catalog) => {
    const widget = await catalog.widget('unsubscribe');
    return wrap('unsubscribe', ok({ widget: widget.ok ? widget.value : null }));
  },
  // The designer renders in the browser only (docs/rules/gallery-wall.md#designer-steps); its shell needs the wall id alone.
  galleryWall: async (route, catalog) =>
    wrap(
      'galleryWall',
      ok({ wallId: route.wallId, wallFound: route.wallId !== null && (await catalog.wallExists(route.wallId)) }),
    ),
  // A path that names no page (a dotted path): the server answers it with status 404.
  notFound: async () => wrap('notFound', ok({})),
};

export const loadPage = async (route: Route, catalog: PosterCatalog, ctx: LoadContext): Promise<Outcome<PageData> | undefined> =>
  loaderOf(route.name)(route, catalog, ctx);

// One route's loader takes that route: read through its name, the table's type says so.
const loaderOf = <N extends Route['name']>(name: N) => LOADERS[name] as Loader<Route['name']>;
