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
import { reasonIsValid, type ReviewQueueContext } from './context';
import type { ReviewAct, ReviewQueueEvent } from './events';

const processing = (items: readonly ReviewItem[]) =>
  items.some((i) => i.processing !== null && (i.processing.state === 'queued' || i.processing.state === 'processing'));

export const reviewQueueMachine = setup({
  types: { context: {} as ReviewQueueContext, events: {} as ReviewQueueEvent },
  actors: {
    loadQueue: fromPromise<Outcome<readonly ReviewItem[]>>(() => {
      throw new Error('provide loadQueue');
    }),
    act: fromPromise<Outcome<true>, ReviewAct>(() => {
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
