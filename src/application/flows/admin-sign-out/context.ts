/** Signing out of the back office: what the flow holds (docs/rules/back-office.md#staff-and-roles). */

/** Where a signed-out member of staff lands: the back office's start, which asks for the sign-in. */
export const SIGNED_OUT_PATH = '/admin?signed_out=1';

export interface AdminSignOutContext {
  /** The server's reason when signing out failed; null otherwise. */
  readonly refusal: string | null;
}
