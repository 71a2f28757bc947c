/**
 * The back office's moderation queue: the posters in review, oldest first, on the
 * shared paged list. A row's act approves or denies (with the reason the artist will read); the
 * server decides, and the queue reloads, so a decided poster leaves the list.
 */
import { fromPromise } from 'xstate';
import type { ReviewItem } from '../../model/artist';
import type { Outcome } from '../../model/outcome';
import type { CatalogueDeskGateway } from '../../ports/catalogue-desk.port';
import { createPagedListMachine, type Loaded, type PagedQuery } from '../admin-list/machine';
import { ok } from '../../../domain/result/result';

export const ADMIN_REVIEW_PATH = '/admin/review';

export type ReviewAct =
  | { readonly kind: 'approve'; readonly id: number; readonly name: string }
  | { readonly kind: 'deny'; readonly id: number; readonly name: string; readonly reason: string };

// The queue is one short list (the server caps it), so it has no further pages.
export const adminReviewMachine = createPagedListMachine<PagedQuery, ReviewItem, ReviewAct>({
  id: 'adminReview',
  hrefOf: () => ADMIN_REVIEW_PATH,
  empty: { page: 1 },
});

export const createAdminReviewActors = (ports: { readonly catalogueDesk: CatalogueDeskGateway }) => ({
  actors: {
    load: fromPromise<Outcome<Loaded<ReviewItem>>, PagedQuery>(async () => {
      const staff = await ports.catalogueDesk.session();
      if (!staff.ok) return staff;
      const queue = await ports.catalogueDesk.reviewQueue();
      return queue.ok ? ok({ staff: staff.value, rows: queue.value, total: queue.value.length }) : queue;
    }),
    act: fromPromise<Outcome<string>, ReviewAct>(async ({ input }) => {
      const r =
        input.kind === 'approve'
          ? await ports.catalogueDesk.approve(input.id)
          : await ports.catalogueDesk.deny(input.id, input.reason);
      return r.ok ? ok(input.name) : r;
    }),
  },
});
