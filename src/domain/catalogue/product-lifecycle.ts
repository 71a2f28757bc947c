/**
 * What staff may do with a product's status (docs/rules/catalogue-management.md#publishing): publish it (for sale),
 * hide it (no longer listed, its page answers as an unlisted product's does) or archive it (kept for
 * the orders that name it, out of the desk's default list). An artist's poster changes only
 * through moderation and its artist, so every staff move on one is refused.
 */
import { PRODUCT_STATUS } from './product-status';

/**
 * The back office's own statuses beside the spec's five (product-status.ts): never public, so a hidden or
 * archived product answers as any unlisted one does.
 */
export const STAFF_STATUS = { hidden: 6, archived: 7 } as const;

export const STATUS_MOVES = ['publish', 'hide', 'archive'] as const;
export type StatusMove = (typeof STATUS_MOVES)[number];

export type StatusRefusal = 'PRODUCT.ARTIST_POSTER' | 'PRODUCT.IN_REVIEW' | 'PRODUCT.ARCHIVED';

export type StatusAfter = { readonly ok: true; readonly status: number } | { readonly ok: false; readonly code: StatusRefusal };

const TARGET: Readonly<Record<StatusMove, number>> = {
  publish: PRODUCT_STATUS.forSale,
  hide: STAFF_STATUS.hidden,
  archive: STAFF_STATUS.archived,
};

export const isStatusMove = (value: string): value is StatusMove => (STATUS_MOVES as readonly string[]).includes(value);

/**
 * The status after `move`. Decisions: a move to the status a product already has is allowed and
 * changes nothing; an archived product is published only after it is hidden again (un-archiving is
 * a deliberate step); a poster waiting in review or denied is the moderation's, like an artist's.
 */
export const statusAfter = (
  move: StatusMove,
  product: { readonly status: number; readonly artistPoster: boolean },
): StatusAfter => {
  if (product.artistPoster) return { ok: false, code: 'PRODUCT.ARTIST_POSTER' };
  if (product.status === PRODUCT_STATUS.inReview || product.status === PRODUCT_STATUS.denied)
    return { ok: false, code: 'PRODUCT.IN_REVIEW' };
  if (product.status === STAFF_STATUS.archived && move === 'publish') return { ok: false, code: 'PRODUCT.ARCHIVED' };
  return { ok: true, status: TARGET[move] };
};

/** May staff edit the product's texts, prices, stock and images? Not an artist's poster (its artist and moderation do). */
export const staffMayEdit = (product: { readonly artistPoster: boolean }): boolean => !product.artistPoster;

/** Names of the statuses as the desk shows and filters them; an unknown code is `unknown`. */
export const STATUS_NAMES = ['draft', 'inReview', 'denied', 'forSale', 'approved', 'hidden', 'archived'] as const;
export type StatusName = (typeof STATUS_NAMES)[number] | 'unknown';

export const statusName = (status: number): StatusName => STATUS_NAMES[status - 1] ?? 'unknown';

export const statusOfName = (name: string): number | undefined => {
  const at = (STATUS_NAMES as readonly string[]).indexOf(name);
  return at < 0 ? undefined : at + 1;
};
