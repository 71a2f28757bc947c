/**
 * Newsletter (docs/rules/shop-wide.md#newsletter /api/subscribe, /api/unsubscribe; docs/rules/shop-wide.md#newsletter e-mail rule).
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
import type { Db } from '../db/db.port.js';
import type { StoreContext } from '../http/store-context.js';
import { badRequest, HttpProblem } from '../http/errors.js';
import {
  SubscribeAnswer,
  SubscribeRequest,
  UnsubscribeAnswer,
  UnsubscribeRequest,
} from '../../src/adapters/http/contract/index.js';
import { isValidEmail } from '../../src/domain/validation/email.js';
import { UNAMBIGUOUS_CODE_ALPHABET } from '../../src/domain/validation/codes.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { decodeBody } from '../http/request-body.js';
import { createSqlSubscribers } from './subscribers.repository.js';
import type { Subscribers } from './subscribers.port.js';

export const WELCOME_PERCENT = 10;
export const WELCOME_VALID_DAYS = 30;
export const SUBSCRIBE_LIMIT = { perClient: 10, windowMs: 10 * 60_000 } as const;

const emailOf = (raw: string): string => {
  const email = raw.trim().toLowerCase();
  if (!isValidEmail(email) || email.length > 254)
    throw badRequest('Field "email" must be an e-mail address like name@example.com', 'NEWSLETTER.INVALID_EMAIL');
  return email;
};

export const welcomeCode = (): string => `WELCOME-${[...randomBytes(6)].map((b) => UNAMBIGUOUS_CODE_ALPHABET[b & 31]).join('')}`;

export const ALREADY_SUBSCRIBED_MESSAGE =
  'This address is already subscribed. Its welcome code was shown when it first signed up.';

/** The newsletter's rules over its Subscribers port: addresses normalised, a 30-day 10 % single-use welcome coupon. */
export const createNewsletterService = ({
  subscribers,
  clock,
}: {
  readonly subscribers: Subscribers;
  readonly clock: Clock;
}) => ({
  /** The new subscriber's code, or null for an address already known. */
  subscribe: (rawEmail: string, store: string): Promise<string | null> => {
    const email = emailOf(rawEmail);
    const now = new Date(clock.now());
    const validUntil = new Date(now.getTime() + WELCOME_VALID_DAYS * 86_400_000);
    return subscribers.subscribe(email, store, now, { percent: WELCOME_PERCENT, validUntil }, welcomeCode);
  },
  unsubscribe: (rawEmail: string): Promise<void> => subscribers.unsubscribe(emailOf(rawEmail), new Date(clock.now())),
});

export const newsletterRoutes = (
  app: FastifyInstance,
  deps: { readonly db: Db; readonly context: (req: FastifyRequest) => StoreContext; readonly clock?: Clock },
): void => {
  const { db, context, clock = systemClock } = deps;
  const newsletter = createNewsletterService({ subscribers: createSqlSubscribers(db), clock });
  const rateLimit = {
    max: SUBSCRIBE_LIMIT.perClient,
    timeWindow: SUBSCRIBE_LIMIT.windowMs,
    errorResponseBuilder: () =>
      new HttpProblem(429, 'Too many sign-ups from here. Please try again in a few minutes.', 'NEWSLETTER.RATE_LIMITED'),
  };

  app.post('/api/subscribe', { config: { rateLimit } }, async (req) => {
    const { email } = decodeBody(SubscribeRequest, req.body);
    const code = await newsletter.subscribe(email, context(req).store.code);
    if (code === null) throw new HttpProblem(409, ALREADY_SUBSCRIBED_MESSAGE, 'NEWSLETTER.ALREADY_SUBSCRIBED');
    return SubscribeAnswer.encode({ code });
  });

  app.post('/api/unsubscribe', async (req) => {
    await newsletter.unsubscribe(decodeBody(UnsubscribeRequest, req.body).email);
    return UnsubscribeAnswer.encode({ success: true });
  });
};
