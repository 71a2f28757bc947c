/**
 * How a back-office page reads a failed call: no staff
 * session (401) asks for the staff sign-in, a session without the role (403) says so, a missing
 * order (404) says that; anything else is a plain error.
 */
import type { Failure, Outcome } from '../../model/outcome';

export type AccessProblem = 'signedOut' | 'forbidden' | 'notFound' | 'error';

export const accessProblemOf = (f: Failure): AccessProblem =>
  f.code === 'UNAUTHORIZED' ? 'signedOut' : f.status === 403 ? 'forbidden' : f.code === 'NOT_FOUND' ? 'notFound' : 'error';

/** The staff sign-in that comes back to `returnTo` (server/backoffice/staff-login.routes.ts). */
export const staffLoginHref = (returnTo: string): string => `/auth/staff/login?return_to=${encodeURIComponent(returnTo)}`;

/** A page machine's `assign` of its problem from a finished call: none when it went through. */
export const problemOfOutput = ({ event }: { readonly event: { readonly output: Outcome<unknown> } }): AccessProblem | null =>
  event.output.ok ? null : accessProblemOf(event.output.error);

/**
 * What the address says about the last sign-in, shown above any back-office page: the staff sign-in
 * sends a failed attempt back with `login=failed` (the provider did not confirm who it was, or the
 * attempt was too old or from another browser) or `login=refused` (a subject STAFF does not list);
 * a sign-out lands with `signed_out=1`.
 */
export type SignInNotice = 'failed' | 'refused' | 'signedOut';

export const signInNoticeOf = (query: Readonly<Record<string, string | undefined>>): SignInNotice | null =>
  query.login === 'failed' ? 'failed' : query.login === 'refused' ? 'refused' : query.signed_out === '1' ? 'signedOut' : null;
