/**
 * A product listing (spec §2 "Product grid", §4 "Listings keep a page number (default 1)
 * synchronised with query string page; re-read on re-activation; changing page reloads. On the
 * category page, applying a filter resets page to 1", §9 page size 24, offset = size × (page − 1)).
 *
 * Seeded with the URL's query (`page`, `color`, `portrait`) and, after a server render, the
 * products of that page (no reload). The view writes `selectListingUrlQuery` back to the URL.
 * `loadProducts` is a stub here: each listing (category, tag, artist) supplies its own through
 * `createListingActors(ports, baseQuery)`. Going elsewhere while loading stops the old load.
 *
 * A page that fails to load (spec §8: "Tag … category … load failures: redirect home with no
 * message") ends in `Failed`. `onFailure` says what the view does then: `home` for tag and
 * category listings, as the spec asks; `retry` (the default, where the spec is silent: artist and
 * search results) keeps the page and offers `listing.retry`.
 */
import { assign, fromPromise, setup } from 'xstate';
import {
  filtersFromQuery, NO_FILTERS, offsetForPage, parsePage, PRODUCT_GRID_PAGE_SIZE, type ListingFilters,
} from '../../../domain';
import type { Paged, Product } from '../../model/catalogue';
import type { Outcome } from '../../model/outcome';

export interface ListingInput {
  /** The URL's query values. */
  readonly query?: Readonly<Record<string, string | undefined>>;
  readonly pageSize?: number;
  /** The server's answer for that page and those filters. */
  readonly initial?: Paged<Product>;
  /** What a failed load leads to (see above); `retry` when absent. */
  readonly onFailure?: 'home' | 'retry';
}

export interface ListingContext {
  readonly page: number;
  readonly pageSize: number;
  readonly filters: ListingFilters;
  readonly products: readonly Product[];
  readonly total: number;
  /** The products came with the input (a server render), so the first page needs no load. */
  readonly seeded: boolean;
  readonly onFailure: 'home' | 'retry';
}

export interface ListingRequest {
  readonly offset: number;
  readonly limit: number;
  readonly filters: ListingFilters;
}

export type ListingEvent =
  | { readonly type: 'listing.goto'; readonly page: number }
  /** A kept-alive page is shown again: `page` is the URL's `page` value. */
  | { readonly type: 'listing.reactivated'; readonly page: string | null | undefined }
  | { readonly type: 'listing.filter'; readonly filters: ListingFilters }
  | { readonly type: 'listing.clearFilters' }
  /** Load the failed page again. */
  | { readonly type: 'listing.retry' };

const isPage = (page: number): boolean => Number.isSafeInteger(page) && page >= 1;
const sameFilters = (a: ListingFilters, b: ListingFilters): boolean => a.colour === b.colour && a.portrait === b.portrait;
const filtersOf = (e: ListingEvent): ListingFilters => (e.type === 'listing.filter' ? e.filters : NO_FILTERS);

export const listingMachine = setup({
  types: { input: {} as ListingInput, context: {} as ListingContext, events: {} as ListingEvent },
  actors: {
    loadProducts: fromPromise<Outcome<Paged<Product>>, ListingRequest>(() => {
      throw new Error('provide loadProducts');
    }),
  },
  actions: {
    goto: assign({ page: ({ context, event }) => (event.type === 'listing.goto' ? event.page : context.page) }),
    reread: assign({ page: ({ context, event }) => (event.type === 'listing.reactivated' ? parsePage(event.page) : context.page) }),
    filter: assign({ page: 1, filters: ({ event }) => filtersOf(event) }),
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
  }),
  initial: 'Deciding',
  on: {
    'listing.goto': { guard: 'otherPage', target: '.Loading', actions: 'goto' },
    'listing.reactivated': { guard: 'pageChangedInUrl', target: '.Loading', actions: 'reread' },
    'listing.filter': { guard: 'filtersChange', target: '.Loading', actions: 'filter' },
    'listing.clearFilters': { guard: 'filtersChange', target: '.Loading', actions: 'filter' },
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
              event.output.ok ? { products: event.output.value.items, total: event.output.value.total } : {}),
          },
          { target: 'Failed' },
        ],
        onError: { target: 'Failed' },
      },
    },
    Ready: { description: 'The products of the page are shown.' },
    Failed: {
      description: 'The page could not be loaded: the view goes home (tag, category) or offers a retry.',
      tags: ['error'],
      on: { 'listing.retry': { guard: ({ context }) => context.onFailure === 'retry', target: 'Loading' } },
    },
  },
});
