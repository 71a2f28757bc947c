/** The back office's catalogue side wired in one call: coupons, gift cards, artists and the review queue. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db.port.js';
import type { Clock } from '../platform/clock.js';
import type { ExchangeRates } from '../platform/exchange-rates.port.js';
import { createModerationService } from './moderation/moderation.service.js';
import { createSqlPostersInReview } from './moderation/posters-in-review.repository.js';
import { catalogueDeskRoutes } from './catalogue-desk.routes.js';
import { createCouponDesk } from './coupon-desk.service.js';
import { createGiftCardDesk } from './gift-card-desk.service.js';
import { createArtistDesk } from './artist-desk.service.js';
import { adminReviewRoutes } from './review.routes.js';
import type { VoidGiftCards } from './gift-card-voids.port.js';

export const catalogueDesk = (
  scope: FastifyInstance,
  deps: { readonly db: Db; readonly clock: Clock; readonly rates: ExchangeRates; readonly voidGiftCards: VoidGiftCards },
): void => {
  const { db, clock, rates } = deps;
  catalogueDeskRoutes(scope, {
    coupons: createCouponDesk({ db, clock }),
    giftCards: createGiftCardDesk({ db, clock, voidGiftCards: deps.voidGiftCards }),
    artists: createArtistDesk({ db, clock }),
  });
  adminReviewRoutes(scope, {
    moderation: createModerationService({ posters: createSqlPostersInReview(db), clock, rates }),
    clock,
  });
};
