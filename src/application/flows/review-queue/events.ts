/** What the review page tells the reviewers' queue, and what a decision sends. */

export type ReviewQueueEvent =
  | { readonly type: 'review.reason.change'; readonly id: number; readonly value: string }
  | { readonly type: 'review.approve'; readonly id: number }
  | { readonly type: 'review.deny'; readonly id: number }
  | { readonly type: 'review.toast.hide' };

/** A decision on one poster, as sent to the server. */
export type ReviewAct = { readonly kind: 'approve' | 'deny'; readonly id: number; readonly reason: string };
