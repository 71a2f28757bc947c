/**
 * Moderation's storage, named by its noun (docs/architecture.md#the-server-and-its-capabilities): artists' posters waiting
 * for review. The SQL lives in posters-in-review.repository.ts; the rules in moderation.service.ts.
 */
import type { Queryable } from '../../db/db.port.js';
import type { ReviewItem } from '../../../src/adapters/http/contract/index.js';

/**
 * A poster in the review queue, as a reviewer sees it: the contract's ReviewItem but for the
 * processing's state as stored and the creation time as a Date.
 */
export interface QueuedPoster extends Readonly<Omit<ReviewItem, 'processing' | 'created_at'>> {
  /** The image processing, or null when none was recorded for the poster. */
  readonly processing: { readonly done: number; readonly total: number; readonly state: string } | null;
  readonly createdAt: Date;
}

/** An artist's poster, locked for a decision. */
export interface PosterUnderReview {
  readonly id: number;
  readonly sku: string;
  readonly status: number;
  /** The image processing's state, or null when none was recorded. */
  readonly imagesState: string | null;
}

/** One poster size for sale at its price in every store currency (integer minor units). */
export interface SizeOffer {
  readonly size: string;
  readonly prices: Readonly<Record<string, number>>;
}

/** What a reviewer decided: for sale in these sizes, or denied with a reason. */
export type ReviewDecision =
  | { readonly kind: 'approve'; readonly sizes: readonly SizeOffer[]; readonly at: Date }
  | { readonly kind: 'deny'; readonly reason: string; readonly at: Date };

/** Writes the record of a decision inside the decision's transaction. */
export type ReviewRecorder = (tx: Queryable, poster: PosterUnderReview, decision: ReviewDecision) => Promise<void>;

export interface PostersInReview {
  /** The posters waiting for review, oldest first, at most `limit`. */
  waiting(limit: number): Promise<QueuedPoster[]>;
  /**
   * Locks the artist's poster `id` and writes what `decide` answers for it, all in one
   * transaction; `decide` may throw to refuse (nothing is written then). Answers false when
   * there is no artist's poster with that id (decide is not called). `record` writes, in the same
   * transaction, who decided (the back office's audit row): a decision without its record cannot exist.
   */
  review(id: number, decide: (poster: PosterUnderReview) => ReviewDecision, record?: ReviewRecorder): Promise<boolean>;
}
