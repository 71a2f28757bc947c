/** What the review page reads from the reviewers' queue. */
import { reasonIsValid, type ReviewQueueContext } from './context';

type QueueSnapshot = { readonly context: ReviewQueueContext; hasTag(tag: 'loading' | 'error' | 'busy'): boolean };
export const selectQueue = (s: QueueSnapshot) => s.context.items;
export const selectQueueLoading = (s: QueueSnapshot) => s.hasTag('loading') && s.context.items.length === 0;
export const selectQueueFailed = (s: QueueSnapshot) => s.hasTag('error');
export const selectQueueBusy = (s: QueueSnapshot) => s.hasTag('busy');
export const selectReason = (s: QueueSnapshot, id: number) => s.context.reasons[id] ?? '';
export const selectReasonValid = (s: QueueSnapshot, id: number) => reasonIsValid(s.context.reasons[id]);
export const selectQueueToast = (s: QueueSnapshot) => s.context.toast;
