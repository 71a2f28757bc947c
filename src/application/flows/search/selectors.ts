/** Named reads of the search for the header's search box and dropdown (spec §2, §4). */
import type { Product } from '../../model/catalogue';
import type { SearchContext } from './machine';

type SearchSnapshot = {
  readonly context: SearchContext;
  hasTag(tag: 'busy' | 'error'): boolean;
  matches(state: 'Open'): boolean;
};

export const selectSearchText = (s: SearchSnapshot): string => s.context.text;
export const selectSearchResults = (s: SearchSnapshot): readonly Product[] => s.context.results;
export const selectHighlighted = (s: SearchSnapshot): number => s.context.highlighted;
export const selectIsDropdownOpen = (s: SearchSnapshot): boolean => s.matches('Open');
export const selectIsSearching = (s: SearchSnapshot): boolean => s.hasTag('busy');
export const selectSearchFailed = (s: SearchSnapshot): boolean => s.hasTag('error');
/** "No products found": an answered search with nothing in it. */
export const selectNothingFound = (s: SearchSnapshot): boolean =>
  s.context.query !== null && s.context.results.length === 0 && !s.hasTag('busy');
