/**
 * Newsletter (spec §7 /api/subscribe, /api/unsubscribe; §5 e-mail rule; issue 5 item 7).
 *
 * POST /api/subscribe    SubscribeRequest   → SubscribeAnswer   { code }
 * POST /api/unsubscribe  UnsubscribeRequest → UnsubscribeAnswer { success: true }
 *
 * Decisions:
 * - Addresses are stored trimmed and lower-cased; an address that breaks the shared e-mail
 *   rule (src/domain/validation) is a 400 naming the field.
 * - Each subscriber gets a personal welcome coupon, WELCOME-XXXXXX (6 random characters of
 *   the gift-card alphabet), 10 % off, valid 30 days, redeemable in one order only.
 * - A code is shown once, to the first sign-up of an address. Signing up an address that is
 *   already known (by anyone: the form proves nothing about who owns the address) answers
 *   409 and mints nothing, so a second sign-up never discloses another person's code and
 *   repeating the form never mints a pile of coupons. A former subscriber is subscribed again.
 * - Unsubscribing always answers success, also for an address we do not know, so the answer
 *   reveals nothing about who subscribed; a known address gets unsubscribed_at.
 * - Each subscription mints a coupon, so one client may subscribe at most 10 times in 10
 *   minutes (then 429), counted by @fastify/rate-limit (shared across instances, see
 *   server/http/rate-limit.ts).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../db/db.port.js';
import type { StoreContext } from '../catalogue/context.js';
import { badRequest, HttpProblem } from '../http/errors.js';
import { SubscribeAnswer, SubscribeRequest, UnsubscribeAnswer, UnsubscribeRequest } from '../../src/adapters/http/contract/index.js';
import { isValidEmail } from '../../src/domain/validation/email.js';
import { systemClock, type Clock } from '../http/clock.js';
import { decodeBody } from '../http/request-body.js';
import { CODE_ALPHABET } from '../giftcards/gift-card-code.js';

export const WELCOME_PERCENT = 10;
export const WELCOME_VALID_DAYS = 30;
export const SUBSCRIBE_LIMIT = { perClient: 10, windowMs: 10 * 60_000 } as const;

const emailOf = (raw: string): string => {
  const email = raw.trim().toLowerCase();
  if (!isValidEmail(email) || email.length > 254) throw badRequest('Field "email" must be an e-mail address like name@example.com', 'NEWSLETTER.INVALID_EMAIL');
  return email;
};

export const welcomeCode = (): string =>
  `WELCOME-${[...randomBytes(6)].map((b) => CODE_ALPHABET[b & 31]).join('')}`;

export const ALREADY_SUBSCRIBED_MESSAGE = 'This address is already subscribed. Its welcome code was shown when it first signed up.';

const createWelcomeCoupon = async (tx: Queryable, now: Date): Promise<string> => {
  const until = new Date(now.getTime() + WELCOME_VALID_DAYS * 86_400_000);
  for (;;) {
    const code = welcomeCode();
    const { rows } = await tx.query(
      `INSERT INTO coupon (code, percentage_discount, valid_from, valid_until, single_use) VALUES ($1, $2, $3, $4, true)
       ON CONFLICT (lower(code)) DO NOTHING RETURNING id`,
      [code, WELCOME_PERCENT, now, until],
    );
    if (rows.length > 0) return code;
  }
};

export const newsletterRoutes = (
  app: FastifyInstance,
  deps: { readonly db: Db; readonly context: (req: FastifyRequest) => StoreContext; readonly clock?: Clock },
): void => {
  const { db, context, clock = systemClock } = deps;
  const rateLimit = {
    max: SUBSCRIBE_LIMIT.perClient,
    timeWindow: SUBSCRIBE_LIMIT.windowMs,
    errorResponseBuilder: () => new HttpProblem(429, 'Too many sign-ups from here. Please try again in a few minutes.', 'NEWSLETTER.RATE_LIMITED'),
  };

  app.post('/api/subscribe', { config: { rateLimit } }, async (req) => {
    const email = emailOf(decodeBody(SubscribeRequest, req.body).email);
    const store = context(req).store.code;
    const now = new Date(clock.now());
    const code = await db.transaction(async (tx) => {
      const { rows } = await tx.query(
        `UPDATE subscriber SET unsubscribed_at = NULL, subscribed_at = CASE WHEN unsubscribed_at IS NULL THEN subscribed_at ELSE $2 END
         WHERE email = $1 RETURNING email`,
        [email, now],
      );
      if (rows.length > 0) return null;
      const fresh = await createWelcomeCoupon(tx, now);
      const inserted = await tx.query(
        'INSERT INTO subscriber (email, code, store, subscribed_at) VALUES ($1, $2, $3, $4) ON CONFLICT (email) DO NOTHING RETURNING email',
        [email, fresh, store, now],
      );
      if (inserted.rows.length === 0) throw new HttpProblem(409, ALREADY_SUBSCRIBED_MESSAGE, 'NEWSLETTER.ALREADY_SUBSCRIBED');
      return fresh;
    });
    if (code === null) throw new HttpProblem(409, ALREADY_SUBSCRIBED_MESSAGE, 'NEWSLETTER.ALREADY_SUBSCRIBED');
    return SubscribeAnswer.encode({ code });
  });

  app.post('/api/unsubscribe', async (req) => {
    const email = emailOf(decodeBody(UnsubscribeRequest, req.body).email);
    await db.query('UPDATE subscriber SET unsubscribed_at = $2 WHERE email = $1 AND unsubscribed_at IS NULL', [email, new Date(clock.now())]);
    return UnsubscribeAnswer.encode({ success: true });
  });
};
