/**
 * Newsletter unsubscribe page (docs/rules/shop-wide.md#newsletter "once unsubscribed the form is replaced by a
 * confirmation heading", docs/rules/shop-wide.md#newsletter e-mail validation, docs/rules/shop-wide.md#errors-and-redirects "unknown-error text under the field").
 * An answer of `success: false` is a failure like any other (the gateway reports it so).
 *
 * `unsubscribe` is a stub; `createUnsubscribeActors(ports)` gives the real one.
 */
import { assign, fromPromise, setup } from 'xstate';
import { canSubmitEmail } from '../../../domain';
import type { Outcome } from '../../model/outcome';
import type { UnsubscribeContext } from './context';
import type { UnsubscribeEvent } from './events';

export const unsubscribeMachine = setup({
  types: { input: {} as { readonly email?: string }, context: {} as UnsubscribeContext, events: {} as UnsubscribeEvent },
  actors: {
    unsubscribe: fromPromise<Outcome<void>, { readonly email: string }>(() => {
      throw new Error('provide unsubscribe');
    }),
  },
  actions: {
    changeEmail: assign({
      email: ({ context, event }) => (event.type === 'unsubscribe.email.change' ? event.value : context.email),
    }),
  },
  guards: {
    emailIsValid: ({ context }) => canSubmitEmail(context.email.trim(), false),
  },
}).createMachine({
  id: 'unsubscribe',
  context: ({ input }) => ({ email: input.email ?? '' }),
  initial: 'Editing',
  states: {
    Editing: {
      description: 'The form; submit is enabled once the address is valid.',
      on: {
        'unsubscribe.email.change': { actions: 'changeEmail' },
        'unsubscribe.submit': { guard: 'emailIsValid', target: 'Loading' },
      },
    },
    Loading: {
      description: 'The address is sent; submit is disabled.',
      tags: ['busy'],
      invoke: {
        src: 'unsubscribe',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: [{ guard: ({ event }) => event.output.ok, target: 'Done' }, { target: 'Failed' }],
        onError: { target: 'Failed' },
      },
    },
    Done: { description: 'Unsubscribed: the confirmation heading replaces the form.', type: 'final' },
    Failed: {
      description: 'The unknown-error text under the field; submit again to retry.',
      tags: ['error'],
      on: {
        'unsubscribe.email.change': { target: 'Editing', actions: 'changeEmail' },
        'unsubscribe.submit': { guard: 'emailIsValid', target: 'Loading' },
      },
    },
  },
});
