/**
 * What the header's dropdown offers (docs/rules/catalogue.md#search search): the posters, then the artists, then the
 * categories of one search answer, in that order. The keyboard highlight walks this one list,
 * so the order here is the order on screen.
 */
import type { Product, SearchArtist, SearchCategory } from '../../model/catalogue';

export type SearchSuggestion =
  | { readonly kind: 'poster'; readonly product: Product }
  | { readonly kind: 'artist'; readonly artist: SearchArtist }
  | { readonly kind: 'category'; readonly category: SearchCategory };

export interface SearchSuggestions {
  readonly posters: readonly Product[];
  /** Every poster the text finds, not only the listed ones. */
  readonly total: number;
  readonly artists: readonly SearchArtist[];
  readonly categories: readonly SearchCategory[];
}

export const NO_SUGGESTIONS: SearchSuggestions = { posters: [], total: 0, artists: [], categories: [] };

export const suggestionList = (s: SearchSuggestions): readonly SearchSuggestion[] => [
  ...s.posters.map((product) => ({ kind: 'poster' as const, product })),
  ...s.artists.map((artist) => ({ kind: 'artist' as const, artist })),
  ...s.categories.map((category) => ({ kind: 'category' as const, category })),
];
