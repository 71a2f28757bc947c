/** What the payout details form reads from its flow: the form as held, and whether a call is out. */
import type { PayoutDetailsContext } from './context';

type Snapshot = { readonly context: PayoutDetailsContext; hasTag(tag: 'busy'): boolean };
export const selectPayoutDetails = (s: Snapshot) => s.context;
export const selectPayoutDetailsBusy = (s: Snapshot) => s.hasTag('busy');
