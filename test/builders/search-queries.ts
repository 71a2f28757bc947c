/**
 * Search queries made from a seeded catalogue, the way shoppers type them (issue: search that
 * finds what a shopper means), each with the posters it should find and how high. The
 * quality test asserts on them; `npm run bench` prints the share found per kind.
 */
import type { Queryable } from '../../server/db/db.port';
import { STORES } from '../../src/domain/stores/stores';

export const SEARCH_KINDS = [
  'one typo in a name',
  'name words out of order',
  'name in the plural',
  "artist's alias",
  "artist's alias without accents",
  'tag as a shopper types it',
  'colour word in the store language',
  'name in the store language',
  'name in another language',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export interface SearchCase {
  readonly kind: SearchKind;
  readonly store: string;
  readonly query: string;
  /** Any of these posters among the first `within` results counts as found. */
  readonly expected: readonly number[];
  readonly within: 5 | 24;
}

const stripAccents = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '');
// One deterministic typo: the middle letter of the longest word becomes the next letter.
const typo = (name: string): string | undefined => {
  const words = name.split(' ');
  const longest = [...words].sort((a, b) => b.length - a.length)[0]!;
  if (longest.length < 5) return undefined;
  const i = Math.floor(longest.length / 2);
  const c = longest[i]!.toLowerCase();
  const next = c === 'z' ? 'a' : String.fromCharCode(c.charCodeAt(0) + 1);
  return words.map((w) => (w === longest ? w.slice(0, i) + next + w.slice(i + 1) : w)).join(' ');
};
const every = <T>(xs: readonly T[], n: number): T[] =>
  xs.filter((_, i) => i % Math.max(1, Math.floor(xs.length / n)) === 0).slice(0, n);

export const searchCases = async (db: Queryable, perKind = 20): Promise<SearchCase[]> => {
  const posters = (
    await db.query<{ id: number; names: Record<string, string>; alias: string | null; color: string | null }>(
      `SELECT p.id, jsonb_object_agg(i.language, i.name) AS names, a.alias, p.color
       FROM product p JOIN product_i18n i ON i.product_id = p.id LEFT JOIN artist a ON a.id = p.artist_id
       WHERE p.type = 1 AND p.status = 4 GROUP BY p.id, a.alias ORDER BY p.id`,
    )
  ).rows;
  const tags = (
    await db.query<{ name: string; ids: number[] }>(
      `SELECT ti.name, array_agg(pt.product_id) AS ids FROM tag_i18n ti JOIN product_tag pt ON pt.tag_id = ti.tag_id
       WHERE ti.language = 'en' GROUP BY ti.name ORDER BY ti.name`,
    )
  ).rows;
  const colourWords = (
    await db.query<{ colour: string; language: string; word: string }>(
      `SELECT DISTINCT ON (colour, language) colour, language, word FROM colour_word ORDER BY colour, language, word`,
    )
  ).rows;
  const named = (language: string, name: string) => posters.filter((p) => p.names[language] === name).map((p) => p.id);
  const cases: SearchCase[] = [];
  const add = (kind: SearchKind, store: string, query: string | undefined, expected: number[], within: 5 | 24) => {
    if (query && expected.length > 0) cases.push({ kind, store, query, expected, within });
  };
  for (const p of every(posters, perKind)) add('one typo in a name', 'int', typo(p.names.en!), named('en', p.names.en!), 5);
  for (const p of every(
    posters.filter((p) => p.names.en!.includes(' ')),
    perKind,
  )) {
    add('name words out of order', 'int', p.names.en!.split(' ').reverse().join(' '), named('en', p.names.en!), 5);
  }
  for (const p of every(
    posters.filter((p) => !/s$/i.test(p.names.en!)),
    perKind,
  )) {
    add('name in the plural', 'int', `${p.names.en}s`, named('en', p.names.en!), 5);
  }
  const aliases = [...new Set(posters.flatMap((p) => (p.alias ? [p.alias] : [])))];
  const byAlias = (alias: string) => posters.filter((p) => p.alias === alias).map((p) => p.id);
  for (const alias of aliases) add("artist's alias", 'int', alias, byAlias(alias), 24);
  for (const alias of aliases.filter((a) => stripAccents(a) !== a)) {
    add("artist's alias without accents", 'int', stripAccents(alias), byAlias(alias), 24);
  }
  for (const t of every(tags, perKind)) {
    add('tag as a shopper types it', 'int', t.name.toLowerCase().replace(/s$/, ''), t.ids, 24);
  }
  const stores = STORES.filter((s, i) => STORES.findIndex((o) => o.language === s.language) === i);
  stores.forEach((s, i) => {
    const w = colourWords.filter((c) => c.language === s.language)[i % 12];
    if (w)
      add(
        'colour word in the store language',
        s.code,
        w.word.toLowerCase(),
        posters.filter((p) => p.color === w.colour).map((p) => p.id),
        24,
      );
  });
  every(posters, perKind).forEach((p, i) => {
    const s = stores[i % stores.length]!;
    add('name in the store language', s.code, p.names[s.language], named(s.language, p.names[s.language]!), 5);
    const other = stores[(i + 1) % stores.length]!;
    add('name in another language', s.code, p.names[other.language], named(other.language, p.names[other.language]!), 5);
  });
  return cases;
};

/** Share of cases found, per kind and overall, given the product ids each query answered (in order). */
export const searchQuality = (cases: readonly SearchCase[], answers: readonly (readonly number[])[]) => {
  const found = cases.map((c, i) => answers[i]!.slice(0, c.within).some((id) => c.expected.includes(id)));
  const perKind = SEARCH_KINDS.map((kind) => {
    const mine = cases.flatMap((c, i) => (c.kind === kind ? [found[i]!] : []));
    return { kind, found: mine.filter(Boolean).length, of: mine.length };
  });
  return {
    perKind,
    overall: found.filter(Boolean).length / Math.max(1, found.length),
    missed: cases.filter((_, i) => !found[i]),
  };
};
