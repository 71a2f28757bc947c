/**
 * POST /api/check-balance  CheckBalanceRequest → Balance (spec §7; issue 5 item 6).
 *
 * Codes cannot be guessed: issued codes carry 80 random bits, and failed look-ups are limited
 * per client (10 a minute, then 429) and across all clients (300 a minute), so a botnet
 * spreading guesses over many addresses is capped too. Every rejection (unknown, used up,
 * malformed) is the same 404 with the same body, so an answer tells nothing about why.
 * A body that breaks the contract (no `code` string) is a 400 naming the field, and counts as
 * a failed attempt as well.
 *
 * The client is `req.ip`; behind a proxy that is the forwarded address only as far as the
 * server's trustProxy setting trusts it (set it to the real hop count in production).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db.port.js';
import { HttpProblem } from '../http/errors.js';
import { Balance, CheckBalanceRequest } from '../../src/adapters/http/contract/index.js';
import { systemClock, type Clock } from '../orders/clock.js';
import { decodeBody } from '../orders/request-body.js';
import { createAttemptLimiter } from './attempt-limiter.js';
import { giftCardCodeOrNull } from './gift-card-code.js';

export const NO_BALANCE_MESSAGE = 'We could not find a gift card with a balance for that code.';
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Please wait a minute and try again.';

export interface GiftCardRouteOptions {
  readonly db: Db;
  readonly clock?: Clock;
  readonly perClientLimit?: number;
  readonly globalLimit?: number;
  readonly windowMs?: number;
}

export const giftCardRoutes = (app: FastifyInstance, opts: GiftCardRouteOptions): void => {
  const { db, clock = systemClock, perClientLimit = 10, globalLimit = 300, windowMs = 60_000 } = opts;
  const perClient = createAttemptLimiter({ limit: perClientLimit, windowMs, clock });
  const everyone = createAttemptLimiter({ limit: globalLimit, windowMs, clock });
  const ALL = '*';
  const fail = (client: string) => {
    perClient.recordFailure(client);
    everyone.recordFailure(ALL);
  };

  app.post('/api/check-balance', async (req, reply) => {
    const client = req.ip;
    if (perClient.isLimited(client) || everyone.isLimited(ALL)) {
      void reply.header('retry-after', String(Math.ceil(windowMs / 1000)));
      throw new HttpProblem(429, TOO_MANY_ATTEMPTS_MESSAGE, 'GIFT_CARD.RATE_LIMITED');
    }
    let body: CheckBalanceRequest;
    try {
      body = decodeBody(CheckBalanceRequest, req.body);
    } catch (e) {
      fail(client);
      throw e;
    }
    const code = giftCardCodeOrNull(body.code);
    const { rows } = code === null ? { rows: [] } : await db.query<{ balance: number; currency: string }>(
      'SELECT balance, currency FROM gift_card WHERE code = $1', [code]);
    const card = rows[0];
    if (!card || card.balance <= 0) {
      fail(client);
      throw new HttpProblem(404, NO_BALANCE_MESSAGE, 'GIFT_CARD.NOT_FOUND');
    }
    void reply.header('cache-control', 'no-store');
    return Balance.encode({ balance: card.balance, currency: card.currency });
  });
};
