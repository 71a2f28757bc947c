/**
 * Listings (docs/rules/artists.md#profile page ↔ ?page, re-read on re-activation, changing page reloads, a filter
 * resets page to 1; docs/rules/catalogue.md#listings page size 24, offset 24 × (page − 1)) over the in-memory catalogue.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { listingMachine } from '../../src/application/flows/listing/machine';
import type { ListingInput, ListingRequest } from '../../src/application/flows/listing/context';
import { listingFlow } from '../../src/application/system/flows/listing.flow';
import type { FlowContext } from '../../src/application/system/flow';
import { RecordingNavigation } from '../../src/adapters/navigation/recording-navigation';
import * as selectors from '../../src/application/flows/listing/selectors';
import type { Paged, Product } from '../../src/application/model/catalogue';
import { fail, type Outcome } from '../../src/application/model/outcome';
import { catalogueProduct } from '../fakes/catalogue-products';
import { InMemoryPosterCatalog } from '../../src/adapters/memory/in-memory-poster-catalog';

const products = Array.from({ length: 60 }, (_, i) =>
  catalogueProduct({
    id: i + 1,
    name: `Poster ${i + 1}`,
    slug: `poster-${i + 1}`,
    tags: i % 3 === 0 ? [{ id: 1, slug: 'blue', name: 'Blue' }] : [],
    metadata: { portrait: i % 2 === 0 },
  }),
);

/** The listing as the shop system prepares it: the in-memory catalogue and the recording Navigation adapter. */
const start = (input: ListingInput = {}, catalog = new InMemoryPosterCatalog(products)) => {
  const navigation = new RecordingNavigation();
  const { logic, input: machineInput } = listingFlow.prepare({ ports: { catalog, navigation } } as unknown as FlowContext, {
    base: { type: 1 },
    ...input,
  });
  const actor = createActor(logic, { input: machineInput }).start();
  const ready = () => waitFor(actor, (s) => !s.hasTag('busy'));
  return { actor, catalog, navigation, ready, s: () => actor.getSnapshot() };
};

/** URL writes that go nowhere, for tests about loading alone. */
const NO_NAVIGATION = { writeUrl: () => {}, goHome: () => {} };

const ids = (ps: readonly Product[]) => ps.map((p) => p.id);

describe('page from the URL (docs/rules/stores-and-urls.md#routes, docs/rules/catalogue.md#listings)', () => {
  it.each([
    [undefined, 1, 0],
    ['1', 1, 0],
    ['3', 3, 48],
    ['0', 1, 0],
    ['-2', 1, 0],
    ['abc', 1, 0],
    ['2.5', 1, 0],
  ])('?page=%s reads page %s and loads offset %s', async (page, expected, offset) => {
    const { s, catalog, ready } = start({ query: { page } });
    await ready();
    expect(selectors.selectListingPage(s())).toBe(expected);
    expect(catalog.queries).toEqual([{ type: 1, offset, limit: 24 }]);
  });

  it('takes the page size from the input', async () => {
    const { catalog, ready } = start({ query: { page: '2' }, pageSize: 12 });
    await ready();
    expect(catalog.queries[0]).toMatchObject({ offset: 12, limit: 12 });
  });

  it('uses the server data without loading', () => {
    const initial: Paged<Product> = { items: products.slice(0, 24), total: 60 };
    const { s, catalog } = start({ query: { page: '1' }, initial });
    expect(s().value).toBe('Ready');
    expect(selectors.selectListingProducts(s())).toHaveLength(24);
    expect(catalog.queries).toEqual([]);
  });

  it('shows pagination only when records exceed the page size', async () => {
    const { s, ready } = start();
    await ready();
    expect(selectors.selectListingTotal(s())).toBe(60);
    expect(selectors.selectListingPageCount(s())).toBe(3);
    expect(selectors.selectListingShowsPagination(s())).toBe(true);
    const few = start({}, new InMemoryPosterCatalog(products.slice(0, 24)));
    await few.ready();
    expect(selectors.selectListingShowsPagination(few.s())).toBe(false);
  });

  it('offset is page size × (page − 1) for any page (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 48 }), async (page, pageSize) => {
        const requests: ListingRequest[] = [];
        const actor = createActor(
          listingMachine.provide({
            actors: {
              loadProducts: fromPromise(async ({ input }) => {
                requests.push(input);
                return { ok: true as const, value: { items: [], total: 0 } };
              }),
            },
          }),
          { input: { query: { page: String(page) }, pageSize } },
        ).start();
        await waitFor(actor, (s) => s.matches('Ready'));
        expect(requests).toEqual([{ offset: pageSize * (page - 1), limit: pageSize, filters: { colour: null, portrait: null } }]);
      }),
      { numRuns: 50 },
    );
  });
});

describe('changing page', () => {
  it('goto reloads and the URL follows', async () => {
    const { actor, s, ready } = start();
    await ready();
    actor.send({ type: 'listing.goto', page: 3 });
    expect(selectors.selectListingIsLoading(s())).toBe(true);
    await ready();
    expect(ids(selectors.selectListingProducts(s()))).toEqual(products.slice(48).map((p) => p.id));
    expect(selectors.selectListingUrlQuery(s())).toEqual({ page: '3' });
    actor.send({ type: 'listing.goto', page: 1 });
    await ready();
    expect(selectors.selectListingUrlQuery(s())).toEqual({});
  });

  it.each([0, -1, 1.5, Number.NaN, 1])('ignores goto(%s) from page 1', async (page) => {
    const { s, ready } = start();
    await ready();
    expect(s().can({ type: 'listing.goto', page })).toBe(false);
  });

  it.each([
    ['2', true, 2],
    ['1', false, 1],
    [null, false, 1],
    ['junk', false, 1],
  ] as const)('re-activated with ?page=%s reloads: %s (page %s)', async (page, reloads, expected) => {
    const { actor, s, catalog, ready } = start();
    await ready();
    actor.send({ type: 'listing.reactivated', page });
    await ready();
    expect(catalog.queries).toHaveLength(reloads ? 2 : 1);
    expect(selectors.selectListingPage(s())).toBe(expected);
  });

  it('a newer page wins over a slower older load', async () => {
    const resolvers: ((o: Outcome<Paged<Product>>) => void)[] = [];
    const actor = createActor(
      listingMachine.provide({
        actors: { loadProducts: fromPromise(() => new Promise<Outcome<Paged<Product>>>((r) => resolvers.push(r))) },
        actions: NO_NAVIGATION,
      }),
      { input: {} },
    ).start();
    actor.send({ type: 'listing.goto', page: 2 });
    resolvers[1]!({ ok: true, value: { items: [products[24]!], total: 60 } });
    resolvers[0]!({ ok: true, value: { items: [products[0]!], total: 60 } });
    const done = await waitFor(actor, (s) => s.matches('Ready'));
    expect(ids(done.context.products)).toEqual([25]);
  });

  it.each([
    ['a failure outcome', (): Promise<Outcome<Paged<Product>>> => Promise.resolve(fail('SERVER', 'down', 500))],
    ['a thrown error', () => Promise.reject(new Error('boom'))],
  ])('%s ends in the error tag', async (_name, load) => {
    const actor = createActor(listingMachine.provide({ actors: { loadProducts: fromPromise(load) } }), { input: {} }).start();
    const s = await waitFor(actor, (x) => !x.hasTag('busy'));
    expect(selectors.selectListingFailed(s)).toBe(true);
    expect(selectors.selectListingIsEmpty(s)).toBe(false);
  });
});

describe('a failed page load (docs/rules/shop-wide.md#errors-and-redirects: tag and category load failures redirect home)', () => {
  const flaky = () => {
    let calls = 0;
    const load = fromPromise<Outcome<Paged<Product>>, ListingRequest>(async () => {
      calls += 1;
      return calls === 1 ? fail('SERVER', 'down', 500) : { ok: true, value: { items: [products[24]!], total: 60 } };
    });
    return { load, calls: () => calls };
  };

  it('leads home on a tag or category listing, replacing the failed URL, and cannot be retried there', async () => {
    let calls = 0;
    const down = {
      products: async () => {
        calls += 1;
        return fail('SERVER', 'down', 500);
      },
    } as unknown as InMemoryPosterCatalog;
    const { actor, navigation, ready } = start({ onFailure: 'home', query: { page: '2' }, path: '/product-tag/blue' }, down);
    const s = await ready();
    expect(selectors.selectListingGoesHome(s)).toBe(true);
    expect(selectors.selectListingCanRetry(s)).toBe(false);
    expect(navigation.moves).toEqual([{ path: '/', replace: true }]);
    actor.send({ type: 'listing.retry' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(calls).toBe(1);
  });

  it('elsewhere stays on the page and loads the same page again on retry', async () => {
    const { load, calls } = flaky();
    const actor = createActor(listingMachine.provide({ actors: { loadProducts: load } }), {
      input: { query: { page: '2' } },
    }).start();
    const failed = await waitFor(actor, (x) => !x.hasTag('busy'));
    expect(selectors.selectListingGoesHome(failed)).toBe(false);
    expect(selectors.selectListingCanRetry(failed)).toBe(true);
    actor.send({ type: 'listing.retry' });
    const done = await waitFor(actor, (x) => x.matches('Ready'));
    expect(calls()).toBe(2);
    expect(selectors.selectListingPage(done)).toBe(2);
    expect(ids(selectors.selectListingProducts(done))).toEqual([25]);
  });
});

describe('filters (docs/rules/catalogue.md#filters "applying a filter resets page to 1")', () => {
  it.each([
    [{ colour: 'blue', portrait: null }, { color: 'blue' }, 20],
    [{ colour: null, portrait: true }, { portrait: 'true' }, 30],
    [{ colour: null, portrait: false }, { portrait: 'false' }, 30],
    [{ colour: 'blue', portrait: true }, { color: 'blue', portrait: 'true' }, 10],
  ] as const)('filter %j from page 2 goes to page 1 with %j', async (filters, urlQuery, total) => {
    const { actor, s, catalog, ready } = start({ query: { page: '2' } });
    await ready();
    actor.send({ type: 'listing.filter', filters });
    await ready();
    expect(selectors.selectListingPage(s())).toBe(1);
    expect(selectors.selectListingUrlQuery(s())).toEqual(urlQuery);
    expect(selectors.selectListingTotal(s())).toBe(total);
    expect(catalog.queries.at(-1)).toMatchObject({
      offset: 0,
      ...urlQuery,
      ...(filters.portrait === null ? {} : { portrait: filters.portrait }),
    });
  });

  it('reads filters from the URL and clears them', async () => {
    const { actor, s, ready } = start({ query: { color: 'blue', portrait: 'true', page: '2' } });
    await ready();
    expect(selectors.selectListingFilters(s())).toEqual({ colour: 'blue', portrait: true });
    actor.send({ type: 'listing.clearFilters' });
    await ready();
    expect(selectors.selectListingFilters(s())).toEqual({ colour: null, portrait: null });
    expect(selectors.selectListingUrlQuery(s())).toEqual({});
  });

  it('the same filters on page 1 do not reload', async () => {
    const { s, ready } = start({ query: { color: 'blue' } });
    await ready();
    expect(s().can({ type: 'listing.filter', filters: { colour: 'blue', portrait: null } })).toBe(false);
    expect(s().can({ type: 'listing.clearFilters' })).toBe(true);
  });
});

describe('the machine writes the URL through the Navigation port (docs/rules/catalogue.md#filters page ↔ ?page, a filter resets page to 1)', () => {
  const path = '/product-category/abstract';

  it('writes nothing when it starts, loaded or seeded', async () => {
    const loaded = start({ query: { page: '2' }, path });
    await loaded.ready();
    const seeded = start({ query: { page: '2' }, path, initial: { items: products.slice(24, 48), total: 60 } });
    expect([loaded.navigation.moves, seeded.navigation.moves]).toEqual([[], []]);
  });

  it('pushes the page chosen; page 1 carries no page', async () => {
    const { actor, navigation, ready } = start({ path });
    await ready();
    actor.send({ type: 'listing.goto', page: 3 });
    await ready();
    actor.send({ type: 'listing.goto', page: 1 });
    await ready();
    expect(navigation.moves).toEqual([
      { path: `${path}?page=3`, replace: false },
      { path, replace: false },
    ]);
  });

  it.each([
    [{ colour: 'blue', portrait: null }, `${path}?color=blue`],
    [{ colour: null, portrait: false }, `${path}?portrait=false`],
    [{ colour: 'red', portrait: true }, `${path}?color=red&portrait=true`],
  ] as const)('a filter %j chosen on page 2 writes %s (page 1 again)', async (filters, url) => {
    const { actor, navigation, ready } = start({ query: { page: '2' }, path });
    await ready();
    actor.send({ type: 'listing.filter', filters });
    expect(navigation.visited).toEqual([url]);
  });

  it('clearing the filters writes the bare path', async () => {
    const { actor, navigation, ready } = start({ query: { color: 'blue', page: '2' }, path });
    await ready();
    actor.send({ type: 'listing.clearFilters' });
    expect(navigation.visited).toEqual([path]);
  });

  it("keeps the page's own values (the search text) before page and filters", async () => {
    const { actor, navigation, ready } = start({ path: '/search', keeps: { query: 'sea & sky' } });
    await ready();
    actor.send({ type: 'listing.goto', page: 2 });
    expect(navigation.visited).toEqual(['/search?query=sea+%26+sky&page=2']);
  });

  it('a page read from the URL (Back, re-activation) is not written back', async () => {
    const { actor, navigation, ready, s } = start({ path });
    await ready();
    actor.send({ type: 'listing.reactivated', page: '2' });
    await ready();
    expect(selectors.selectListingPage(s())).toBe(2);
    expect(navigation.moves).toEqual([]);
  });

  it('a page or filter that changes nothing writes nothing', async () => {
    const { actor, navigation, ready } = start({ query: { color: 'blue' }, path });
    await ready();
    actor.send({ type: 'listing.goto', page: 1 });
    actor.send({ type: 'listing.filter', filters: { colour: 'blue', portrait: null } });
    expect(navigation.moves).toEqual([]);
  });
});
