/**
 * Order of search results (docs/rules/catalogue.md#search search): an exact name first, then full-text relevance,
 * then how close the name is to the query, then sales of the last 90 days, then all-time
 * popularity; the product id makes the order total, so equal scores never swap between pages.
 */

/** A match found in another store language's names counts this much of its relevance. */
export const OTHER_LANGUAGE_WEIGHT = 0.5;

export interface SearchHit {
  readonly id: number;
  /** The name in the matched language equals the query (folded). */
  readonly exactName: boolean;
  /** Matched in the store's own language (not only through another language's name). */
  readonly ownLanguage: boolean;
  /** Full-text relevance (PostgreSQL ts_rank over the weighted document). */
  readonly rank: number;
  /** Trigram similarity of the name to the query, 0..1. */
  readonly similarity: number;
  readonly recentSales: number;
  readonly popularity: number;
}

const relevance = (h: SearchHit) => h.rank * (h.ownLanguage ? 1 : OTHER_LANGUAGE_WEIGHT);

export const compareSearchHits = (a: SearchHit, b: SearchHit): number =>
  Number(b.exactName) - Number(a.exactName) ||
  relevance(b) - relevance(a) ||
  b.similarity - a.similarity ||
  b.recentSales - a.recentSales ||
  b.popularity - a.popularity ||
  a.id - b.id;

export const rankSearchHits = <H extends SearchHit>(hits: readonly H[]): readonly H[] => [...hits].sort(compareSearchHits);
