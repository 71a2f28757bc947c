import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COLOURS,
  SEARCH_MAX_WORDS,
  allowedTypos,
  corrections,
  planSearch,
  rankSearchHits,
  searchFacets,
  keepsSearchFilters,
  searchWords,
  typoDistance,
  type SearchHit,
} from '../../src/domain';

const hitArb = (id: number) =>
  fc.record({
    id: fc.constant(id),
    exactName: fc.boolean(),
    ownLanguage: fc.boolean(),
    // Few distinct values, so ties (where only a stable rule keeps the order) are common.
    rank: fc.constantFrom(0, 0.25, 0.5),
    similarity: fc.constantFrom(0, 0.5, 1),
    recentSales: fc.nat(2),
    popularity: fc.nat(2),
  });
const hitsArb = fc
  .uniqueArray(fc.nat(10_000), { maxLength: 40 })
  .chain((ids) => fc.tuple(...ids.map(hitArb)).map((hs): SearchHit[] => hs));

describe('search ranking (spec §4: exact name, relevance, similarity, sales)', () => {
  it('an exact name always outranks a match that is not exact (a typo match)', () => {
    fc.assert(
      fc.property(hitsArb, (hits) => {
        const ranked = rankSearchHits(hits);
        const firstInexact = ranked.findIndex((h) => !h.exactName);
        expect(firstInexact === -1 || ranked.slice(firstInexact).every((h) => !h.exactName)).toBe(true);
      }),
    );
  });

  it('the order is stable: it does not depend on the order the database answered in', () => {
    fc.assert(
      fc.property(
        hitsArb.chain((hits) => fc.tuple(fc.constant(hits), fc.shuffledSubarray(hits, { minLength: hits.length }))),
        ([hits, shuffled]) => {
          expect(rankSearchHits(shuffled).map((h) => h.id)).toEqual(rankSearchHits(hits).map((h) => h.id));
        },
      ),
    );
  });

  it('keeps every hit once and ranks a more relevant own-language match higher, other things equal', () => {
    fc.assert(
      fc.property(hitsArb, (hits) => {
        const ranked = rankSearchHits(hits);
        expect([...ranked].map((h) => h.id).sort()).toEqual(hits.map((h) => h.id).sort());
        for (let i = 1; i < ranked.length; i++) {
          const [a, b] = [ranked[i - 1]!, ranked[i]!];
          if (a.exactName === b.exactName && a.ownLanguage && b.ownLanguage) expect(a.rank).toBeGreaterThanOrEqual(b.rank);
        }
      }),
    );
  });

  it('breaks a tie of relevance and similarity by recent sales, then popularity', () => {
    const base = { exactName: false, ownLanguage: true, rank: 0.5, similarity: 0.3, popularity: 0 };
    const ranked = rankSearchHits([
      { ...base, id: 1, recentSales: 0, popularity: 9 },
      { ...base, id: 2, recentSales: 3 },
      { ...base, id: 3, recentSales: 0, popularity: 10 },
    ]);
    expect(ranked.map((h) => h.id)).toEqual([2, 3, 1]);
  });

  it("a match only in another language's name counts half its relevance", () => {
    const base = { exactName: false, similarity: 0, recentSales: 0, popularity: 0 };
    const own = { ...base, id: 2, ownLanguage: true, rank: 0.4 };
    const other = { ...base, id: 1, ownLanguage: false, rank: 0.6 };
    expect(rankSearchHits([other, own]).map((h) => h.id)).toEqual([2, 1]);
    expect(rankSearchHits([own, { ...other, rank: 0.9 }]).map((h) => h.id)).toEqual([1, 2]);
  });
});

describe('typo tolerance (one typo from 5 letters, two from 9)', () => {
  const word = fc.stringMatching(/^[a-z]{1,14}$/);

  it('distance is zero only for the same word, symmetric, and at most the longer length', () => {
    fc.assert(
      fc.property(word, word, (a, b) => {
        const d = typoDistance(a, b);
        expect(d === 0).toBe(a === b);
        expect(typoDistance(b, a)).toBe(d);
        expect(d).toBeLessThanOrEqual(Math.max(a.length, b.length));
      }),
    );
  });

  it('swapping two neighbouring letters is one typo', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{2,12}$/), fc.nat(), (w, at) => {
        const i = at % (w.length - 1);
        const swapped = w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
        expect(typoDistance(w, swapped)).toBe(swapped === w ? 0 : 1);
      }),
    );
  });

  it('corrections come nearest first, ties in alphabetical order, whatever order the index gave them in', () => {
    fc.assert(
      fc.property(
        word,
        fc.uniqueArray(word).chain((cs) => fc.tuple(fc.constant(cs), fc.shuffledSubarray(cs, { minLength: cs.length }))),
        (w, [candidates, shuffled]) => {
          const found = corrections(w, candidates);
          expect(corrections(w, shuffled)).toEqual(found);
          const key = (c: string) => [typoDistance(w, c), c] as const;
          for (let i = 1; i < found.length; i++) {
            const [[d1, c1], [d2, c2]] = [key(found[i - 1]!), key(found[i]!)];
            expect(d1 < d2 || (d1 === d2 && c1 < c2)).toBe(true);
          }
        },
      ),
    );
    expect(corrections('horses', ['houses', 'corses', 'horsey', 'hoarse'])).toEqual(['corses', 'horsey', 'houses']);
    expect(corrections('horses', ['horsey', 'houses', 'corses'])).toEqual(['corses', 'horsey', 'houses']);
  });

  it.each([
    ['hora', 0],
    ['horse', 1],
    ['mountain', 1],
    ['mountains', 2],
  ])('"%s" may carry %i typos', (w, n) => expect(allowedTypos(w)).toBe(n));

  it('offers only indexed words within the allowed typos, nearest first', () => {
    expect(corrections('montain', ['mountain', 'fountain', 'mountains', 'main'])).toEqual(['mountain']);
    expect(corrections('mountians', ['mountain', 'fountains', 'mountains'])).toEqual(['mountains', 'fountains', 'mountain']);
    expect(corrections('sea', ['see', 'tea'])).toEqual([]);
    expect(corrections('mountain', ['mountain', 'fountain', 'fountain'])).toEqual(['fountain']);
    fc.assert(
      fc.property(word, fc.array(word), (w, candidates) => {
        for (const c of corrections(w, candidates)) {
          expect(c).not.toBe(w);
          expect(typoDistance(w, c)).toBeLessThanOrEqual(allowedTypos(w));
        }
      }),
    );
  });
});

describe('search plan', () => {
  it('reads at most the word cap of letters and digits, lower-cased', () => {
    expect(searchWords('  Blue-Mountain, 50x70!! ')).toEqual(['blue', 'mountain', '50x70']);
    expect(searchWords('a '.repeat(30))).toHaveLength(SEARCH_MAX_WORDS);
    expect(searchWords(' -- !! ')).toEqual([]);
  });

  it('reads only the first 100 characters of a query', () => {
    expect(searchWords(`${'x'.repeat(99)} tail`)).toEqual(['x'.repeat(99)]);
  });

  it('asks for every word, a correction standing in for an unknown word, the last also as a prefix', () => {
    const plan = planSearch([
      { folded: 'blue', known: true, nearest: ['blues'] },
      { folded: 'montain', known: false, nearest: ['fountain', 'mountain'] },
    ]);
    expect(plan.tsquery).toBe("'blue' & ('montain':*ABC | 'mountain')");
    expect(plan.typedTsquery).toBe("'blue' & 'montain':*ABC");
    expect(plan.corrected).toBe('blue mountain');
    expect(planSearch([{ folded: 'blue', known: true, nearest: [] }]).corrected).toBeNull();
    expect(plan.folded).toBe('blue montain');
  });

  it('a last word of 3 letters or more is also a prefix, a shorter one is not', () => {
    const last = (folded: string) =>
      planSearch([
        { folded: 'blue', known: true, nearest: [] },
        { folded, known: true, nearest: [] },
      ]);
    expect(last('mus').typedTsquery).toBe("'blue' & 'mus':*ABC");
    expect(last('mu').typedTsquery).toBe("'blue' & 'mu'");
  });

  it('whatever the text, the tsquery holds only quoted letters and digits joined by & and |, and a prefix reaches no description', () => {
    const term = "'[\\p{L}\\p{N}]+'(:\\*ABC)?";
    const group = `(${term}|\\(${term}( \\| ${term})+\\))`;
    const shape = new RegExp(`^(${group}( & ${group})*)?$`, 'u');
    fc.assert(
      fc.property(fc.array(fc.record({ folded: fc.string(), known: fc.boolean(), nearest: fc.array(fc.string()) })), (words) => {
        expect(planSearch(words).tsquery).toMatch(shape);
      }),
    );
  });
});

describe('search filter counts', () => {
  const hit = fc.record({ color: fc.constantFrom(null, ...COLOURS), portrait: fc.boolean() });
  const choice = fc.record({ colour: fc.constantFrom(null, ...COLOURS), portrait: fc.constantFrom(null, true, false) });

  it('with nothing chosen, each colour counts its hits, each orientation its hits, and only colours are offered', () => {
    fc.assert(
      fc.property(fc.array(hit), (hits) => {
        const facets = searchFacets(hits, { colour: null, portrait: null });
        expect(Object.keys(facets.colour).every((c) => (COLOURS as readonly string[]).includes(c))).toBe(true);
        for (const c of COLOURS) expect(facets.colour[c] ?? 0).toBe(hits.filter((h) => h.color === c).length);
        expect(facets.orientation.portrait).toBe(hits.filter((h) => h.portrait).length);
        expect(facets.orientation.portrait + facets.orientation.landscape).toBe(hits.length);
        expect(hits.every((h) => keepsSearchFilters({ colour: null, portrait: null }, h))).toBe(true);
      }),
    );
  });

  it('each value counts the matches the other filter keeps, so choosing it lists exactly that many', () => {
    fc.assert(
      fc.property(fc.array(hit), choice, (hits, f) => {
        const facets = searchFacets(hits, f);
        for (const c of COLOURS) {
          expect(facets.colour[c] ?? 0).toBe(hits.filter((h) => keepsSearchFilters({ ...f, colour: c }, h)).length);
        }
        expect(facets.orientation.portrait).toBe(hits.filter((h) => keepsSearchFilters({ ...f, portrait: true }, h)).length);
        expect(facets.orientation.landscape).toBe(hits.filter((h) => keepsSearchFilters({ ...f, portrait: false }, h)).length);
      }),
    );
  });
});
