import { intParam, boolParam, nullableBoolParam, stringParam, enumParam, slugListParam } from '../http/params.js';
import { badRequest } from '../http/errors.js';
import type { ProductFilter } from './product-filter.repository.js';
import { LIST_OFFSET_MAX } from '../../src/domain/constants.js';
import { COLOURS } from '../../src/domain/catalogue/filters.js';
import type { SearchRequest } from './search.service.js';
import { SEARCH_MAX_QUERY_LENGTH } from '../../src/domain/search/index.js';
import { SEARCH_MAX_MATCHES } from './search.repository.js';

export const MAX_LIMIT = 100;
export const DEFAULT_LIMIT = 24;

const SIZE = /^\d{2,3}x\d{2,3}$/;

/** Reads every GET /api/products parameter of docs/rules/catalogue.md#catalogue-endpoints; a malformed one is a 400 naming it. */
export const productFilterFromQuery = (q: Readonly<Record<string, unknown>>): ProductFilter => {
  const size = stringParam(q, 'size', 10);
  if (size !== undefined && !SIZE.test(size)) {
    throw badRequest(`Query parameter "size" must look like 50x70, got "${size}"`);
  }
  return {
    type: intParam(q, 'type', 1, 4),
    query: searchText(q) || undefined,
    size,
    portrait: nullableBoolParam(q, 'portrait'),
    color: enumParam(q, 'color', COLOURS),
    categories: slugListParam(q, 'categories'),
    tag: stringParam(q, 'tag', 200),
    artist: stringParam(q, 'artist', 200),
    categoryId: intParam(q, 'category_id', 1),
    exceptCategoryId: intParam(q, 'except_category_id', 1),
    customizable: boolParam(q, 'customizable'),
    relatedId: intParam(q, 'related_id', 1),
    newest: boolParam(q, 'newest'),
    hardLimit: intParam(q, 'hard_limit', 1, 10_000),
    random: boolParam(q, 'random'),
    limit: intParam(q, 'limit', 1, MAX_LIMIT) ?? DEFAULT_LIMIT,
    offset: intParam(q, 'offset', 0, LIST_OFFSET_MAX) ?? 0,
  };
};

/** The search text: `query` (docs/rules/catalogue.md#search), or `q` as most shops name it. */
const searchText = (q: Readonly<Record<string, unknown>>): string =>
  (stringParam(q, 'query', SEARCH_MAX_QUERY_LENGTH) ?? stringParam(q, 'q', SEARCH_MAX_QUERY_LENGTH) ?? '').trim();

/** GET /api/search parameters; pages reach as deep as the matches a query ranks. */
export const searchRequestFromQuery = (q: Readonly<Record<string, unknown>>): SearchRequest => ({
  query: searchText(q),
  colour: enumParam(q, 'color', COLOURS) ?? null,
  portrait: nullableBoolParam(q, 'portrait') ?? null,
  limit: intParam(q, 'limit', 1, MAX_LIMIT) ?? DEFAULT_LIMIT,
  offset: intParam(q, 'offset', 0, SEARCH_MAX_MATCHES) ?? 0,
});
