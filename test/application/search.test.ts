/**
 * Header search (spec §4 dropdown opens with more than 1 trimmed character, §5 searches with
 * more than 2 characters after a 350 ms pause) over the in-memory catalogue; fake timers.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createSearchActors } from '../../src/application/flows/search/actors';
import { searchMachine } from '../../src/application/flows/search/machine';
import {
  selectHighlighted,
  selectIsDropdownOpen,
  selectIsSearching,
  selectNothingFound,
  selectSearchFailed,
  selectSearchResults,
  selectSearchText,
} from '../../src/application/flows/search/selectors';
import type { Paged, Product } from '../../src/application/model/catalogue';
import { fail, type Outcome } from '../../src/application/model/outcome';
import { ok } from '../../src/domain/result/result';
import type { PosterCatalog, ProductQuery } from '../../src/application/ports/catalogue.port';
import { catalogueProduct } from '../fakes/catalogue-products';
import { InMemoryPosterCatalog } from '../fakes/in-memory-poster-catalog';

const products = ['Mountain lake', 'Mountain hut', 'Sea shore', 'Lake at dawn'].map((name, i) =>
  catalogueProduct({ id: i + 1, name, slug: name.toLowerCase().replace(/ /g, '-') }),
);

const start = (catalog: PosterCatalog = new InMemoryPosterCatalog(products)) => {
  const shown: Product[] = [];
  const pages: string[] = [];
  const actor = createActor(
    searchMachine.provide({
      ...createSearchActors({ catalog }),
      actions: { showProduct: (_, { product }) => shown.push(product), showResults: (_, { query }) => pages.push(query) },
    }),
    { input: {} },
  ).start();
  return { actor, shown, pages, s: () => actor.getSnapshot() };
};

const names = (ps: readonly Product[]) => ps.map((p) => p.name);
const settle = async (ms = 350) => {
  await vi.advanceTimersByTimeAsync(ms);
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('thresholds (spec §4, §5)', () => {
  it.each([
    ['', false, false],
    ['m', false, false],
    ['  m  ', false, false],
    ['mo', true, false],
    ['  mo ', true, false],
    ['mou', true, true],
    [' lake ', true, true],
  ])('%j opens the dropdown: %s, searches: %s', async (text, opens, searches) => {
    const catalog = new InMemoryPosterCatalog(products);
    const { actor, s } = start(catalog);
    actor.send({ type: 'search.type', text });
    expect(selectIsDropdownOpen(s())).toBe(opens);
    await settle();
    expect(catalog.queries).toEqual(searches ? [{ query: text.trim(), limit: 8 }] : []);
  });

  it('waits for a 350 ms pause and asks once for the last text', async () => {
    const catalog = new InMemoryPosterCatalog(products);
    const { actor, s } = start(catalog);
    for (const text of ['mou', 'moun', 'mount']) {
      actor.send({ type: 'search.type', text });
      await settle(349);
    }
    expect(catalog.queries).toEqual([]);
    expect(selectIsSearching(s())).toBe(true);
    await settle(1);
    expect(catalog.queries).toEqual([{ query: 'mount', limit: 8 }]);
    expect(names(selectSearchResults(s()))).toEqual(['Mountain lake', 'Mountain hut']);
    expect(selectIsSearching(s())).toBe(false);
  });

  it('does not ask again for the same trimmed text', async () => {
    const catalog = new InMemoryPosterCatalog(products);
    const { actor } = start(catalog);
    actor.send({ type: 'search.type', text: 'lake' });
    await settle();
    actor.send({ type: 'search.type', text: 'lake ' });
    await settle();
    expect(catalog.queries).toHaveLength(1);
  });

  it('going back under three characters clears the results', async () => {
    const { actor, s } = start();
    actor.send({ type: 'search.type', text: 'lake' });
    await settle();
    actor.send({ type: 'search.type', text: 'la' });
    expect(selectSearchResults(s())).toEqual([]);
    expect(selectIsDropdownOpen(s())).toBe(true);
  });
});

describe('answers', () => {
  it('a late answer to an older text never replaces the newer results', async () => {
    const pending = new Map<string, (answer: Outcome<Paged<Product>>) => void>();
    const catalog = new InMemoryPosterCatalog(products);
    const slow: PosterCatalog = Object.assign(Object.create(catalog) as PosterCatalog, {
      products: (q: ProductQuery) => new Promise<Outcome<Paged<Product>>>((resolve) => pending.set(q.query!, resolve)),
    });
    const { actor, s } = start(slow);
    actor.send({ type: 'search.type', text: 'mountain' });
    await settle();
    actor.send({ type: 'search.type', text: 'sea' });
    await settle();
    expect([...pending.keys()]).toEqual(['mountain', 'sea']);
    pending.get('sea')!(ok({ items: [products[2]!], total: 1 }));
    await settle(0);
    pending.get('mountain')!(ok({ items: products.slice(0, 2), total: 2 }));
    await settle(0);
    expect(names(selectSearchResults(s()))).toEqual(['Sea shore']);
    expect(s().matches({ Open: 'Showing' })).toBe(true);
  });

  it.each([
    ['a failure outcome', (): Promise<Outcome<Paged<Product>>> => Promise.resolve(fail('NETWORK', 'offline'))],
    ['a thrown error', () => Promise.reject(new Error('boom'))],
  ])('%s lists nothing and carries the error tag', async (_name, answer) => {
    const failing = searchMachine.provide({
      actors: { findProducts: fromPromise(answer) },
      actions: { showProduct: () => undefined },
    });
    const broken = createActor(failing, { input: {} }).start();
    broken.send({ type: 'search.type', text: 'lake' });
    await settle();
    expect(selectSearchFailed(broken.getSnapshot())).toBe(true);
    expect(selectSearchResults(broken.getSnapshot())).toEqual([]);
    expect(selectNothingFound(broken.getSnapshot())).toBe(false);
  });

  it('an empty answer reads as nothing found', async () => {
    const { actor, s } = start();
    actor.send({ type: 'search.type', text: 'zebra' });
    await settle();
    expect(selectNothingFound(s())).toBe(true);
  });
});

describe('keyboard and choice', () => {
  const withResults = async () => {
    const run = start();
    run.actor.send({ type: 'search.type', text: 'lake' });
    await settle();
    expect(names(selectSearchResults(run.s()))).toEqual(['Mountain lake', 'Lake at dawn']);
    return run;
  };

  it.each([
    [['search.next'], 0],
    [['search.next', 'search.next'], 1],
    [['search.next', 'search.next', 'search.next'], 0],
    [['search.prev'], 1],
    [['search.next', 'search.prev'], 1],
  ] as const)('%j highlights %s', async (keys, expected) => {
    const { actor, s } = await withResults();
    for (const type of keys) actor.send({ type });
    expect(selectHighlighted(s())).toBe(expected);
  });

  it('choosing the highlighted result shows it and closes the search', async () => {
    const { actor, s, shown } = await withResults();
    expect(s().can({ type: 'search.select' })).toBe(false);
    actor.send({ type: 'search.next' });
    actor.send({ type: 'search.next' });
    actor.send({ type: 'search.select' });
    expect(names(shown)).toEqual(['Lake at dawn']);
    expect(selectIsDropdownOpen(s())).toBe(false);
    expect(selectSearchText(s())).toBe('');
  });

  it('choosing by index and closing', async () => {
    const { actor, s, shown } = await withResults();
    actor.send({ type: 'search.select', index: 0 });
    expect(names(shown)).toEqual(['Mountain lake']);
    actor.send({ type: 'search.type', text: 'sea' });
    actor.send({ type: 'search.close' });
    await settle();
    expect(selectIsDropdownOpen(s())).toBe(false);
    expect(selectSearchResults(s())).toEqual([]);
  });
});

describe('Enter in the search box', () => {
  it('opens the results page for the trimmed text when no result is highlighted', async () => {
    const { actor, shown, pages, s } = start();
    actor.send({ type: 'search.type', text: '  mountain ' });
    await settle();
    actor.send({ type: 'search.submit' });
    expect(pages).toEqual(['mountain']);
    expect(shown).toEqual([]);
    expect(selectIsDropdownOpen(s())).toBe(false);
    expect(selectSearchText(s())).toBe('  mountain ');
  });
  it('opens the highlighted product instead', async () => {
    const { actor, shown, pages } = start();
    actor.send({ type: 'search.type', text: 'mountain' });
    await settle();
    actor.send({ type: 'search.next' });
    actor.send({ type: 'search.submit' });
    expect(names(shown)).toEqual(['Mountain lake']);
    expect(pages).toEqual([]);
  });
  it.each(['', 'mo', '   '])('does nothing for %j (too short to search)', (text) => {
    const { actor, shown, pages } = start();
    actor.send({ type: 'search.type', text });
    actor.send({ type: 'search.submit' });
    expect([shown, pages]).toEqual([[], []]);
  });
});
