import {
  planSearch,
  rankSearchHits,
  searchFacets,
  keepsSearchFilters,
  searchWords,
  type SearchHit,
  type SearchFacets,
} from '../../src/domain/search/index.js';
import type { Colour } from '../../src/domain/catalogue/filters.js';
import type { StoreContext } from '../http/store-context.js';
import { buildProductWhere, type ProductFilter } from './product-filter.repository.js';
import type { SearchRepository, SearchRow } from './search.repository.js';
import { categoryProductType } from '../../src/domain/catalogue/filters.js';

type CategoryRow = Awaited<ReturnType<SearchRepository['categories']>>[number];

/** Artists and categories listed above the results (and in the dropdown). */
const SUGGESTIONS = 4;

export interface SearchRequest {
  readonly query: string;
  readonly colour: Colour | null;
  readonly portrait: boolean | null;
  readonly limit: number;
  readonly offset: number;
}

const hit = (r: SearchRow): SearchHit & SearchRow => ({
  ...r,
  exactName: r.exact,
  ownLanguage: r.own,
  recentSales: r.sold,
});

/**
 * Catalogue search (docs/rules/catalogue.md#search, docs/rules/catalogue.md#catalogue-endpoints `query`): the typed words, their typo corrections from the
 * index, the matching products ranked by the domain rule, and the results page's extras.
 */
export const createSearchService = <P>(
  repo: SearchRepository,
  load: (ids: readonly number[], ctx: StoreContext) => Promise<P[]>,
) => {
  const plan = async (query: string, language: string) => planSearch(await repo.nearestWords(language, searchWords(query)));

  /** Ranked matches of `f.query` under every other filter of `f` (GET /api/products?query=). */
  const rankedIds = async (f: ProductFilter, ctx: StoreContext) => {
    const p = await plan(f.query ?? '', ctx.store.language);
    if (p.tsquery === '') return [];
    const { where, params } = buildProductWhere({ ...f, query: undefined }, ctx.store.language);
    return rankSearchHits((await repo.matches(p, ctx.store.language, where, params)).map(hit)).map((h) => h.id);
  };

  /**
   * A matching category with the number of posters its own page lists: its subtree's products of
   * its product type, or for a dynamic category the newest of that type up to its hard limit.
   */
  const withCount = async (c: CategoryRow, language: string) => {
    const type = categoryProductType(c.product_type);
    const { where, params } = buildProductWhere(
      c.dynamic ? { type, limit: 0, offset: 0 } : { type, categoryId: c.id, limit: 0, offset: 0 },
      language,
    );
    const n = await repo.count(where, params);
    return { id: c.id, name: c.name, slugs: c.slugs, posters: c.dynamic && c.hard_limit ? Math.min(n, c.hard_limit) : n };
  };

  /** The results page: one page of posters, the total, filter counts, artists, categories, a correction. */
  const page = async (req: SearchRequest, ctx: StoreContext) => {
    const language = ctx.store.language;
    const p = await plan(req.query, language);
    const empty: SearchFacets = { colour: {}, orientation: { portrait: 0, landscape: 0 } };
    if (p.tsquery === '') return { total: 0, items: [] as P[], facets: empty, artists: [], categories: [], didYouMean: null };
    const { where, params } = buildProductWhere({ type: 1, limit: 0, offset: 0 }, language);
    const [rows, artists, categories] = await Promise.all([
      repo.matches(p, language, where, params),
      repo.artists(p, SUGGESTIONS),
      repo.categories(p, language, SUGGESTIONS).then((cs) => Promise.all(cs.map((c) => withCount(c, language)))),
    ]);
    const hits = rows.map(hit);
    const choice = { colour: req.colour, portrait: req.portrait };
    const kept = rankSearchHits(hits.filter((h) => keepsSearchFilters(choice, h)));
    const literal = kept.filter((h) => h.literal).length;
    return {
      total: kept.length,
      items: await load(
        kept.slice(req.offset, req.offset + req.limit).map((h) => h.id),
        ctx,
      ),
      facets: searchFacets(hits, choice),
      artists,
      categories,
      // Offered only when the correction is what found more than the words as typed.
      didYouMean: p.corrected !== null && kept.length > literal ? p.corrected : null,
    };
  };

  return { rankedIds, page };
};
