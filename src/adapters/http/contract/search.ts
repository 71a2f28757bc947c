import * as t from 'io-ts';
import { nullable } from './nullable.js';
import { ProductList } from './product.js';

/**
 * GET /api/search?query= (the results page and the dropdown): a page of posters with the total,
 * counts per filter value, matching artists and categories, and a correction of the query when
 * the correction is what found the posters.
 */
export const SearchArtist = t.strict(
  { slug: t.string, alias: t.string, avatar: nullable(t.string), country: t.string, posters: t.number },
  'SearchArtist',
);
export type SearchArtist = t.TypeOf<typeof SearchArtist>;

/** `slugs`: the category's path from the menu root (categoryPath); `posters`: how many its page lists. */
export const SearchCategory = t.strict(
  { id: t.number, name: t.string, slugs: t.array(t.string), posters: t.number },
  'SearchCategory',
);
export type SearchCategory = t.TypeOf<typeof SearchCategory>;

export const FacetCount = t.strict({ value: t.string, count: t.number }, 'FacetCount');
export type FacetCount = t.TypeOf<typeof FacetCount>;

export const SearchAnswer = t.strict(
  {
    query: t.string,
    total: t.number,
    items: ProductList,
    artists: t.array(SearchArtist),
    categories: t.array(SearchCategory),
    colours: t.array(FacetCount),
    orientations: t.array(FacetCount),
    did_you_mean: nullable(t.string),
  },
  'SearchAnswer',
);
export type SearchAnswer = t.TypeOf<typeof SearchAnswer>;
