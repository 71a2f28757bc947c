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
 *   the gift-card alphabet), 10 % off, valid 30 days. Subscribing again re-activates the
 *   subscription and answers the same code while it is still valid, else a fresh one, so
 *   repeating the form never mints a pile of coupons.
 * - Unsubscribing always answers success, also for an address we do not know, so the answer
 *   reveals nothing about who subscribed; a known address gets unsubscribed_at.
 * - Each subscription mints a coupon, so one client may subscribe at most 10 times in 10
 *   minutes (then 429); counters are per instance, like the gift-card attempt limits.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../db/db.port.js';
import type { StoreContext } from '../catalogue/context.js';
import { badRequest, HttpProblem } from '../http/errors.js';
import { SubscribeAnswer, SubscribeRequest, UnsubscribeAnswer, UnsubscribeRequest } from '../../src/adapters/http/contract/index.js';
import { isValidEmail } from '../../src/domain/validation/email.js';
import { systemClock, type Clock } from '../orders/clock.js';
import { decodeBody } from '../orders/request-body.js';
import { CODE_ALPHABET } from '../giftcards/gift-card-code.js';
import { createAttemptLimiter } from '../giftcards/attempt-limiter.js';

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

const createWelcomeCoupon = async (tx: Queryable, now: Date): Promise<string> => {
  const until = new Date(now.getTime() + WELCOME_VALID_DAYS * 86_400_000);
  for (;;) {
    const code = welcomeCode();
    const { rows } = await tx.query(
      `INSERT INTO coupon (code, percentage_discount, valid_from, valid_until) VALUES ($1, $2, $3, $4)
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
  const signUps = createAttemptLimiter({ limit: SUBSCRIBE_LIMIT.perClient, windowMs: SUBSCRIBE_LIMIT.windowMs, clock });

  app.post('/api/subscribe', async (req) => {
    if (signUps.isLimited(req.ip)) {
      throw new HttpProblem(429, 'Too many sign-ups from here. Please try again in a few minutes.', 'NEWSLETTER.RATE_LIMITED');
    }
    const email = emailOf(decodeBody(SubscribeRequest, req.body).email);
    signUps.recordFailure(req.ip); // the limiter counts every accepted sign-up, not only failures
    const store = context(req).store.code;
    const now = new Date(clock.now());
    const code = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ code: string; valid: boolean }>(
        `SELECT s.code, COALESCE(c.active AND c.valid_until > $2, false) AS valid
         FROM subscriber s LEFT JOIN coupon c ON lower(c.code) = lower(s.code) WHERE s.email = $1 FOR UPDATE OF s`,
        [email, now],
      );
      const known = rows[0];
      const kept = known?.valid ? known.code : await createWelcomeCoupon(tx, now);
      await tx.query(
        `INSERT INTO subscriber (email, code, store, subscribed_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (email) DO UPDATE SET code = EXCLUDED.code, store = EXCLUDED.store,
           subscribed_at = CASE WHEN subscriber.unsubscribed_at IS NULL THEN subscriber.subscribed_at ELSE EXCLUDED.subscribed_at END,
           unsubscribed_at = NULL`,
        [email, kept, store, now],
      );
      return kept;
    });
    return SubscribeAnswer.encode({ code });
  });

  app.post('/api/unsubscribe', async (req) => {
    const email = emailOf(decodeBody(UnsubscribeRequest, req.body).email);
    await db.query('UPDATE subscriber SET unsubscribed_at = $2 WHERE email = $1 AND unsubscribed_at IS NULL', [email, new Date(clock.now())]);
    return UnsubscribeAnswer.encode({ success: true });
  });
};
