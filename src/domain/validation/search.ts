/**
 * Search (docs/rules/catalogue.md#search, docs/rules/catalogue.md#listings): the search runs only for more than 2 characters and the dropdown
 * opens only with more than 1 trimmed character. Decision: both count the trimmed query
 * (docs/rules/catalogue.md#search: "search (trim, >2 chars…)"), so "  ab " never searches.
 */
import { SEARCH_DROPDOWN_MIN_LENGTH_EXCLUSIVE, SEARCH_MIN_LENGTH_EXCLUSIVE } from '../constants';

export const normaliseSearchQuery = (query: string): string => query.trim();

export const shouldSearch = (query: string): boolean => normaliseSearchQuery(query).length > SEARCH_MIN_LENGTH_EXCLUSIVE;

export const shouldOpenSearchDropdown = (query: string): boolean =>
  normaliseSearchQuery(query).length > SEARCH_DROPDOWN_MIN_LENGTH_EXCLUSIVE;
