import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/db.port';
import { statusTokenOf } from '../../server/orders/status/order-status';
import { recordPrintAttempt } from '../../server/personalisation/print-job.repository';
import { startSeededShop } from '../builders/seeded-shop';
import { payForHeart } from './paid-order';

/**
 * The shopper's order-status page, rendered on the server from the e-mails' link (against the
 * built bundles): in the store's words, with the order's lines drawn, never indexed nor cached,
 * and a failed print said in plain words without its reason.
 */
let app: FastifyInstance;
let db: Db;

beforeAll(async () => {
  ({ app, db } = await startSeededShop());
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

const paidOrder = async (store: string) => {
  const id = await payForHeart(app, db, { name: 'Ada Lovelace', email: 'ada@example.com', country: 'DE' }, store);
  return { id, token: (await statusTokenOf(db, id))! };
};

describe('order-status page', () => {
  it('renders the order in the German store under its German path, with the heart drawn, noindex and uncached', async () => {
    const { token } = await paidOrder('de');
    const res = await app.inject(`/de/bestellstatus/${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.body).toContain('<meta name="robots" content="noindex');
    expect(res.body).toContain('<html lang="de-DE"');
    expect(res.body).toMatch(/data-testid="order-status" data-status="paid"/);
    expect(res.body).toContain('Ihre Bestellung ist bei uns eingegangen');
    // The heart poster's line is drawn by the cart's renderer (an SVG), not a stock thumbnail.
    expect(res.body).toMatch(/data-testid="order-status-line"[^]*?<svg/);
    // The same page asked for again is rendered again, never served from the page cache.
    expect((await app.inject(`/de/bestellstatus/${token}`)).headers['x-html-cache']).not.toBe('hit');
  });

  it('keeps the token’s letter case and answers 404 for a token nobody was given', async () => {
    const { token } = await paidOrder('int');
    const mixed = token.replace(/[a-z]/, (c) => c.toUpperCase());
    const wrongCase = await app.inject(`/order-status/${mixed}`);
    expect(wrongCase.statusCode).not.toBe(308);
    expect((await app.inject('/order-status/AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await app.inject(`/order-status/${token}`)).statusCode).toBe(200);
  });

  it('moves an older e-mail’s international link, or another store’s segment, to the order’s own store page', async () => {
    const { token } = await paidOrder('de');
    for (const from of [`/order-status/${token}`, `/fr/suivi-commande/${token}`]) {
      const res = await app.inject(from);
      expect(res.statusCode, from).toBe(308);
      expect(res.headers.location).toBe(`/de/bestellstatus/${token}`);
      // The redirect names the token too: as private as the page it leads to.
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-robots-tag']).toBe('noindex');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
    const international = (await paidOrder('int')).token;
    const back = await app.inject(`/de/bestellstatus/${international}`);
    expect(back.statusCode).toBe(308);
    expect(back.headers.location).toBe(`/order-status/${international}`);
    expect((await app.inject('/de/bestellstatus/AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
  });

  it('says a failed print is being made again, in plain words, never its reason', async () => {
    const { id, token } = await paidOrder('int');
    await recordPrintAttempt(db, id, {
      status: 'failed',
      attempts: 5,
      error: 'sharp: Input buffer contains unsupported image format',
      nextAttemptAt: null,
      now: new Date(),
    });
    const body = (await app.inject(`/order-status/${token}`)).body;
    expect(body).toContain('data-testid="order-reprint"');
    expect(body).toContain('so we are printing it again. There is nothing you need to do.');
    expect(body).not.toContain('unsupported image format');
    const api = (await app.inject(`/api/order-status/${token}`)).json();
    expect(api.reprinting).toBe(true);
    expect(JSON.stringify(api)).not.toContain('unsupported image format');
  });

  it('lists every store’s order-status path in robots.txt', async () => {
    const robots = (await app.inject('/robots.txt')).body;
    expect(robots).toContain('Disallow: /order-status/');
    expect(robots).toContain('Disallow: /*/bestellstatus/');
  });
});
