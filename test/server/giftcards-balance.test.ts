import { beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { ApiError, Balance } from '../../src/adapters/http/contract/index';
import { generateGiftCardCode, normaliseGiftCardCode, CODE_ALPHABET } from '../../src/domain/validation/gift-card-code';
import { NO_BALANCE_MESSAGE, TOO_MANY_ATTEMPTS_MESSAGE } from '../../server/giftcards/giftcard.routes';
import { apiForSuite } from './harness';

/**
 * POST /api/check-balance (docs/rules/gift-cards-and-coupons.md#codes): codes normalised, every rejection the same 404, failed
 * attempts limited per client (the limit shared by every path: code-guessing.test.ts).
 */
describe('gift-card codes', () => {
  it('are 16 characters of the 32-letter alphabet, and normalise from any spelling', () => {
    const codes = new Set(Array.from({ length: 200 }, () => generateGiftCardCode(randomBytes)));
    expect(codes.size).toBe(200);
    for (const c of codes) expect(c).toMatch(new RegExp(`^[${CODE_ALPHABET}]{16}$`));
    expect(normaliseGiftCardCode(' abcd-efgh jkLm-npqr ')).toBe('ABCDEFGHJKLMNPQR');
    expect(generateGiftCardCode(() => Buffer.alloc(10, 0xff))).toBe('9'.repeat(16));
  });
});

describe('POST /api/check-balance', () => {
  const api = apiForSuite();
  beforeAll(async () => {
    await api.db.query(`INSERT INTO gift_card (code, initial_amount, balance, currency) VALUES
      ('BALANCETESTCARD1', 5000, 3250, 'EUR'), ('USEDUPTESTCARD01', 5000, 0, 'SEK')`);
  });

  const check = (body: unknown, ip = '10.0.0.1') =>
    api.app.inject({ method: 'POST', url: '/api/check-balance', payload: body as object, remoteAddress: ip });

  it('answers balance and currency for a code typed in any case, with spaces or hyphens', async () => {
    const res = await check({ code: 'bala-ncet estc-ard1' });
    expect(res.statusCode).toBe(200);
    const decoded = Balance.decode(res.json());
    expect(decoded._tag === 'Right' && decoded.right).toEqual({ balance: 3250, currency: 'EUR' });
  });

  it('answers the same 404 and body for unknown, used-up and malformed codes', async () => {
    const answers = await Promise.all(
      [{ code: 'NOSUCHCARD000000' }, { code: 'USEDUPTESTCARD01' }, { code: 'ab' }, { code: 'x'.repeat(51) }].map((b, i) =>
        check(b, `10.0.1.${i}`),
      ),
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
    expect((await check({ code: 'BALANCETESTCARD1' }, '10.0.4.2')).statusCode).toBe(200);
  });
});
