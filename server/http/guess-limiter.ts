/**
 * One guessing limit for every path that looks a code up (docs/rules/gift-cards-and-coupons.md#codes gift-card and coupon codes;
 * POST /api/check-balance, POST /api/cart/price, order creation and update): each code that
 * matches nothing usable is one failed attempt, wherever it was entered.
 *
 * - Per client: 10 failed codes a minute. A request is refused up front (429) when it carries
 *   more codes than the client has attempts left, so no request can overshoot the limit.
 * - Per network (IPv4 /24, IPv6 /56): 30 failed codes a minute, so a crowd of addresses in one
 *   network is capped too, while shoppers elsewhere keep checking balances (no global cap
 *   that one attacker could use to lock everybody out).
 * - The same wrong code entered again within the window (a cart re-priced with a typo) is
 *   not a new attempt: an honest shopper is never locked out by their own repeated typo.
 *
 * Counters go through @fastify/rate-limit's store (server/http/rate-limit.ts): in PostgreSQL
 * when shared by several instances, else in memory.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpProblem } from './errors.js';
import { networkOf } from './client-network.js';

export const GUESS_LIMIT = { perClient: 10, perNetwork: 30, windowMs: 60_000 } as const;
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Please wait a minute and try again.';

export interface GuessLimiter {
  /** Refuses (429) when the client or its network has fewer attempts left than `codes`. */
  admit(req: FastifyRequest, codes: number): Promise<void>;
  /** Counts each code that matched nothing usable as one failed attempt. */
  recordMisses(req: FastifyRequest, codes: readonly string[]): Promise<void>;
}

const fingerprint = (code: string): string =>
  createHash('sha256')
    .update(code.replace(/[\s-]+/g, '').toUpperCase())
    .digest('base64url')
    .slice(0, 22);

type Limiter = (req: FastifyRequest, opts?: { increment?: boolean }) => Promise<{ remaining?: number; isExceeded?: boolean }>;

export const createGuessLimiter = (
  app: FastifyInstance,
  limits: { perClient: number; perNetwork: number; windowMs: number } = GUESS_LIMIT,
): GuessLimiter => {
  const codeOf = new WeakMap<FastifyRequest, string>();
  const make = (max: number, key: (req: FastifyRequest) => string): Limiter =>
    app.createRateLimit({ max, timeWindow: limits.windowMs, keyGenerator: key }) as unknown as Limiter;
  const client = make(limits.perClient, (req) => `guess|client|${req.ip}`);
  const network = make(limits.perNetwork, (req) => `guess|network|${networkOf(req.ip)}`);
  const seen = make(1, (req) => `guess|seen|${req.ip}|${codeOf.get(req) ?? ''}`);

  return {
    admit: async (req, codes) => {
      if (codes === 0) return;
      for (const limiter of [client, network]) {
        const state = await limiter(req, { increment: false });
        if ((state.remaining ?? Infinity) < codes) {
          throw new HttpProblem(429, TOO_MANY_ATTEMPTS_MESSAGE, 'CODE.RATE_LIMITED', {
            'retry-after': String(Math.ceil(limits.windowMs / 1000)),
          });
        }
      }
    },
    recordMisses: async (req, codes) => {
      for (const code of new Set(codes.map(fingerprint))) {
        codeOf.set(req, code);
        if ((await seen(req)).isExceeded) continue; // already counted in this window
        await client(req);
        await network(req);
      }
    },
  };
};
