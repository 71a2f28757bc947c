/**
 * The artist's payout details on the profile page (docs/rules/artists.md#payouts): account holder,
 * IBAN and, while the profile has no VAT number, the private seller's declaration. The server
 * checks them (the IBAN with a kept library) and its polite refusal is shown as it says it.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { Outcome } from '../../model/outcome';
import type { PayoutDetailsChange, PayoutDetailsState } from '../../model/payout-desk';
import type { PayoutDetailsContext } from './context';
import type { PayoutDetailsEvent } from './events';

type Answer = { readonly output: Outcome<PayoutDetailsState> };
const stateOf = ({ event }: { event: Answer }) => (event.output.ok ? event.output.value : null);

export const payoutDetailsMachine = setup({
  types: { context: {} as PayoutDetailsContext, events: {} as PayoutDetailsEvent },
  actors: {
    load: fromPromise<Outcome<PayoutDetailsState>>(() => {
      throw new Error('provide load');
    }),
    save: fromPromise<Outcome<PayoutDetailsState>, PayoutDetailsChange>(() => {
      throw new Error('provide save');
    }),
  },
}).createMachine({
  id: 'payoutDetails',
  context: { state: null, holder: '', iban: '', privateSeller: false, refusal: null, saved: false },
  initial: 'Loading',
  states: {
    Loading: {
      tags: ['busy'],
      invoke: {
        src: 'load',
        onDone: {
          target: 'Ready',
          actions: assign(({ event }) =>
            event.output.ok
              ? {
                  state: event.output.value,
                  holder: event.output.value.account_holder ?? '',
                  privateSeller: event.output.value.private_seller,
                }
              : {},
          ),
        },
        onError: 'Ready',
      },
    },
    Ready: {
      on: {
        'holder.change': { actions: assign({ holder: ({ event }) => event.value, saved: false }) },
        'iban.change': { actions: assign({ iban: ({ event }) => event.value, saved: false }) },
        'privateSeller.change': { actions: assign({ privateSeller: ({ event }) => event.value, saved: false }) },
        save: {
          guard: ({ context }) => context.holder.trim() !== '' && context.iban.trim() !== '',
          target: 'Saving',
          actions: assign({ refusal: null, saved: false }),
        },
      },
    },
    Saving: {
      tags: ['busy'],
      invoke: {
        src: 'save',
        input: ({ context }) => ({ account_holder: context.holder, iban: context.iban, private_seller: context.privateSeller }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'Ready',
            actions: assign({ state: stateOf, iban: '', saved: true }),
          },
          {
            target: 'Ready',
            // The rule's stable code when the server gave one, so the page says it in the artist's language.
            actions: assign({
              refusal: ({ event }) => (event.output.ok ? null : (event.output.error.apiCode ?? event.output.error.message)),
            }),
          },
        ],
        onError: { target: 'Ready', actions: assign({ refusal: 'error' }) },
      },
    },
  },
});
