import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { ApiError, Balance } from '../../src/adapters/http/contract/index';
import type { Db } from '../../server/db/db.port';
import { HttpProblem } from '../../server/http/errors';
import { manualClock } from '../../server/orders/clock';
import { createAttemptLimiter } from '../../server/giftcards/attempt-limiter';
import { generateGiftCardCode, normaliseGiftCardCode, CODE_ALPHABET } from '../../server/giftcards/gift-card-code';
import { giftCardRoutes, NO_BALANCE_MESSAGE, TOO_MANY_ATTEMPTS_MESSAGE } from '../../server/giftcards/giftcard.routes';
import { startApi } from './harness';

/**
 * POST /api/check-balance (issue 5 item 6): codes normalised, every rejection the same 404,
 * failed attempts limited per client and globally with a sliding window.
 */
describe('sliding-window attempt limiter', () => {
  it('limits after exactly `limit` failures and frees each slot a window after it was used', () => {
    const clock = manualClock();
    const limiter = createAttemptLimiter({ limit: 3, windowMs: 60_000, clock });
    for (let i = 0; i < 3; i++) {
      expect(limiter.isLimited('a')).toBe(false);
      limiter.recordFailure('a');
      clock.advance(10_000);
    }
    expect(limiter.isLimited('a')).toBe(true);
    expect(limiter.isLimited('b')).toBe(false);
    clock.advance(29_999); // first failure at t=0, now t=59 999
    expect(limiter.isLimited('a')).toBe(true);
    clock.advance(1); // t=60 000: the first failure left the window
    expect(limiter.isLimited('a')).toBe(false);
    limiter.recordFailure('a');
    expect(limiter.isLimited('a')).toBe(true);
  });

  it('sweeps keys with nothing left in the window', () => {
    const clock = manualClock();
    const limiter = createAttemptLimiter({ limit: 1, windowMs: 1_000, clock, sweepAt: 2 });
    limiter.recordFailure('x');
    limiter.recordFailure('y');
    clock.advance(1_000);
    limiter.recordFailure('z'); // sweeps x and y
    expect(limiter.isLimited('x')).toBe(false);
    expect(limiter.isLimited('z')).toBe(true);
  });
});

describe('gift-card codes', () => {
  it('are 16 characters of the 32-letter alphabet, and normalise from any spelling', () => {
    const codes = new Set(Array.from({ length: 200 }, () => generateGiftCardCode()));
    expect(codes.size).toBe(200);
    for (const c of codes) expect(c).toMatch(new RegExp(`^[${CODE_ALPHABET}]{16}$`));
    expect(normaliseGiftCardCode(' abcd-efgh jkLm-npqr ')).toBe('ABCDEFGHJKLMNPQR');
    expect(generateGiftCardCode(() => Buffer.alloc(10, 0xff))).toBe('9'.repeat(16));
  });
});

describe('POST /api/check-balance', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, db, close } = await startApi());
    await db.query(`INSERT INTO gift_card (code, initial_amount, balance, currency) VALUES
      ('BALANCETESTCARD1', 5000, 3250, 'EUR'), ('USEDUPTESTCARD01', 5000, 0, 'SEK')`);
  });
  afterAll(async () => close?.());

  const check = (body: unknown, ip = '10.0.0.1') =>
    app.inject({ method: 'POST', url: '/api/check-balance', payload: body as object, remoteAddress: ip });

  it('answers balance and currency for a code typed in any case, with spaces or hyphens', async () => {
    const res = await check({ code: 'bala-ncet estc-ard1' });
    expect(res.statusCode).toBe(200);
    const decoded = Balance.decode(res.json());
    expect(decoded._tag === 'Right' && decoded.right).toEqual({ balance: 3250, currency: 'EUR' });
  });

  it('answers the same 404 and body for unknown, used-up and malformed codes', async () => {
    const answers = await Promise.all(
      [{ code: 'NOSUCHCARD000000' }, { code: 'USEDUPTESTCARD01' }, { code: 'ab' }, { code: 'x'.repeat(51) }]
        .map((b, i) => check(b, `10.0.1.${i}`)),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: NO_BALANCE_MESSAGE });
    }
  });

  it('answers a 400 naming the field for a body without a code', async () => {
    const res = await check({ kode: 'ABCD' }, '10.0.2.1');
    expect(res.statusCode).toBe(400);
    const body = ApiError.decode(res.json());
    expect(body._tag === 'Right' && body.right.message).toContain('"code"');
  });

  it('allows exactly 10 failures a minute per client, then 429 even for a valid code', async () => {
    for (let i = 0; i < 10; i++) expect((await check({ code: `WRONGCODE${i}XX` }, '10.0.3.1')).statusCode).toBe(404);
    const limited = await check({ code: 'BALANCETESTCARD1' }, '10.0.3.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(TOO_MANY_ATTEMPTS_MESSAGE);
    expect(limited.headers['retry-after']).toBe('60');
    expect((await check({ code: 'BALANCETESTCARD1' }, '10.0.3.2')).statusCode).toBe(200);
  });

  it('caps failures across all clients and frees them as the window slides (injected clock)', async () => {
    const clock = manualClock();
    const small = Fastify({ logger: false });
    small.setErrorHandler((e: Error & { statusCode?: number }, _req, reply) => {
      const status = e instanceof HttpProblem ? e.statusCode : e.statusCode ?? 500;
      void reply.code(status).send({ statusCode: status, message: e.message });
    });
    giftCardRoutes(small, { db, clock, perClientLimit: 10, globalLimit: 20 });
    const hit = (ip: string, code = 'NOPE-NOPE-NOPE') =>
      small.inject({ method: 'POST', url: '/api/check-balance', payload: { code }, remoteAddress: ip });
    for (let i = 0; i < 20; i++) {
      expect((await hit(`10.1.0.${i}`)).statusCode).toBe(404); // one failure each from 20 addresses
      clock.advance(1_000);
    }
    expect((await hit('10.1.1.1', 'BALANCETESTCARD1')).statusCode).toBe(429);
    clock.advance(60_000 - 20_000); // t = 60 s: the failure at t = 0 leaves the window
    expect((await hit('10.1.1.1', 'BALANCETESTCARD1')).statusCode).toBe(200);
    await small.close();
  });
});
