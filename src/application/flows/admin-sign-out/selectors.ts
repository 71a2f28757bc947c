/** What the staff bar reads from the sign-out flow. */
import type { AdminSignOutContext } from './context';

type Snapshot = { readonly context: AdminSignOutContext; hasTag(tag: 'busy'): boolean };
export const selectSigningOut = (s: Snapshot) => s.hasTag('busy');
export const selectSignOutRefusal = (s: Snapshot) => s.context.refusal;
