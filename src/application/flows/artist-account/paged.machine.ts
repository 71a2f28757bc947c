/**
 * A page of the artist's own rows: posters (24 a page) or sales (30 a page) (docs/rules/artists.md#dashboard, docs/rules/artists.md#directory-and-profile).
 * A failed load ends the machine so the page goes back to /my-account (docs/rules/shop-wide.md#errors-and-redirects). When `poll`
 * says some rows are still changing (posters whose images are being made), the page is loaded
 * again every 2 s so the progress moves. `toast` carries the saved toast after an upload; once
 * it hides, `forgetSaved` drops the notice from the address so a reload does not show it again.
 * Navigation is an action the shop system provides (system/flows/artist-lists.flow.ts).
 */
import { assign, fromPromise, setup } from 'xstate';
import { TOAST_DURATION_MS } from '../../../domain';
import type { Page } from '../../model/artist';
import type { Outcome } from '../../model/outcome';

export const POLL_MS = 2_000;

export interface PagedContext<T> {
  readonly page: number;
  readonly pageSize: number;
  readonly rows: readonly T[];
  readonly total: number;
  readonly toast: 'saved' | null;
}

export type PagedEvent = { readonly type: 'paged.page'; readonly page: number } | { readonly type: 'paged.toast.hide' };

export const createPagedMachine = <T>(
  id: string,
  opts: { readonly pageSize: number; readonly poll?: (rows: readonly T[]) => boolean },
) =>
  setup({
    types: {
      input: {} as { readonly page?: number; readonly toast?: 'saved' | null },
      context: {} as PagedContext<T>,
      events: {} as PagedEvent,
    },
    actors: {
      loadPage: fromPromise<Outcome<Page<T>>, { readonly offset: number }>(() => {
        throw new Error('provide loadPage');
      }),
    },
    actions: {
      backToAccount: () => {
        throw new Error('provide backToAccount');
      },
      forgetSaved: () => {
        throw new Error('provide forgetSaved');
      },
    },
    guards: { changing: ({ context }) => opts.poll?.(context.rows) ?? false },
    delays: { poll: POLL_MS, toast: TOAST_DURATION_MS },
  }).createMachine({
    id,
    context: ({ input }) => ({
      page: Math.max(1, input.page ?? 1),
      pageSize: opts.pageSize,
      rows: [],
      total: 0,
      toast: input.toast ?? null,
    }),
    initial: 'Loading',
    after: {
      toast: [
        { guard: ({ context }) => context.toast === 'saved', actions: [assign({ toast: null }), 'forgetSaved'] },
        { actions: assign({ toast: null }) },
      ],
    },
    on: { 'paged.page': { target: '.Loading', actions: assign({ page: ({ event }) => Math.max(1, event.page) }) } },
    states: {
      Loading: {
        description: 'The page is loaded.',
        tags: ['loading'],
        invoke: {
          src: 'loadPage',
          input: ({ context }) => ({ offset: (context.page - 1) * context.pageSize }),
          onDone: [
            {
              guard: ({ event }) => event.output.ok,
              target: 'Ready',
              actions: assign(({ event }) =>
                event.output.ok ? { rows: event.output.value.items, total: event.output.value.total } : {},
              ),
            },
            { target: 'Failed' },
          ],
          onError: 'Failed',
        },
      },
      Ready: {
        description: 'The rows are shown; reloaded every 2 s while some are still changing.',
        always: { guard: 'changing', target: 'Polling' },
      },
      Polling: {
        description: 'Waits, then reloads in the background (the rows stay shown).',
        after: { poll: 'Refreshing' },
      },
      Refreshing: {
        invoke: {
          src: 'loadPage',
          input: ({ context }) => ({ offset: (context.page - 1) * context.pageSize }),
          onDone: {
            target: 'Ready',
            actions: assign(({ event }) =>
              event.output.ok ? { rows: event.output.value.items, total: event.output.value.total } : {},
            ),
          },
          onError: 'Ready',
        },
      },
      Failed: {
        // docs/rules/shop-wide.md#errors-and-redirects
        description: 'Loading failed: back to /my-account.',
        tags: ['error'],
        type: 'final',
        entry: 'backToAccount',
      },
    },
  });
