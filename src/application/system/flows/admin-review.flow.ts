/** The back office's moderation queue: one list, reloaded after each decision. */
import { adminReviewMachine } from '../../flows/admin-review/machine';
import { createAdminReviewActors } from '../../flows/admin-review/actors';
import { adminListFlow } from './admin-list.flow';

export const adminReviewFlow = adminListFlow(adminReviewMachine, createAdminReviewActors, () => ({ query: { page: 1 } }));
