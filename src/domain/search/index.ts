export {
  SEARCH_MAX_QUERY_LENGTH,
  SEARCH_MAX_WORDS,
  SEARCH_ONE_TYPO_LENGTH,
  SEARCH_TWO_TYPOS_LENGTH,
  SEARCH_PREFIX_MIN_LENGTH,
  searchWords,
  allowedTypos,
  typoDistance,
  corrections,
  planSearch,
} from './query';
export type { TypedWord, SearchPlan } from './query';
export { OTHER_LANGUAGE_WEIGHT, compareSearchHits, rankSearchHits } from './ranking';
export type { SearchHit } from './ranking';
export { searchFacets, keepsSearchFilters } from './facets';
export type { FacetedHit, SearchFacets, SearchFilterChoice } from './facets';
