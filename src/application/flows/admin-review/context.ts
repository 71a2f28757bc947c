/** The moderation queue on the shared paged list (docs/rules/back-office.md#moderation): its address. */
export const ADMIN_REVIEW_PATH = '/admin/review';
