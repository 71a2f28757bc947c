/**
 * Newsletter banner and form (docs/rules/shop-wide.md#newsletter "Newsletter: not subscribed, submitting, subscribed (a
 * code is shown); the banner hides once a subscription cookie is set", docs/rules/shop-wide.md#newsletter e-mail validation,
 * docs/rules/shop-wide.md#errors-and-redirects generic error, docs/rules/shop-wide.md#layout subscribed cookie 31536000 s).
 *
 * Submit is possible only with a valid address and not while submitting: the form reads it as
 * `snapshot.can({ type: 'newsletter.submit' })`. The address is checked and sent trimmed. A
 * failure shows the generic error and can be retried; editing the address puts the error away.
 *
 * `subscribe` is a stub (`createNewsletterActors(ports)`); `setSubscribedCookie` is the page's.
 */
import { assign, fromPromise, setup } from 'xstate';
import { canSubmitEmail, SUBSCRIBED_COOKIE_MAX_AGE_S } from '../../../domain';
import type { Outcome } from '../../model/outcome';
import type { NewsletterInput, NewsletterContext } from './context';
import type { NewsletterEvent } from './events';

export const newsletterMachine = setup({
  types: { input: {} as NewsletterInput, context: {} as NewsletterContext, events: {} as NewsletterEvent },
  actors: {
    subscribe: fromPromise<Outcome<{ readonly code: string }>, { readonly email: string }>(() => {
      throw new Error('provide subscribe');
    }),
  },
  actions: {
    setSubscribedCookie: (_, _params: { readonly maxAgeSeconds: number }) => {
      throw new Error('provide setSubscribedCookie');
    },
    changeEmail: assign({
      email: ({ context, event }) => (event.type === 'newsletter.email.change' ? event.value : context.email),
    }),
  },
  guards: {
    hasCookie: ({ context }) => context.hasCookie,
    emailIsValid: ({ context }) => canSubmitEmail(context.email.trim(), false),
  },
}).createMachine({
  id: 'newsletter',
  context: ({ input }) => ({ email: '', code: null, hasCookie: input.subscribed }),
  initial: 'Deciding',
  states: {
    Deciding: {
      description: 'The subscription cookie decides whether the banner shows.',
      always: [{ guard: 'hasCookie', target: 'Hidden' }, { target: 'NotSubscribed' }],
    },
    Hidden: { description: 'Subscribed on an earlier visit (cookie set): the banner is hidden.' },
    NotSubscribed: {
      description: 'The form: submit is enabled once the address is valid.',
      on: {
        'newsletter.email.change': { actions: 'changeEmail' },
        'newsletter.submit': { guard: 'emailIsValid', target: 'Submitting' },
      },
    },
    Submitting: {
      description: 'The address is sent; submit is disabled.',
      tags: ['busy'],
      invoke: {
        src: 'subscribe',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'Subscribed',
            actions: [
              assign({ code: ({ event }) => (event.output.ok ? event.output.value.code : null) }),
              { type: 'setSubscribedCookie', params: { maxAgeSeconds: SUBSCRIBED_COOKIE_MAX_AGE_S } },
            ],
          },
          { guard: ({ event }) => !event.output.ok && event.output.error.status === 409, target: 'AlreadySubscribed' },
          { target: 'Failed' },
        ],
        onError: { target: 'Failed' },
      },
    },
    Subscribed: { description: 'Subscribed: the welcome code is shown.' },
    AlreadySubscribed: {
      description:
        'The shop already has this address (409): the form says so, and that its welcome code was shown at the first sign-up; another address may be entered.',
      tags: ['error'],
      on: {
        'newsletter.email.change': { target: 'NotSubscribed', actions: 'changeEmail' },
      },
    },
    Failed: {
      description: 'The generic unknown-error alert; submit again to retry.',
      tags: ['error'],
      on: {
        'newsletter.email.change': { target: 'NotSubscribed', actions: 'changeEmail' },
        'newsletter.submit': { guard: 'emailIsValid', target: 'Submitting' },
      },
    },
  },
});
