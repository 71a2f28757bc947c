/**
 * The reviewers' queue (moderation, beyond the spec): posters in review, oldest first. Approving
 * puts a poster on sale; denying needs a reason (3 to 500 characters) the artist will see. After
 * either the queue is loaded again; a failure shows a danger toast for 3 s. The queue reloads
 * every 2 s while a poster's images are still being made (approval waits for them).
 */
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { TOAST_DURATION_MS } from '../../../domain';
import type { ReviewItem } from '../../model/artist';
import type { Outcome } from '../../model/outcome';

import { DENY_REASON } from '../../../domain/backoffice/deny-reason';

export const DENY_REASON_MIN = DENY_REASON.min;
export const DENY_REASON_MAX = DENY_REASON.max;

export interface ReviewQueueContext {
  readonly items: readonly ReviewItem[];
  readonly reasons: Readonly<Record<number, string>>;
  readonly acting: number | null;
  readonly toast: 'approved' | 'denied' | 'error' | null;
}

export type ReviewQueueEvent =
  | { readonly type: 'review.reason.change'; readonly id: number; readonly value: string }
  | { readonly type: 'review.approve'; readonly id: number }
  | { readonly type: 'review.deny'; readonly id: number }
  | { readonly type: 'review.toast.hide' };

export const reasonIsValid = (reason: string | undefined): boolean =>
  (reason ?? '').trim().length >= DENY_REASON_MIN && (reason ?? '').trim().length <= DENY_REASON_MAX;

const processing = (items: readonly ReviewItem[]) =>
  items.some((i) => i.processing !== null && (i.processing.state === 'queued' || i.processing.state === 'processing'));

type Act = { readonly kind: 'approve' | 'deny'; readonly id: number; readonly reason: string };

export const reviewQueueMachine = setup({
  types: { context: {} as ReviewQueueContext, events: {} as ReviewQueueEvent },
  actors: {
    loadQueue: fromPromise<Outcome<readonly ReviewItem[]>>(() => {
      throw new Error('provide loadQueue');
    }),
    act: fromPromise<Outcome<true>, Act>(() => {
      throw new Error('provide act');
    }),
  },
  actions: {
    toast: enqueueActions(({ enqueue }, params: { kind: 'approved' | 'denied' | 'error' }) => {
      enqueue.assign({ toast: params.kind });
      enqueue.cancel('toast');
      enqueue.raise({ type: 'review.toast.hide' }, { id: 'toast', delay: TOAST_DURATION_MS });
    }),
  },
}).createMachine({
  id: 'reviewQueue',
  context: { items: [], reasons: {}, acting: null, toast: null },
  initial: 'Loading',
  on: {
    'review.toast.hide': { actions: assign({ toast: null }) },
    'review.reason.change': {
      actions: assign({ reasons: ({ context, event }) => ({ ...context.reasons, [event.id]: event.value }) }),
    },
  },
  states: {
    Loading: {
      description: 'The queue is loaded.',
      tags: ['loading'],
      invoke: {
        src: 'loadQueue',
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'Ready',
            actions: assign({ items: ({ event }) => (event.output.ok ? event.output.value : []) }),
          },
          { target: 'Failed' },
        ],
        onError: 'Failed',
      },
    },
    Failed: { description: 'The queue could not be loaded (not a reviewer, or offline).', tags: ['error'] },
    Ready: {
      description: 'Posters wait for approval or denial.',
      after: { 2000: { guard: ({ context }) => processing(context.items), target: 'Loading' } },
      on: {
        'review.approve': { target: 'Acting', actions: assign({ acting: ({ event }) => event.id }) },
        'review.deny': {
          guard: ({ context, event }) => reasonIsValid(context.reasons[event.id]),
          target: 'Acting',
          actions: assign({ acting: ({ event }) => -event.id }),
        },
      },
    },
    Acting: {
      description: 'An approval (acting > 0) or denial (acting < 0) is sent.',
      tags: ['busy'],
      invoke: {
        src: 'act',
        input: ({ context }) => ({
          kind: context.acting! > 0 ? ('approve' as const) : ('deny' as const),
          id: Math.abs(context.acting!),
          reason: (context.reasons[Math.abs(context.acting!)] ?? '').trim(),
        }),
        onDone: [
          {
            guard: ({ event, context }) => event.output.ok && context.acting! > 0,
            target: 'Loading',
            actions: [{ type: 'toast', params: { kind: 'approved' } }, assign({ acting: null })],
          },
          {
            guard: ({ event }) => event.output.ok,
            target: 'Loading',
            actions: [{ type: 'toast', params: { kind: 'denied' } }, assign({ acting: null })],
          },
          { target: 'Loading', actions: [{ type: 'toast', params: { kind: 'error' } }, assign({ acting: null })] },
        ],
        onError: { target: 'Loading', actions: [{ type: 'toast', params: { kind: 'error' } }, assign({ acting: null })] },
      },
    },
  },
});

export const createReviewQueueActors = (ports: {
  readonly artistAccount: {
    reviewQueue(): Promise<Outcome<readonly ReviewItem[]>>;
    approve(id: number): Promise<Outcome<true>>;
    deny(id: number, reason: string): Promise<Outcome<true>>;
  };
}) => ({
  actors: {
    loadQueue: fromPromise(() => ports.artistAccount.reviewQueue()),
    act: fromPromise(({ input }: { input: Act }) =>
      input.kind === 'approve' ? ports.artistAccount.approve(input.id) : ports.artistAccount.deny(input.id, input.reason),
    ),
  },
});

type QueueSnapshot = { readonly context: ReviewQueueContext; hasTag(tag: 'loading' | 'error' | 'busy'): boolean };
export const selectQueue = (s: QueueSnapshot) => s.context.items;
export const selectQueueLoading = (s: QueueSnapshot) => s.hasTag('loading') && s.context.items.length === 0;
export const selectQueueFailed = (s: QueueSnapshot) => s.hasTag('error');
export const selectQueueBusy = (s: QueueSnapshot) => s.hasTag('busy');
export const selectReason = (s: QueueSnapshot, id: number) => s.context.reasons[id] ?? '';
export const selectReasonValid = (s: QueueSnapshot, id: number) => reasonIsValid(s.context.reasons[id]);
export const selectQueueToast = (s: QueueSnapshot) => s.context.toast;
