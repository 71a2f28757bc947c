/** What the payouts page reads from its flow: the desk as loaded, and whether a call is out. */
import type { AdminPayoutsContext } from './context';

type Snapshot = { readonly context: AdminPayoutsContext; hasTag(tag: 'busy'): boolean };
export const selectPayoutDesk = (s: Snapshot) => s.context;
export const selectPayoutsBusy = (s: Snapshot) => s.hasTag('busy');
