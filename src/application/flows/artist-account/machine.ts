/**
 * The artist's account area (docs/rules/artists.md#directory-and-profile "my-account", docs/rules/artists.md#onboarding-and-alias onboarding and "Artist pages refresh the
 * auth token on entry", docs/rules/artists.md#dashboard selling_enabled).
 *
 * On entry the session is refreshed and the account loaded. Without a session the login page is
 * shown (LoggedOut). An empty alias starts the onboarding wizard as a child actor
 * (`onboarding`); once it is done the account is loaded again and the dashboard shown. The
 * dashboard also loads the sales chart; a chart failure leaves the table-less dashboard intact.
 * The message widget can be hidden. Logout ends the session.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { ArtistSession, SalesChart } from '../../model/artist';
import type { Outcome } from '../../model/outcome';
import { onboardingMachine } from '../onboarding/machine';
import type { ArtistAccountContext } from './context';
import type { ArtistAccountEvent } from './events';

export const artistAccountMachine = setup({
  types: { context: {} as ArtistAccountContext, events: {} as ArtistAccountEvent },
  actors: {
    loadSession: fromPromise<Outcome<ArtistSession>>(() => {
      throw new Error('provide loadSession');
    }),
    loadChart: fromPromise<Outcome<SalesChart>>(() => {
      throw new Error('provide loadChart');
    }),
    logout: fromPromise<Outcome<true>>(() => {
      throw new Error('provide logout');
    }),
    onboarding: onboardingMachine,
  },
}).createMachine({
  id: 'artistAccount',
  context: { session: null, chart: null, messageHidden: false },
  initial: 'Loading',
  states: {
    Loading: {
      description: 'Refreshes the session and loads the account.',
      tags: ['loading'],
      invoke: {
        src: 'loadSession',
        onDone: [
          {
            // Reviewers moderate; they do not sell, so they need no alias.
            guard: ({ event }) =>
              event.output.ok && event.output.value.account.alias === '' && event.output.value.role === 'artist',
            target: 'Onboarding',
            actions: assign({ session: ({ event }) => (event.output.ok ? event.output.value : null) }),
          },
          {
            guard: ({ event }) => event.output.ok,
            target: 'Dashboard',
            actions: assign({ session: ({ event }) => (event.output.ok ? event.output.value : null) }),
          },
          { guard: ({ event }) => !event.output.ok && event.output.error.code === 'UNAUTHORIZED', target: 'LoggedOut' },
          { target: 'Failed' },
        ],
        onError: 'Failed',
      },
    },
    LoggedOut: {
      description: 'No session: the login page with the wallet provider button.',
      on: { 'account.reload': 'Loading' },
    },
    Failed: {
      description: 'The account could not be loaded.',
      tags: ['error'],
      on: { 'account.reload': 'Loading' },
    },
    Onboarding: {
      description: 'Empty alias: the setup wizard (alias and terms).',
      invoke: { id: 'onboarding', src: 'onboarding', input: {}, onDone: 'Loading' },
    },
    Dashboard: {
      description: 'Poster count, sales, balance in EUR, the sales chart, profile link, FAQ and message.',
      invoke: {
        src: 'loadChart',
        onDone: { actions: assign({ chart: ({ event }) => (event.output.ok ? event.output.value : null) }) },
      },
      on: {
        'account.message.hide': { actions: assign({ messageHidden: true }) },
        'account.logout': 'LoggingOut',
        'account.reload': 'Loading',
      },
    },
    LoggingOut: {
      description: 'The session is ended.',
      tags: ['busy'],
      invoke: {
        src: 'logout',
        onDone: { target: 'LoggedOut', actions: assign({ session: null, chart: null }) },
        onError: 'LoggedOut',
      },
    },
  },
});
