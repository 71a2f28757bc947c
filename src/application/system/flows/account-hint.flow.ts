/**
 * Whether the header shows the my-account link (docs/rules/artists.md#sign-in-and-sessions: only when logged in). The server sets
 * the account-hint cookie beside the HttpOnly session at sign-in; the view starts this flow
 * only after hydration, so a cached server page stays the same for everyone (the cookie is not
 * among the markup cookies of its cache key).
 */
import { fromTransition } from 'xstate';
import { COOKIES } from '../../model/cookies';
import { definePageFlow } from '../flow';

export interface AccountHint {
  readonly signedIn: boolean;
}

export const accountHintFlow = definePageFlow({
  prepare: ({ ports }) => ({
    logic: fromTransition(
      (hint: AccountHint) => hint,
      ({ input }: { input: AccountHint }) => input,
    ),
    input: { signedIn: ports.cookies.get(COOKIES.accountHint.name) !== undefined },
  }),
});

export const selectSignedIn = (s: { readonly context: AccountHint }): boolean => s.context.signedIn;
