/**
 * Gift-card balance page (docs/rules/shop-wide.md#errors-and-redirects "Balance … forms: loading, then a result or an error", docs/rules/shop-wide.md#errors-and-redirects
 * "Gift card code: more than 3 and at most 50 characters, and not rate-limited", docs/rules/shop-wide.md#errors-and-redirects "error
 * text under the field").
 *
 * Submit needs a code the domain accepts (`checkGiftCardCode`, trimmed). A RATE_LIMITED
 * answer also disables submit for a minute — the server's window is "10 a minute" — so the
 * shopper is not invited to hammer it; typing does not lift it. Typing while a check runs
 * drops it, so an answer is always about the code in the field. Failures carry a code the page
 * turns into text: NOT_FOUND (every rejected code alike), RATE_LIMITED or UNKNOWN.
 *
 * `checkBalance` is a stub; `createBalanceActors(ports)` gives the real one.
 */
import { assign, fromPromise, raise, setup } from 'xstate';
import { checkGiftCardCode, type Money } from '../../../domain';
import type { Outcome } from '../../model/outcome';
import type { BalanceFailureCode, BalanceContext } from './context';
import type { BalanceEvent } from './events';

export const RATE_LIMIT_PAUSE_MS = 60_000;

const failureOf = (o: Outcome<Money>): BalanceFailureCode =>
  o.ok ? 'UNKNOWN' : o.error.code === 'NOT_FOUND' || o.error.code === 'RATE_LIMITED' ? o.error.code : 'UNKNOWN';

export const balanceMachine = setup({
  types: { input: {} as { readonly code?: string }, context: {} as BalanceContext, events: {} as BalanceEvent },
  actors: {
    checkBalance: fromPromise<Outcome<Money>, { readonly code: string }>(() => {
      throw new Error('provide checkBalance');
    }),
  },
  actions: {
    changeCode: assign({ code: ({ context, event }) => (event.type === 'balance.code.change' ? event.value : context.code) }),
    forgetAnswer: assign({ balance: null, failure: null }),
  },
  guards: {
    codeIsValid: ({ context }) => checkGiftCardCode(context.code, context.rateLimited).ok,
  },
  delays: { rateLimitPause: RATE_LIMIT_PAUSE_MS },
}).createMachine({
  id: 'balance',
  context: ({ input }) => ({ code: input.code ?? '', balance: null, failure: null, rateLimited: false }),
  initial: 'Idle',
  on: {
    'balance.code.change': { target: '.Idle', actions: ['changeCode', 'forgetAnswer'] },
    'balance.rateLimit.over': { actions: assign({ rateLimited: false }) },
  },
  states: {
    Idle: {
      description: 'The form; submit needs a valid code and no rate limit.',
      on: { 'balance.submit': { guard: 'codeIsValid', target: 'Loading' } },
    },
    Loading: {
      description: 'The balance is asked.',
      tags: ['busy'],
      invoke: {
        src: 'checkBalance',
        input: ({ context }) => ({ code: context.code.trim() }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'Result',
            actions: assign({ balance: ({ event }) => (event.output.ok ? event.output.value : null) }),
          },
          {
            guard: ({ event }) => failureOf(event.output) === 'RATE_LIMITED',
            target: 'Failed',
            actions: [
              assign({ failure: 'RATE_LIMITED', rateLimited: true }),
              raise({ type: 'balance.rateLimit.over' }, { id: 'rateLimitPause', delay: 'rateLimitPause' }),
            ],
          },
          { target: 'Failed', actions: assign({ failure: ({ event }) => failureOf(event.output) }) },
        ],
        onError: { target: 'Failed', actions: assign({ failure: 'UNKNOWN' }) },
      },
    },
    Result: {
      description: 'The balance and its currency are shown.',
      on: { 'balance.submit': { guard: 'codeIsValid', target: 'Loading', actions: 'forgetAnswer' } },
    },
    Failed: {
      description: 'The error text is shown under the field.',
      tags: ['error'],
      on: { 'balance.submit': { guard: 'codeIsValid', target: 'Loading', actions: 'forgetAnswer' } },
    },
  },
});
