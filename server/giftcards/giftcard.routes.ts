/**
 * POST /api/check-balance  CheckBalanceRequest → Balance (docs/rules/gift-cards-and-coupons.md#codes).
 *
 * Codes cannot be guessed: issued codes carry 80 random bits, and every failed look-up counts
 * against the one guessing limit shared with cart pricing and orders (guess-limiter.ts: 10 a
 * minute per client, 30 per network). Every rejection (unknown, used up, malformed) is the same
 * 404 with the same body, so an answer tells nothing about why. A body that breaks the
 * contract (no `code` string) is a 400 naming the field.
 *
 * The client is `req.ip`; behind a proxy that is the forwarded address only as far as the
 * server's trustProxy setting trusts it (set it to the real hop count in production).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db.port.js';
import { HttpProblem } from '../http/errors.js';
import { Balance, CheckBalanceRequest } from '../../src/adapters/http/contract/index.js';
import { decodeBody } from '../http/request-body.js';
import type { GuessLimiter } from '../http/guess-limiter.js';
import { giftCardCodeOrNull } from '../../src/domain/validation/gift-card-code.js';
import { createSqlGiftCards } from './gift-cards.repository.js';

export { TOO_MANY_ATTEMPTS_MESSAGE } from '../http/guess-limiter.js';
export const NO_BALANCE_MESSAGE = 'We could not find a gift card with a balance for that code.';

export interface GiftCardRouteOptions {
  readonly db: Db;
  readonly guesses: GuessLimiter;
}

export const giftCardRoutes = (app: FastifyInstance, { db, guesses }: GiftCardRouteOptions): void => {
  const giftCards = createSqlGiftCards(db);
  app.post('/api/check-balance', async (req, reply) => {
    await guesses.admit(req, 1);
    const body = decodeBody(CheckBalanceRequest, req.body);
    const code = giftCardCodeOrNull(body.code);
    const card = code === null ? null : await giftCards.balanceOf(code);
    if (!card || card.balance <= 0) {
      await guesses.recordMisses(req, [body.code]);
      throw new HttpProblem(404, NO_BALANCE_MESSAGE, 'GIFT_CARD.NOT_FOUND');
    }
    void reply.header('cache-control', 'no-store');
    return Balance.encode({ balance: card.balance, currency: card.currency });
  });
};
