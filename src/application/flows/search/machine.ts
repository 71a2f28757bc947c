/**
 * Product search in the header (spec §4 "Search dropdown opens only with more than 1 trimmed
 * character", §5 "Search: runs only for more than 2 characters, debounced 350 ms").
 *
 * Every keystroke goes back through `Deciding`; a search waits 350 ms in `Debouncing`, and a
 * new keystroke leaves `Searching`, which stops the running query, so a late answer to an
 * older text never replaces newer results. The previous results stay listed (with the `busy`
 * tag) until the new ones arrive. A failed search lists nothing and carries the `error` tag.
 *
 * `findProducts` is a stub here; `createSearchActors(ports)` in actors.ts gives the real one.
 * Choosing a result calls the provided `showProduct` action, Enter without a highlighted
 * result `showResults` (the view navigates to the results page).
 */
import { assign, fromPromise, not, setup } from 'xstate';
import { normaliseSearchQuery, SEARCH_DEBOUNCE_MS, shouldOpenSearchDropdown, shouldSearch } from '../../../domain';
import type { Paged, Product } from '../../model/catalogue';
import type { Outcome } from '../../model/outcome';

export interface SearchInput {
  readonly text?: string;
}

export interface SearchContext {
  readonly text: string;
  /** The trimmed query the listed results answer; null when none are listed. */
  readonly query: string | null;
  readonly results: readonly Product[];
  /** Index of the keyboard-highlighted result; -1 for none. */
  readonly highlighted: number;
}

export type SearchEvent =
  | { readonly type: 'search.type'; readonly text: string }
  | { readonly type: 'search.next' }
  | { readonly type: 'search.prev' }
  /** Chooses the result at `index`, or the highlighted one. */
  | { readonly type: 'search.select'; readonly index?: number }
  | { readonly type: 'search.close' }
  /**
   * Enter in the box: the highlighted result when there is one, otherwise the results page
   * for the text (when it is long enough to search).
   */
  | { readonly type: 'search.submit' };

const chosen = (c: SearchContext, e: SearchEvent): Product | undefined =>
  e.type === 'search.select' ? c.results[e.index ?? c.highlighted] : undefined;

const cleared = { query: null, results: [], highlighted: -1 } as const;

export const searchMachine = setup({
  types: { input: {} as SearchInput, context: {} as SearchContext, events: {} as SearchEvent },
  actors: {
    findProducts: fromPromise<Outcome<Paged<Product>>, { readonly query: string }>(() => {
      throw new Error('provide findProducts');
    }),
  },
  actions: {
    showProduct: (_, _params: { readonly product: Product }) => {
      throw new Error('provide showProduct');
    },
    showResults: (_, _params: { readonly query: string }) => {
      throw new Error('provide showResults');
    },
    setText: assign({ text: ({ context, event }) => (event.type === 'search.type' ? event.text : context.text) }),
    clearResults: assign(cleared),
    forget: assign({ text: '', ...cleared }),
    failed: assign(cleared),
    next: assign({ highlighted: ({ context }) => (context.highlighted + 1) % context.results.length }),
    prev: assign({
      highlighted: ({ context }) => (context.highlighted <= 0 ? context.results.length : context.highlighted) - 1,
    }),
  },
  guards: {
    opens: ({ context }) => shouldOpenSearchDropdown(context.text),
    searches: ({ context }) => shouldSearch(context.text),
    answered: ({ context }) => context.query === normaliseSearchQuery(context.text),
    hasResults: ({ context }) => context.results.length > 0,
    hasChoice: ({ context, event }) => chosen(context, event) !== undefined,
    hasHighlighted: ({ context }) => context.results[context.highlighted] !== undefined,
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
          { type: 'showProduct', params: ({ context }) => ({ product: context.results[context.highlighted]! }) },
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
          actions: [{ type: 'showProduct', params: ({ context, event }) => ({ product: chosen(context, event)! }) }, 'forget'],
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
            src: 'findProducts',
            input: ({ context }) => ({ query: normaliseSearchQuery(context.text) }),
            onDone: [
              {
                guard: ({ event }) => event.output.ok,
                target: 'Showing',
                actions: assign(({ context, event }) => ({
                  query: normaliseSearchQuery(context.text),
                  results: event.output.ok ? event.output.value.items : [],
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
