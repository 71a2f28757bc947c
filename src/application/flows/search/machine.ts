/**
 * Product search in the header (docs/rules/catalogue.md#search "Search dropdown opens only with more than 1 trimmed
 * character", docs/rules/catalogue.md#search "Search: runs only for more than 2 characters, debounced 350 ms").
 *
 * Every keystroke goes back through `Deciding`; a search waits 350 ms in `Debouncing`, and a
 * new keystroke leaves `Searching`, which stops the running query, so a late answer to an
 * older text never replaces newer results. The previous results stay listed (with the `busy`
 * tag) until the new ones arrive. A failed search lists nothing and carries the `error` tag.
 *
 * `findSuggestions` is a stub here; `createSearchActors(ports)` in actors.ts gives the real one.
 * The answer lists posters, artists and categories (suggestions.ts); the highlight walks all of
 * them in that order. Choosing one calls the provided `showSuggestion` action, Enter without a
 * highlighted one `showResults` (the results page).
 */
import { assign, fromPromise, not, setup } from 'xstate';
import { normaliseSearchQuery, SEARCH_DEBOUNCE_MS, shouldOpenSearchDropdown, shouldSearch } from '../../../domain';
import type { Outcome } from '../../model/outcome';
import { NO_SUGGESTIONS, suggestionList, type SearchSuggestion, type SearchSuggestions } from './suggestions';
import type { SearchInput, SearchContext } from './context';
import type { SearchEvent } from './events';

const listed = (c: SearchContext) => suggestionList(c.suggestions);
const chosen = (c: SearchContext, e: SearchEvent): SearchSuggestion | undefined =>
  e.type === 'search.select' ? listed(c)[e.index ?? c.highlighted] : undefined;

const cleared = { query: null, suggestions: NO_SUGGESTIONS, highlighted: -1 } as const;

export const searchMachine = setup({
  types: { input: {} as SearchInput, context: {} as SearchContext, events: {} as SearchEvent },
  actors: {
    findSuggestions: fromPromise<Outcome<SearchSuggestions>, { readonly query: string }>(() => {
      throw new Error('provide findSuggestions');
    }),
  },
  actions: {
    showSuggestion: (_, _params: { readonly suggestion: SearchSuggestion }) => {
      throw new Error('provide showSuggestion');
    },
    showResults: (_, _params: { readonly query: string }) => {
      throw new Error('provide showResults');
    },
    setText: assign({ text: ({ context, event }) => (event.type === 'search.type' ? event.text : context.text) }),
    clearResults: assign(cleared),
    forget: assign({ text: '', ...cleared }),
    failed: assign(cleared),
    next: assign({ highlighted: ({ context }) => (context.highlighted + 1) % listed(context).length }),
    prev: assign({
      highlighted: ({ context }) => (context.highlighted <= 0 ? listed(context).length : context.highlighted) - 1,
    }),
  },
  guards: {
    opens: ({ context }) => shouldOpenSearchDropdown(context.text),
    searches: ({ context }) => shouldSearch(context.text),
    answered: ({ context }) => context.query === normaliseSearchQuery(context.text),
    hasResults: ({ context }) => listed(context).length > 0,
    hasChoice: ({ context, event }) => chosen(context, event) !== undefined,
    hasHighlighted: ({ context }) => listed(context)[context.highlighted] !== undefined,
  },
  delays: { searchDebounce: SEARCH_DEBOUNCE_MS },
}).createMachine({
  id: 'search',
  context: ({ input }) => ({ text: input.text ?? '', ...cleared }),
  initial: 'Deciding',
  on: {
    'search.type': { target: '.Deciding', actions: 'setText' },
    'search.close': { target: '.Closed' },
    'search.submit': [
      {
        guard: 'hasHighlighted',
        target: '.Closed',
        actions: [
          { type: 'showSuggestion', params: ({ context }) => ({ suggestion: listed(context)[context.highlighted]! }) },
          'forget',
        ],
      },
      {
        guard: 'searches',
        target: '.Closed',
        actions: { type: 'showResults', params: ({ context }) => ({ query: normaliseSearchQuery(context.text) }) },
      },
    ],
  },
  states: {
    Deciding: {
      description: 'Reads the text: closed, open without a search, the same results, or a new search.',
      always: [
        { guard: not('opens'), target: 'Closed' },
        { guard: not('searches'), target: 'Open.TooShort' },
        { guard: 'answered', target: 'Open.Showing' },
        { target: 'Open.Debouncing' },
      ],
    },
    Closed: {
      description: 'No dropdown: at most one character typed, closed, or a result chosen.',
      entry: 'clearResults',
    },
    Open: {
      description: 'The dropdown is shown.',
      initial: 'TooShort',
      on: {
        'search.next': { guard: 'hasResults', actions: 'next' },
        'search.prev': { guard: 'hasResults', actions: 'prev' },
        'search.select': {
          guard: 'hasChoice',
          target: 'Closed',
          actions: [
            { type: 'showSuggestion', params: ({ context, event }) => ({ suggestion: chosen(context, event)! }) },
            'forget',
          ],
        },
      },
      states: {
        TooShort: { description: 'Two characters are not enough to search.', entry: 'clearResults' },
        Debouncing: {
          description: `Waits ${SEARCH_DEBOUNCE_MS} ms for the typing to pause.`,
          tags: ['busy'],
          after: { searchDebounce: 'Searching' },
        },
        Searching: {
          description: 'The catalogue is asked for the trimmed text.',
          tags: ['busy'],
          invoke: {
            src: 'findSuggestions',
            input: ({ context }) => ({ query: normaliseSearchQuery(context.text) }),
            onDone: [
              {
                guard: ({ event }) => event.output.ok,
                target: 'Showing',
                actions: assign(({ context, event }) => ({
                  query: normaliseSearchQuery(context.text),
                  suggestions: event.output.ok ? event.output.value : NO_SUGGESTIONS,
                  highlighted: -1,
                })),
              },
              { target: 'Failed' },
            ],
            onError: { target: 'Failed' },
          },
        },
        Showing: { description: 'The results of the current text are listed.' },
        Failed: { description: 'The search failed; nothing is listed.', tags: ['error'], entry: 'failed' },
      },
    },
  },
});
