/**
 * Header search (docs/rules/catalogue.md#search dropdown opens with more than 1 trimmed character, docs/rules/catalogue.md#search searches with
 * more than 2 characters after a 350 ms pause) over the in-memory catalogue; fake timers.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createSearchActors, SEARCH_RESULTS_LIMIT } from '../../src/application/flows/search/actors';
import { searchMachine } from '../../src/application/flows/search/machine';
import {
  selectHighlighted,
  selectIsDropdownOpen,
  selectIsSearching,
  selectNothingFound,
  selectSearchFailed,
  selectSearchResults,
  selectSearchText,
  selectSuggestionList,
  selectSuggestions,
} from '../../src/application/flows/search/selectors';
import type { SearchSuggestion, SearchSuggestions } from '../../src/application/flows/search/suggestions';
import type { Product, SearchResults } from '../../src/application/model/catalogue';
import { fail, type Outcome } from '../../src/application/model/outcome';
import { ok } from '../../src/domain/result/result';
import type { PosterCatalog, SearchQuery } from '../../src/application/ports/catalogue.port';
import { catalogueProduct } from '../fakes/catalogue-products';
import { InMemoryPosterCatalog } from '../../src/adapters/memory/in-memory-poster-catalog';

const lakes = { id: 9, slug: 'lakes', name: 'Lakes' };
const products = ['Mountain lake', 'Mountain hut', 'Sea shore', 'Lake at dawn'].map((name, i) =>
  catalogueProduct({
    id: i + 1,
    name,
    slug: name.toLowerCase().replace(/ /g, '-'),
    categories: name.toLowerCase().includes('lake') ? [lakes] : [],
    artist: i === 3 ? { slug: 'blake', alias: 'Ann Blake', avatar: null, country: 'SE' } : null,
  }),
);

const start = (catalog: PosterCatalog = new InMemoryPosterCatalog(products)) => {
  const shown: SearchSuggestion[] = [];
  const pages: string[] = [];
  const actor = createActor(
    searchMachine.provide({
      ...createSearchActors({ catalog }),
      actions: {
        showSuggestion: (_, { suggestion }) => shown.push(suggestion),
        showResults: (_, { query }) => pages.push(query),
      },
    }),
    { input: {} },
  ).start();
  return { actor, shown, pages, s: () => actor.getSnapshot() };
};

const names = (ps: readonly Product[]) => ps.map((p) => p.name);
/** What each suggestion reads as in the dropdown. */
const labels = (ss: readonly SearchSuggestion[]) =>
  ss.map((s) => (s.kind === 'poster' ? s.product.name : s.kind === 'artist' ? s.artist.alias : s.category.name));
const settle = async (ms = 350) => {
  await vi.advanceTimersByTimeAsync(ms);
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('thresholds (docs/rules/catalogue.md#listings, docs/rules/catalogue.md#search)', () => {
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
    expect(catalog.searches).toEqual(searches ? [{ query: text.trim(), limit: SEARCH_RESULTS_LIMIT }] : []);
  });

  it('waits for a 350 ms pause and asks once for the last text', async () => {
    const catalog = new InMemoryPosterCatalog(products);
    const { actor, s } = start(catalog);
    for (const text of ['mou', 'moun', 'mount']) {
      actor.send({ type: 'search.type', text });
      await settle(349);
    }
    expect(catalog.searches).toEqual([]);
    expect(selectIsSearching(s())).toBe(true);
    await settle(1);
    expect(catalog.searches).toEqual([{ query: 'mount', limit: SEARCH_RESULTS_LIMIT }]);
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
    expect(catalog.searches).toHaveLength(1);
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
    const pending = new Map<string, (answer: Outcome<SearchResults>) => void>();
    const catalog = new InMemoryPosterCatalog(products);
    const slow: PosterCatalog = Object.assign(Object.create(catalog) as PosterCatalog, {
      search: (q: SearchQuery) => new Promise<Outcome<SearchResults>>((resolve) => pending.set(q.query, resolve)),
    });
    const answer = (items: readonly Product[]): Outcome<SearchResults> =>
      ok({
        query: '',
        total: items.length,
        items,
        artists: [],
        categories: [],
        colours: [],
        orientations: [],
        did_you_mean: null,
      });
    const { actor, s } = start(slow);
    actor.send({ type: 'search.type', text: 'mountain' });
    await settle();
    actor.send({ type: 'search.type', text: 'sea' });
    await settle();
    expect([...pending.keys()]).toEqual(['mountain', 'sea']);
    pending.get('sea')!(answer([products[2]!]));
    await settle(0);
    pending.get('mountain')!(answer(products.slice(0, 2)));
    await settle(0);
    expect(names(selectSearchResults(s()))).toEqual(['Sea shore']);
    expect(s().matches({ Open: 'Showing' })).toBe(true);
  });

  it.each([
    ['a failure outcome', (): Promise<Outcome<SearchSuggestions>> => Promise.resolve(fail('NETWORK', 'offline'))],
    ['a thrown error', () => Promise.reject(new Error('boom'))],
  ])('%s lists nothing and carries the error tag', async (_name, answer) => {
    const failing = searchMachine.provide({
      actors: { findSuggestions: fromPromise(answer) },
      actions: { showSuggestion: () => undefined },
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
  const next = 'search.next' as const;

  it('lists posters, then artists, then categories, each with its count', async () => {
    const { s } = await withResults();
    expect(labels(selectSuggestionList(s()))).toEqual(['Mountain lake', 'Lake at dawn', 'Ann Blake', 'Lakes']);
    const { total, artists, categories } = selectSuggestions(s());
    expect([total, artists[0]?.posters, categories[0]?.posters]).toEqual([2, 1, 2]);
  });

  it.each([
    [[next], 0],
    [[next, next], 1],
    [[next, next, next], 2],
    [[next, next, next, next], 3],
    [[next, next, next, next, next], 0],
    [['search.prev'], 3],
    [[next, 'search.prev'], 3],
  ] as const)('%j highlights %s (across the groups, wrapping)', async (keys, expected) => {
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
    expect(labels(shown)).toEqual(['Lake at dawn']);
    expect(selectIsDropdownOpen(s())).toBe(false);
    expect(selectSearchText(s())).toBe('');
  });

  it('choosing by index and closing', async () => {
    const { actor, s, shown } = await withResults();
    actor.send({ type: 'search.select', index: 0 });
    expect(labels(shown)).toEqual(['Mountain lake']);
    actor.send({ type: 'search.type', text: 'sea' });
    actor.send({ type: 'search.close' });
    await settle();
    expect(selectIsDropdownOpen(s())).toBe(false);
    expect(selectSearchResults(s())).toEqual([]);
  });

  it('chooses an artist or a category like a poster', async () => {
    const first = await withResults();
    for (const type of [next, next, next]) first.actor.send({ type });
    first.actor.send({ type: 'search.submit' });
    const second = await withResults();
    second.actor.send({ type: 'search.select', index: 3 });
    expect([...first.shown, ...second.shown].map((x) => x.kind)).toEqual(['artist', 'category']);
    expect(labels([...first.shown, ...second.shown])).toEqual(['Ann Blake', 'Lakes']);
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
    expect(labels(shown)).toEqual(['Mountain lake']);
    expect(pages).toEqual([]);
  });
  it.each(['', 'mo', '   '])('does nothing for %j (too short to search)', (text) => {
    const { actor, shown, pages } = start();
    actor.send({ type: 'search.type', text });
    actor.send({ type: 'search.submit' });
    expect([shown, pages]).toEqual([[], []]);
  });
});
