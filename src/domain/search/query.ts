/**
 * What a search query means (docs/rules/catalogue.md#search search; typo rule of the search anchors Algolia and
 * Meilisearch): the words of a query, how many typos each may carry, which indexed words are
 * close enough to stand for it, and the PostgreSQL tsquery text that asks for all of them.
 */

/** Longest query read, in characters (longer ones are answered 400). */
export const SEARCH_MAX_QUERY_LENGTH = 100;
/** Words of a query that are searched; the rest are ignored (a sentence is not a search). */
export const SEARCH_MAX_WORDS = 8;
/** Words shorter than this take no typo; from it one typo, from SEARCH_TWO_TYPOS_LENGTH two. */
export const SEARCH_ONE_TYPO_LENGTH = 5;
export const SEARCH_TWO_TYPOS_LENGTH = 9;
/** A last word this long is also read as the beginning of a longer one (search as you type). */
export const SEARCH_PREFIX_MIN_LENGTH = 3;

/** The words of a query: runs of letters and digits, lower-cased, at most SEARCH_MAX_WORDS. */
export const searchWords = (text: string): readonly string[] =>
  (
    text
      .slice(0, SEARCH_MAX_QUERY_LENGTH)
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).slice(0, SEARCH_MAX_WORDS);

export const allowedTypos = (word: string): number =>
  word.length >= SEARCH_TWO_TYPOS_LENGTH ? 2 : word.length >= SEARCH_ONE_TYPO_LENGTH ? 1 : 0;

/**
 * Edits (insert, delete, substitute, swap two neighbours) from a to b: optimal string
 * alignment, so "mountian" and "mountain" are one typo apart, as a shopper counts it.
 */
export const typoDistance = (a: string, b: string): number => {
  const x = [...a];
  const y = [...b];
  const d: number[][] = Array.from({ length: x.length + 1 }, (_, i) =>
    Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[x.length]![y.length]!;
};

/** Indexed words a typed word may stand for, nearest first (ties alphabetical); never the word itself. */
export const corrections = (word: string, candidates: readonly string[]): readonly string[] => {
  const limit = allowedTypos(word);
  if (limit === 0) return [];
  // Made distinct first, so no two candidates ever compare equal.
  return [...new Set(candidates)]
    .filter((c) => c !== word)
    .map((c) => ({ c, d: typoDistance(word, c) }))
    .filter(({ d }) => d <= limit)
    .sort((a, b) => a.d - b.d || (a.c < b.c ? -1 : 1))
    .map(({ c }) => c);
};

/** One typed word, folded (lower case, no accents) by the database, with its nearest indexed words. */
export interface TypedWord {
  readonly folded: string;
  /** The word is itself in the index (then it is no typo, whatever is near it). */
  readonly known: boolean;
  readonly nearest: readonly string[];
}

export interface SearchPlan {
  /** tsquery text: every word (or one of its corrections) must match; '' when nothing is searchable. */
  readonly tsquery: string;
  /** The same without corrections: what the shopper literally typed. */
  readonly typedTsquery: string;
  /** The query with each unknown word replaced by its nearest correction; null when nothing was corrected. */
  readonly corrected: string | null;
  /** The folded query, to compare with folded names. */
  readonly folded: string;
}

// Only letters and digits reach the tsquery text, so no input can change its syntax.
const lexeme = (w: string): string => w.replace(/[^\p{L}\p{N}]/gu, '');
/**
 * A prefix reaches the name, the alias and the labels (weights A, B, C), never the description
 * (D): a shopper typing "mus" means a poster called Muse, not every description that says
 * "museum", and a prefix that reached descriptions matched nearly the whole catalogue.
 */
const term = (w: string, prefix: boolean) => `'${w}'${prefix ? ':*ABC' : ''}`;

export const planSearch = (words: readonly TypedWord[]): SearchPlan => {
  const usable = words.map((w) => ({ ...w, folded: lexeme(w.folded) })).filter((w) => w.folded.length > 0);
  const last = usable.length - 1;
  const prefixAt = (i: number) => i === last && usable[i]!.folded.length >= SEARCH_PREFIX_MIN_LENGTH;
  const fixes = usable.map((w) => (w.known ? [] : corrections(w.folded, w.nearest.map(lexeme))));
  const group = (alternatives: readonly string[], prefix: boolean) =>
    alternatives.length === 1
      ? term(alternatives[0]!, prefix)
      : `(${alternatives.map((a, k) => term(a, prefix && k === 0)).join(' | ')})`;
  const tsquery = usable.map((w, i) => group([w.folded, ...fixes[i]!], prefixAt(i))).join(' & ');
  const typedTsquery = usable.map((w, i) => term(w.folded, prefixAt(i))).join(' & ');
  const changed = fixes.some((f) => f.length > 0);
  return {
    tsquery,
    typedTsquery,
    corrected: changed ? usable.map((w, i) => fixes[i]![0] ?? w.folded).join(' ') : null,
    folded: usable.map((w) => w.folded).join(' '),
  };
};
