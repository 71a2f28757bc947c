/** The search page's flow: its input and what it holds (docs/rules/catalogue.md#search). */
import type { SearchSuggestions } from './suggestions';

export interface SearchInput {
  readonly text?: string;
}

export interface SearchContext {
  readonly text: string;
  /** The trimmed query the listed suggestions answer; null when none are listed. */
  readonly query: string | null;
  readonly suggestions: SearchSuggestions;
  /** Index in suggestionList(suggestions) of the keyboard-highlighted one; -1 for none. */
  readonly highlighted: number;
}
