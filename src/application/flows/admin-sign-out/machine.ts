/**
 * Signing out of the back office (the staff bar of every back-office page): the server ends the
 * staff session (its row deleted, the cookie cleared) and the browser lands on the sign-in page,
 * saying the session ended. A session that had already ended counts as signed out; any other
 * failure keeps the staff member where they are, with the reason.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { Outcome } from '../../model/outcome';
import type { AdminSignOutContext } from './context';
import type { AdminSignOutEvent } from './events';

export const adminSignOutMachine = setup({
  types: {
    context: {} as AdminSignOutContext,
    events: {} as AdminSignOutEvent,
  },
  actors: {
    signOut: fromPromise<Outcome<true>>(() => {
      throw new Error('provide signOut');
    }),
  },
  actions: {
    leave: () => {
      throw new Error('provide leave');
    },
  },
}).createMachine({
  id: 'adminSignOut',
  context: { refusal: null },
  initial: 'SignedIn',
  states: {
    SignedIn: {
      description: 'The staff bar offers to sign out.',
      on: { 'staff.signOut': { target: 'SigningOut', actions: assign({ refusal: null }) } },
    },
    SigningOut: {
      description: 'The server ends the staff session.',
      tags: ['busy'],
      invoke: {
        src: 'signOut',
        onDone: [
          {
            guard: ({ event }) => event.output.ok || event.output.error.code === 'UNAUTHORIZED',
            target: 'SignedOut',
          },
          {
            target: 'SignedIn',
            actions: assign({ refusal: ({ event }) => (event.output.ok ? null : event.output.error.message) }),
          },
        ],
        onError: { target: 'SignedIn', actions: assign({ refusal: ({ event }) => String(event.error) }) },
      },
    },
    SignedOut: {
      description: 'The session is over; the browser is on its way to the sign-in page.',
      type: 'final',
      entry: 'leave',
    },
  },
});
