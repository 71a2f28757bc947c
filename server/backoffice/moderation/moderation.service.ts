/**
 * The rules of moderation (beyond the spec: the marketplace cannot work without it): only posters
 * in review can be decided, an approved poster's images must be ready, it is priced in the
 * standard poster sizes in every store currency, and a denial carries a reason of 3–500 characters.
 */
import type { Clock } from '../../platform/clock.js';
import type { ExchangeRates } from '../../platform/exchange-rates.port.js';
import { failed, refuse, settle, type Outcome } from '../../platform/outcome.js';
import { PRODUCT_STATUS } from '../../../src/domain/catalogue/product-status.js';
import { POSTER_EUR, POSTER_SIZES, priceList } from '../../../src/domain/pricing/standard-prices.js';
import { STORES } from '../../../src/domain/stores/stores.js';
import { DENY_REASON } from '../../../src/domain/backoffice/deny-reason.js';
import type { PosterUnderReview, PostersInReview, QueuedPoster, ReviewRecorder, SizeOffer } from './posters-in-review.port.js';

const STORE_CURRENCIES = [...new Set(STORES.map((s) => s.currency))];

export { DENY_REASON };

const QUEUE_LIMIT = 100;

const stillInReview = (p: PosterUnderReview): void => {
  if (p.status !== PRODUCT_STATUS.inReview) refuse('REVIEW.NOT_IN_REVIEW', 'This poster is no longer waiting for review.');
};

export interface ModerationService {
  queue(): Promise<QueuedPoster[]>;
  /** `record` writes who decided in the decision's transaction (the back office's audit). */
  approve(id: number, record?: ReviewRecorder): Promise<Outcome<void>>;
  deny(id: number, reason: string, record?: ReviewRecorder): Promise<Outcome<void>>;
}

export const createModerationService = (deps: {
  readonly posters: PostersInReview;
  readonly clock: Clock;
  readonly rates: ExchangeRates;
}): ModerationService => {
  const now = () => new Date(deps.clock.now());
  /** Locks poster `id`, lets `decide` refuse or choose the decision, writes it with `record`: an outcome. */
  const review = (
    id: number,
    decide: Parameters<PostersInReview['review']>[1],
    record: Parameters<PostersInReview['review']>[2],
  ) =>
    settle(async () => {
      if (!(await deps.posters.review(id, decide, record))) refuse('REVIEW.NOT_FOUND', `Poster ${id} was not found`);
    });
  return {
    queue: () => deps.posters.waiting(QUEUE_LIMIT),

    approve: async (id, record) => {
      // Priced before the poster is locked: without a rate for every store currency nothing is sold.
      const rates = await deps.rates.current();
      const lists = POSTER_SIZES.map((size) => ({ size, list: priceList(POSTER_EUR[size], STORE_CURRENCIES, rates) }));
      const unpriced = lists.flatMap(({ list }) => (list.ok ? [] : list.currencies));
      if (unpriced.length > 0) {
        return failed(
          'PRICES.NO_RATE',
          `No exchange rate for ${[...new Set(unpriced)].join(', ')} at the moment. Please try again later.`,
        );
      }
      const sizes: SizeOffer[] = lists.map(({ size, list }) => ({ size, prices: list.ok ? list.prices : {} }));
      return review(
        id,
        (p) => {
          stillInReview(p);
          if (p.imagesState !== null && p.imagesState !== 'ready') {
            refuse('REVIEW.IMAGES_NOT_READY', 'The images of this poster are still being prepared. Try again in a moment.');
          }
          return { kind: 'approve', sizes, at: now() };
        },
        record,
      );
    },

    deny: async (id, reason, record) => {
      const trimmed = reason.trim();
      if (trimmed.length < DENY_REASON.min || trimmed.length > DENY_REASON.max) {
        return failed('REVIEW.REASON', `The reason must be ${DENY_REASON.min} to ${DENY_REASON.max} characters long.`);
      }
      return review(
        id,
        (p) => {
          stillInReview(p);
          return { kind: 'deny', reason: trimmed, at: now() };
        },
        record,
      );
    },
  };
};
