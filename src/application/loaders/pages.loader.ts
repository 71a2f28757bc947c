import type { PosterCatalog } from '../ports/catalogue.port';
import type { Artist, Category, FrameChoice, Page, Paged, Product, SearchResults, Tag, Widget } from '../model/catalogue';
import { type Outcome } from '../model/outcome';
import { ok } from '../../domain/result/result';
import type { AccountSection, AdminView, Route } from '../routing/routes';
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

export type PageData =
  | { readonly route: 'start'; readonly data: StartPageData }
  | {
      readonly route: 'product';
      readonly data: {
        readonly product: Product;
        readonly related: readonly Product[];
        readonly bundled: readonly Product[];
        readonly frames: readonly FrameChoice[];
      };
    }
  | {
      readonly route: 'category';
      readonly data: { readonly category: Category; readonly products: Paged<Product>; readonly page: number };
    }
  | { readonly route: 'tag'; readonly data: { readonly tag: Tag; readonly products: Paged<Product>; readonly page: number } }
  | { readonly route: 'artists'; readonly data: { readonly artists: Paged<Artist>; readonly page: number } }
  | {
      readonly route: 'artist';
      readonly data: { readonly artist: Artist; readonly products: Paged<Product>; readonly page: number };
    }
  | {
      readonly route: 'search';
      readonly data: {
        readonly query: string;
        readonly results: SearchResults;
        readonly page: number;
        readonly colour: Colour | null;
        readonly portrait: boolean | null;
        /** Shown when nothing matched. */
        readonly bestSellers: readonly Product[];
      };
    }
  | { readonly route: 'page'; readonly data: { readonly page: Page } }
  | { readonly route: 'checkout'; readonly data: { readonly orderId: string | null; readonly notice: Widget | null } }
  | { readonly route: 'confirmation'; readonly data: { readonly orderId: string } }
  /** Server-rendered from the e-mails' link, never cached: the status changes as the order moves. */
  | { readonly route: 'orderStatus'; readonly data: { readonly token: string; readonly order: OrderStatus } }
  | { readonly route: 'balance'; readonly data: { readonly widget: Widget | null } }
  | { readonly route: 'unsubscribe'; readonly data: { readonly widget: Widget | null } }
  | {
      readonly route: 'galleryWall';
      /** `wallFound`: a wall is saved under `wallId` (its preview image exists). */
      readonly data: { readonly wallId: string | null; readonly wallFound: boolean };
    }
  | { readonly route: 'account'; readonly data: AccountPageData }
  /** The back office renders in the browser (its filters are read from the address there). */
  | { readonly route: 'admin'; readonly data: { readonly view: AdminView } }
  | { readonly route: 'notFound'; readonly data: Readonly<Record<string, never>> }
  | { readonly route: 'error'; readonly data: ErrorPageData };

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

export const loadPage = async (
  route: Route,
  catalog: PosterCatalog,
  ctx: {
    readonly categories: readonly Category[];
    readonly page: number;
    readonly query?: Readonly<Record<string, string | undefined>>;
    /** The shopper's orders by status token (the server passes its in-process lookup). */
    readonly orders?: Pick<OrderGateway, 'status'>;
  },
): Promise<Outcome<PageData> | undefined> => {
  const page = ctx.page;
  switch (route.name) {
    case 'start':
      return wrap('start', await loadStartPage(catalog, ctx.categories));
    case 'product': {
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
    }
    case 'category': {
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
        offset: offsetForPage(page, GRID_PAGE_SIZE),
        limit: GRID_PAGE_SIZE,
        ...filters,
      });
      if (!products.ok) return products;
      return wrap('category', ok({ category: c, products: products.value, page }));
    }
    case 'tag': {
      const tag = await catalog.tagBySlug(route.slug);
      if (!tag.ok) return tag;
      const products = await catalog.products({
        tag: tag.value.slug,
        offset: offsetForPage(page, GRID_PAGE_SIZE),
        limit: GRID_PAGE_SIZE,
      });
      if (!products.ok) return products;
      return wrap('tag', ok({ tag: tag.value, products: products.value, page }));
    }
    case 'artists': {
      const artists = await catalog.artists(ARTISTS_PAGE_SIZE, offsetForPage(page, ARTISTS_PAGE_SIZE));
      return wrap('artists', artists.ok ? ok({ artists: artists.value, page }) : artists);
    }
    case 'artist': {
      const artist = await catalog.artistBySlug(route.slug);
      if (!artist.ok) return artist;
      const products = await catalog.products({
        artist: route.slug,
        offset: offsetForPage(page, ARTIST_PROFILE_PRODUCTS_PAGE_SIZE),
        limit: ARTIST_PROFILE_PRODUCTS_PAGE_SIZE,
      });
      if (!products.ok) return products;
      return wrap('artist', ok({ artist: artist.value, products: products.value, page }));
    }
    case 'search': {
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
            offset: offsetForPage(page, GRID_PAGE_SIZE),
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
          page,
          colour,
          portrait,
          bestSellers: bestSellers?.ok ? bestSellers.value.items : [],
        }),
      );
    }
    case 'page': {
      const p = await catalog.page(route.path);
      return wrap('page', p.ok ? ok({ page: p.value }) : p);
    }
    // Forms and checkout: their widget is optional (docs/rules/catalogue.md#content-pages: widget failures are ignored).
    case 'checkout': {
      const notice = await catalog.widget('checkout-notice');
      return wrap('checkout', ok({ orderId: route.orderId, notice: notice.ok ? notice.value : null }));
    }
    case 'confirmation':
      return wrap('confirmation', ok({ orderId: route.orderId }));
    // A token nobody was given is the shop's not-found page, as any unknown address.
    case 'orderStatus': {
      const order = ctx.orders ? await ctx.orders.status(route.token) : undefined;
      if (!order) return undefined;
      if (!order.ok) return order.error.code === 'NOT_FOUND' ? wrap('notFound', ok({})) : order;
      return wrap('orderStatus', ok({ token: route.token, order: order.value }));
    }
    case 'balance': {
      const widget = await catalog.widget('check-balance');
      return wrap('balance', ok({ widget: widget.ok ? widget.value : null }));
    }
    case 'account': {
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
    }
    case 'admin':
      return wrap('admin', ok({ view: route.view }));
    case 'unsubscribe': {
      const widget = await catalog.widget('unsubscribe');
      return wrap('unsubscribe', ok({ widget: widget.ok ? widget.value : null }));
    }
    // The designer renders in the browser only (docs/rules/gallery-wall.md#designer-steps); its shell needs the wall id alone.
    case 'galleryWall':
      return wrap(
        'galleryWall',
        ok({ wallId: route.wallId, wallFound: route.wallId !== null && (await catalog.wallExists(route.wallId)) }),
      );
    // A path that names no page (a dotted path): the server answers it with status 404.
    case 'notFound':
      return wrap('notFound', ok({}));
  }
};
