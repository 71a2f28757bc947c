/** The moderation queue's real side effects over the back office's catalogue desk. */
import { fromPromise } from 'xstate';
import type { ReviewItem } from '../../model/artist';
import type { Outcome } from '../../model/outcome';
import type { CatalogueDeskGateway } from '../../ports/catalogue-desk.port';
import type { Loaded, PagedQuery } from '../admin-list/machine';
import { ok } from '../../../domain/result/result';
import type { ReviewAct } from './events';

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
