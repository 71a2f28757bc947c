/** What the search page and the header's search tell their flow. */

export type SearchEvent =
  | { readonly type: 'search.type'; readonly text: string }
  | { readonly type: 'search.next' }
  | { readonly type: 'search.prev' }
  /** Chooses the suggestion at `index` (in suggestionList order), or the highlighted one. */
  | { readonly type: 'search.select'; readonly index?: number }
  | { readonly type: 'search.close' }
  /**
   * Enter in the box: the highlighted suggestion when there is one, otherwise the results page
   * for the text (when it is long enough to search).
   */
  | { readonly type: 'search.submit' };
