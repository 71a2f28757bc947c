/** Named reads of the search for the header's search box and dropdown (docs/rules/catalogue.md#search, docs/rules/catalogue.md#listings). */
import type { Product } from '../../model/catalogue';
import type { SearchContext } from './context';
import { suggestionList, type SearchSuggestion, type SearchSuggestions } from './suggestions';
import type { TaggedSnapshot } from '../snapshot';

type SearchSnapshot = TaggedSnapshot<SearchContext, 'Open'>;

export const selectSearchText = (s: SearchSnapshot): string => s.context.text;
/** The listed posters. */
export const selectSearchResults = (s: SearchSnapshot): readonly Product[] => s.context.suggestions.posters;
/** Posters, artists and categories with the total, grouped as the dropdown shows them. */
export const selectSuggestions = (s: SearchSnapshot): SearchSuggestions => s.context.suggestions;
/** Every suggestion in the order the highlight walks them. */
export const selectSuggestionList = (s: SearchSnapshot): readonly SearchSuggestion[] => suggestionList(s.context.suggestions);
export const selectHighlighted = (s: SearchSnapshot): number => s.context.highlighted;
export const selectIsDropdownOpen = (s: SearchSnapshot): boolean => s.matches('Open');
export const selectIsSearching = (s: SearchSnapshot): boolean => s.hasTag('busy');
export const selectSearchFailed = (s: SearchSnapshot): boolean => s.hasTag('error');
/** "No products found": an answered search with nothing in it. */
export const selectNothingFound = (s: SearchSnapshot): boolean =>
  s.context.query !== null && suggestionList(s.context.suggestions).length === 0 && !s.hasTag('busy');
