/**
 * The back office's moderation queue: the posters in review, oldest first, on the
 * shared paged list. A row's act approves or denies (with the reason the artist will read); the
 * server decides, and the queue reloads, so a decided poster leaves the list.
 */
import type { ReviewItem } from '../../model/artist';
import { createPagedListMachine, type PagedQuery } from '../admin-list/machine';
import { ADMIN_REVIEW_PATH } from './context';
import type { ReviewAct } from './events';

// The queue is one short list (the server caps it), so it has no further pages.
export const adminReviewMachine = createPagedListMachine<PagedQuery, ReviewItem, ReviewAct>({
  id: 'adminReview',
  hrefOf: () => ADMIN_REVIEW_PATH,
  empty: { page: 1 },
});
