/**
 * A product listing (docs/rules/catalogue.md#listings "Product grid", docs/rules/catalogue.md#listings "Listings keep a page number (default 1)
 * synchronised with query string page; re-read on re-activation; changing page reloads. On the
 * category page, applying a filter resets page to 1", docs/rules/catalogue.md#listings page size 24, offset = size × (page − 1)).
 *
 * Seeded with the URL's query (`page`, `color`, `portrait`) and, after a server render, the
 * products of that page (no reload). The machine keeps the URL in step: a page or filter the
 * shopper chooses is written (`writeUrl`, pushed, so Back returns to the previous page, which
 * the view reports as `listing.reactivated`); the URL's own changes never write it back.
 * Side effects are stubs here: each listing (category, tag, artist) supplies its loader through
 * `createListingActors(ports, baseQuery)` and the shop system wires `writeUrl` and `goHome` to
 * the Navigation port (system/flows/listing.flow.ts). Going elsewhere while loading stops the
 * old load.
 *
 * A page that fails to load (docs/rules/shop-wide.md#errors-and-redirects: "Tag … category … load failures: redirect home with no
 * message") ends in `Failed`. `onFailure` says what happens then: `home` for tag and category
 * listings, as the spec asks (`goHome`, replacing the failed URL); `retry` (the default, where the
 * spec is silent: artist and search results) keeps the page and offers `listing.retry`.
 */
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import {
  filtersFromQuery,
  filtersToQuery,
  NO_FILTERS,
  offsetForPage,
  pageQueryValue,
  parsePage,
  PRODUCT_GRID_PAGE_SIZE,
  type ListingFilters,
} from '../../../domain';
import type { Paged, Product } from '../../model/catalogue';
import type { Outcome } from '../../model/outcome';
import type { ListingInput, ListingContext, ListingRequest } from './context';
import type { ListingEvent } from './events';

const isPage = (page: number): boolean => Number.isSafeInteger(page) && page >= 1;
const sameFilters = (a: ListingFilters, b: ListingFilters): boolean => a.colour === b.colour && a.portrait === b.portrait;
const filtersOf = (e: ListingEvent): ListingFilters => (e.type === 'listing.filter' ? e.filters : NO_FILTERS);

/** The query the URL carries for a page and filters: `page` (absent for page 1), `color`, `portrait`. */
export const listingQuery = (c: Pick<ListingContext, 'page' | 'filters'>): Readonly<Record<string, string>> => {
  const page = pageQueryValue(c.page);
  return { ...(page === null ? {} : { page }), ...filtersToQuery(c.filters) };
};

/** The listing's URL (store-relative): its path, the page's own values, then page and filters. */
export const listingUrl = (c: Pick<ListingContext, 'page' | 'filters' | 'path' | 'keeps'>): string => {
  const query = new URLSearchParams({ ...c.keeps, ...listingQuery(c) }).toString();
  return `${c.path}${query ? `?${query}` : ''}`;
};

/** Writes the URL of the page and filters just chosen (after they are assigned). */
const WRITE_URL = {
  type: 'writeUrl',
  params: ({ context }: { readonly context: ListingContext }) => ({ url: listingUrl(context) }),
} as const;

const stub = (name: string) => () => {
  throw new Error(`provide ${name}`);
};

export const listingMachine = setup({
  types: { input: {} as ListingInput, context: {} as ListingContext, events: {} as ListingEvent },
  actors: {
    loadProducts: fromPromise<Outcome<Paged<Product>>, ListingRequest>(() => {
      throw new Error('provide loadProducts');
    }),
  },
  actions: {
    goto: assign({ page: ({ context, event }) => (event.type === 'listing.goto' ? event.page : context.page) }),
    reread: assign({
      page: ({ context, event }) => (event.type === 'listing.reactivated' ? parsePage(event.page) : context.page),
    }),
    filter: assign({ page: 1, filters: ({ event }) => filtersOf(event) }),
    writeUrl: (_, _params: { readonly url: string }) => stub('writeUrl')(),
    goHome: stub('goHome'),
  },
  guards: {
    seeded: ({ context }) => context.seeded,
    otherPage: ({ context, event }) => event.type === 'listing.goto' && isPage(event.page) && event.page !== context.page,
    pageChangedInUrl: ({ context, event }) => event.type === 'listing.reactivated' && parsePage(event.page) !== context.page,
    filtersChange: ({ context, event }) =>
      (event.type === 'listing.filter' || event.type === 'listing.clearFilters') &&
      (context.page !== 1 || !sameFilters(context.filters, filtersOf(event))),
  },
}).createMachine({
  id: 'listing',
  context: ({ input }) => ({
    page: parsePage(input.query?.['page']),
    pageSize: input.pageSize ?? PRODUCT_GRID_PAGE_SIZE,
    filters: filtersFromQuery(input.query ?? {}),
    products: input.initial?.items ?? [],
    total: input.initial?.total ?? 0,
    seeded: input.initial !== undefined,
    onFailure: input.onFailure ?? 'retry',
    path: input.path ?? '/',
    keeps: input.keeps ?? {},
  }),
  initial: 'Deciding',
  on: {
    'listing.goto': { guard: 'otherPage', target: '.Loading', actions: ['goto', WRITE_URL] },
    'listing.reactivated': { guard: 'pageChangedInUrl', target: '.Loading', actions: 'reread' },
    'listing.filter': { guard: 'filtersChange', target: '.Loading', actions: ['filter', WRITE_URL] },
    'listing.clearFilters': { guard: 'filtersChange', target: '.Loading', actions: ['filter', WRITE_URL] },
  },
  states: {
    Deciding: {
      description: 'Server data present: shown at once; otherwise loaded.',
      always: [{ guard: 'seeded', target: 'Ready' }, { target: 'Loading' }],
    },
    Loading: {
      description: 'The page is loading; the previous products stay shown meanwhile.',
      tags: ['busy'],
      invoke: {
        src: 'loadProducts',
        input: ({ context }) => ({
          offset: offsetForPage(context.page, context.pageSize),
          limit: context.pageSize,
          filters: context.filters,
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'Ready',
            actions: assign(({ event }) =>
              event.output.ok ? { products: event.output.value.items, total: event.output.value.total } : {},
            ),
          },
          { target: 'Failed' },
        ],
        onError: { target: 'Failed' },
      },
    },
    Ready: { description: 'The products of the page are shown.' },
    Failed: {
      description: 'The page could not be loaded: goes home (tag, category) or offers a retry.',
      tags: ['error'],
      entry: enqueueActions(({ context, enqueue }) => {
        if (context.onFailure === 'home') enqueue('goHome');
      }),
      on: { 'listing.retry': { guard: ({ context }) => context.onFailure === 'retry', target: 'Loading' } },
    },
  },
});
