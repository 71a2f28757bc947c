/**
 * The back office's catalogue side: coupons listed with their uses, created after the
 * domain's rules (400 with the reason, 409 for a code in use) and expired; a gift card looked up
 * with balance and history, and voided; artists searched and paused; the review queue under
 * /api/admin for reviewers. Every write needs its ability and the CSRF token, and leaves an audit
 * row with before and after. Runs on PostgreSQL too when TEST_DATABASE_URL is set.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AdminArtistList,
  AdminCoupon,
  AdminCouponList,
  AdminGiftCard,
  ApiError,
  AuditList,
  CartPricing,
  ReviewQueue,
} from '../../src/adapters/http/contract/index';
import { apiForSuite, databaseTargets } from './harness';
import { staffSession } from './staff-session';
import { logIn } from './artist-session';
import { payForHeart } from './paid-order';

const decoded = <A>(codec: { decode: (u: unknown) => { _tag: string } }, body: string): A => {
  const r = codec.decode(JSON.parse(body)) as { _tag: 'Right'; right: A } | { _tag: 'Left' };
  if (r._tag === 'Left') throw new Error(`answer does not decode: ${body.slice(0, 300)}`);
  return r.right;
};

describe.each(databaseTargets)('the catalogue desk on %s', (_, postgresUrl) => {
  const api = apiForSuite(postgresUrl ? { postgresUrl } : {});
  let admin: { cookie: string; csrf: string };
  let reviewer: { cookie: string; csrf: string };
  let fulfilment: { cookie: string; csrf: string };
  beforeAll(async () => {
    admin = await staffSession(api.app, 'sandbox-admin');
    reviewer = await staffSession(api.app, 'sandbox-reviewer');
    fulfilment = await staffSession(api.app, 'sandbox-fulfilment');
  });

  const call = (who: { cookie: string; csrf: string } | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    api.app.inject({
      method,
      url,
      headers: who ? { cookie: who.cookie, 'x-csrf-token': who.csrf } : {},
      ...(payload ? { payload } : {}),
    });
  const lastAudit = async (action: string) => {
    const res = await call(admin, 'GET', '/api/admin/audit');
    return decoded<AuditList>(AuditList, res.body).find((e) => e.action === action);
  };
  const heartLine = async () =>
    (
      await api.db.query<{ product_id: number; variation_id: number }>(
        `SELECT v.product_id, v.id AS variation_id FROM variation v JOIN product p ON p.id = v.product_id
         WHERE p.sku = 'TPL-HEART' ORDER BY v.id LIMIT 1`,
      )
    ).rows[0]!;
  const price = async (store: string, codes: string[], line?: { product_id: number; variation_id: number }) => {
    const l = line ?? (await heartLine());
    return api.app.inject({
      method: 'POST',
      url: `/api/cart/price?store=${store}`,
      payload: {
        lines: [{ uuid: 'a', ...l, quantity: 1, margin: false, black_and_white: false }],
        coupons: codes,
        gift_cards: [],
      },
    });
  };
  const priced = async (store: string, codes: string[]) => {
    const res = await price(store, codes);
    expect(res.statusCode, res.body).toBe(200);
    return decoded<CartPricing>(CartPricing, res.body);
  };

  describe('access', () => {
    it.each([
      ['GET', '/api/admin/coupons'],
      ['GET', '/api/admin/gift-cards/ABCD-EFGH'],
      ['GET', '/api/admin/artists'],
      ['GET', '/api/admin/review/queue'],
    ] as const)('%s %s: 401 without a staff session, 403 for an artist', async (method, url) => {
      expect((await call(null, method, url)).statusCode).toBe(401);
      const artist = await logIn(api.app, 'sandbox-artist-1');
      expect((await api.app.inject({ method, url, headers: { cookie: artist.cookie } })).statusCode).toBe(403);
    });

    it('lets only admins at coupons, gift cards and artists, and reviewers at the queue only', async () => {
      for (const url of ['/api/admin/coupons', '/api/admin/artists', '/api/admin/gift-cards/ABCD-EFGH']) {
        expect((await call(fulfilment, 'GET', url)).statusCode).toBe(403);
        expect((await call(reviewer, 'GET', url)).statusCode).toBe(403);
      }
      expect((await call(fulfilment, 'GET', '/api/admin/review/queue')).statusCode).toBe(403);
      expect((await call(reviewer, 'GET', '/api/admin/review/queue')).statusCode).toBe(200);
      expect((await call(admin, 'GET', '/api/admin/review/queue')).statusCode).toBe(200);
    });

    it('refuses every write without the CSRF token', async () => {
      for (const [method, url, payload] of [
        ['POST', '/api/admin/coupons', { code: 'NOCSRF10', kind: 'percentage', percent: 10 }],
        ['POST', '/api/admin/coupons/1/expire', {}],
        ['POST', '/api/admin/gift-cards/ABCD-EFGH/void', {}],
        ['PATCH', '/api/admin/artists/1', { selling_enabled: false }],
        ['POST', '/api/admin/review/products/1/approve', {}],
      ] as const) {
        const res = await api.app.inject({ method, url, headers: { cookie: admin.cookie }, payload });
        expect(res.statusCode, url).toBe(403);
        expect(decoded<ApiError>(ApiError, res.body).message).toMatch(/security token/);
      }
    });
  });

  describe('coupons', () => {
    it('creates a percentage coupon that checkout applies, lists it with its uses, and audits it', async () => {
      const res = await call(admin, 'POST', '/api/admin/coupons', { code: 'Staff15', kind: 'percentage', percent: 15 });
      expect(res.statusCode, res.body).toBe(200);
      const coupon = decoded<AdminCoupon>(AdminCoupon, res.body);
      expect(coupon).toMatchObject({ code: 'Staff15', kind: 'percentage', percent: 15, state: 'active', uses: 0 });
      const p = await priced('int', ['staff15']);
      expect(p.discounts).toEqual([{ code: 'staff15', amount: Math.floor((p.subtotal * 1500 + 5000) / 10000) }]);

      await payForHeart(api.app, api.db, { name: 'Cora Coupon', email: 'cora@example.com', country: 'DE' }, 'int', ['STAFF15']);
      const list = await call(admin, 'GET', '/api/admin/coupons');
      expect(list.headers['x-total-count']).toBeDefined();
      const listed = decoded<AdminCouponList>(AdminCouponList, list.body).find((c) => c.id === coupon.id);
      expect(listed).toMatchObject({ code: 'Staff15', uses: 1 });

      const audit = await lastAudit('coupon.create');
      expect(audit).toMatchObject({ staff: 'sandbox-admin', role: 'admin', target: `coupon:${coupon.id}`, before: null });
      expect(audit!.after).toMatchObject({ code: 'Staff15', percent: 15 });
    });

    it('creates a fixed coupon with an amount per currency: SEK as named, other currencies converted from EUR', async () => {
      const res = await call(admin, 'POST', '/api/admin/coupons', {
        code: 'FIXED-SE',
        kind: 'fixed',
        amounts: [
          { currency: 'EUR', amount: 300 },
          { currency: 'SEK', amount: 2500 },
        ],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(decoded<AdminCoupon>(AdminCoupon, res.body).amounts).toEqual([
        { currency: 'EUR', amount: 300 },
        { currency: 'SEK', amount: 2500 },
      ]);
      expect((await priced('se', ['FIXED-SE'])).discounts.map((d) => d.amount)).toEqual([2500]);
      expect((await priced('de', ['FIXED-SE'])).discounts.map((d) => d.amount)).toEqual([300]);
    });

    it.each([
      [{ code: 'abc', kind: 'percentage', percent: 10 }, /4 to 40/],
      [{ code: 'TOO-MUCH', kind: 'percentage', percent: 120 }, /at most 100/],
      [{ code: 'THIRDS', kind: 'percentage', percent: 33.333 }, /two decimals/],
      [{ code: 'NO-EURO', kind: 'fixed', amounts: [{ currency: 'SEK', amount: 100 }] }, /EUR/],
      [{ code: 'YEN-OFF', kind: 'fixed', amounts: [{ currency: 'JPY', amount: 100 }] }, /JPY/],
      [{ code: 'PAST-END', kind: 'percentage', percent: 5, valid_until: '2020-01-01T00:00:00Z' }, /future/],
    ])('refuses %j with a 400 and the reason', async (payload, reason) => {
      const res = await call(admin, 'POST', '/api/admin/coupons', payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(decoded<ApiError>(ApiError, res.body).message).toMatch(reason);
    });

    it('answers 409 for a code a coupon or a gift card already has', async () => {
      await api.db.query(
        `INSERT INTO gift_card (code, initial_amount, balance, currency) VALUES ('CARDCODE77', 1000, 1000, 'EUR')`,
      );
      for (const code of ['staff15', 'cardcode77']) {
        const res = await call(admin, 'POST', '/api/admin/coupons', { code, kind: 'percentage', percent: 5 });
        expect(res.statusCode, res.body).toBe(409);
        expect(decoded<ApiError>(ApiError, res.body).message).toMatch(/code/);
      }
    });

    it('expires a coupon: checkout declines it, a second expiry is a 409, the audit has before and after', async () => {
      const created = decoded<AdminCoupon>(
        AdminCoupon,
        (await call(admin, 'POST', '/api/admin/coupons', { code: 'LEAKED20', kind: 'percentage', percent: 20 })).body,
      );
      expect((await priced('int', ['LEAKED20'])).discounts).toHaveLength(1);
      const res = await call(admin, 'POST', `/api/admin/coupons/${created.id}/expire`);
      expect(res.statusCode, res.body).toBe(200);
      expect(decoded<AdminCoupon>(AdminCoupon, res.body).state).toBe('ended');
      const after = await priced('int', ['LEAKED20']);
      expect(after.discounts).toEqual([]);
      expect(after.declined).toEqual([{ code: 'LEAKED20', reason: 'invalid' }]);
      expect((await call(admin, 'POST', `/api/admin/coupons/${created.id}/expire`)).statusCode).toBe(409);
      expect((await call(admin, 'POST', '/api/admin/coupons/999999/expire')).statusCode).toBe(404);
      const audit = await lastAudit('coupon.expire');
      expect(audit).toMatchObject({ target: `coupon:${created.id}`, before: { state: 'active' }, after: { state: 'ended' } });
    });
  });

  describe('gift cards', () => {
    beforeAll(async () => {
      await api.db.query(
        `INSERT INTO gift_card (code, initial_amount, balance, currency) VALUES ('VOIDME2345678ABC', 100000, 100000, 'EUR')`,
      );
    });

    it('looks a card up as a shopper types it, with balance and what it paid', async () => {
      const order = await payForHeart(api.app, api.db, { name: 'Gil Giftcard', email: 'gil@example.com', country: 'DE' }, 'int', [
        'voidme23-4567-8abc',
      ]);
      const res = await call(admin, 'GET', '/api/admin/gift-cards/voidme23-4567-8abc');
      expect(res.statusCode, res.body).toBe(200);
      const card = decoded<AdminGiftCard>(AdminGiftCard, res.body);
      expect(card).toMatchObject({ code: 'VOID-ME23-4567-8ABC', initial_amount: 100000, currency: 'EUR', voided_at: null });
      expect(card.history).toEqual([{ kind: 'paid', order_id: order, amount: 100000 - card.balance, at: expect.any(String) }]);
      expect(card.balance).toBeLessThan(100000);
      expect((await call(admin, 'GET', '/api/admin/gift-cards/NOSUCHCARD99')).statusCode).toBe(404);
      expect((await call(admin, 'GET', '/api/admin/gift-cards/ab')).statusCode).toBe(400);
    });

    it('voids a card: it pays nothing more, the balance check finds nothing, a second void is a 409', async () => {
      expect((await priced('int', ['VOIDME2345678ABC'])).gift_cards).toHaveLength(1);
      const res = await call(admin, 'POST', '/api/admin/gift-cards/VOIDME2345678ABC/void');
      expect(res.statusCode, res.body).toBe(200);
      const card = decoded<AdminGiftCard>(AdminGiftCard, res.body);
      expect(card.voided_at).not.toBeNull();
      const after = await priced('int', ['VOIDME2345678ABC']);
      expect(after.gift_cards).toEqual([]);
      expect(after.total).toBe(after.subtotal);
      const balance = await api.app.inject({ method: 'POST', url: '/api/check-balance', payload: { code: 'VOIDME2345678ABC' } });
      // The shopper's balance check finds nothing left on it.
      expect(balance.statusCode).toBe(404);
      expect((await call(admin, 'POST', '/api/admin/gift-cards/VOIDME2345678ABC/void')).statusCode).toBe(409);
      const audit = await lastAudit('giftCard.void');
      // The balance is written off: the audit keeps what it was.
      expect(card.balance).toBe(0);
      expect(card.history.at(-1)).toMatchObject({ kind: 'voided', order_id: null, at: card.voided_at });
      expect(audit).toMatchObject({
        before: { voided_at: null, balance: card.history.at(-1)!.amount },
        after: { voided_at: card.voided_at, balance: 0 },
      });
    });
  });

  describe('artists', () => {
    const seller = async () =>
      (
        await api.db.query<{ artist_id: number; alias: string; product_id: number; variation_id: number }>(
          `SELECT a.id AS artist_id, a.alias, p.id AS product_id, v.id AS variation_id FROM artist a
           JOIN product p ON p.artist_id = a.id AND p.status = 4 JOIN variation v ON v.product_id = p.id
           JOIN variation_price vp ON vp.variation_id = v.id AND vp.currency = 'EUR'
           WHERE a.selling_enabled ORDER BY a.id, p.id, v.id LIMIT 1`,
        )
      ).rows[0]!;

    it('finds artists by alias and pages them with the total', async () => {
      const s = await seller();
      const res = await call(admin, 'GET', `/api/admin/artists?q=${encodeURIComponent(s.alias.toUpperCase())}`);
      expect(res.statusCode, res.body).toBe(200);
      const found = decoded<AdminArtistList>(AdminArtistList, res.body);
      expect(found.map((a) => a.id)).toContain(s.artist_id);
      expect(Number(res.headers['x-total-count'])).toBe(found.length);
      expect(Number((await call(admin, 'GET', '/api/admin/artists')).headers['x-total-count'])).toBeGreaterThan(found.length);
      expect(decoded<AdminArtistList>(AdminArtistList, (await call(admin, 'GET', '/api/admin/artists?q=%25%25')).body)).toEqual(
        [],
      );
    });

    it('pauses an artist: checkout refuses their posters until selling is on again; audited', async () => {
      const s = await seller();
      const line = { product_id: s.product_id, variation_id: s.variation_id };
      expect((await price('int', [], line)).statusCode).toBe(200);
      const res = await call(admin, 'PATCH', `/api/admin/artists/${s.artist_id}`, { selling_enabled: false, product_limit: 20 });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ selling_enabled: false, product_limit: 20 });
      const refused = await price('int', [], line);
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
      expect(refused.statusCode).toBeLessThan(500);
      const audit = await lastAudit('artist.update');
      expect(audit).toMatchObject({
        target: `artist:${s.artist_id}`,
        before: { selling_enabled: true },
        after: { selling_enabled: false, product_limit: 20 },
      });
      await call(admin, 'PATCH', `/api/admin/artists/${s.artist_id}`, { selling_enabled: true });
      expect((await price('int', [], line)).statusCode).toBe(200);
    });

    it("takes a paused artist's posters out of the catalogue, and brings them back when selling is on again", async () => {
      const s = await seller();
      const poster = (
        await api.db.query<{ en: string; de: string; name: string; artist: string }>(
          `SELECT en.slug AS en, de.slug AS de, en.name, a.slug AS artist FROM product p JOIN artist a ON a.id = p.artist_id
           JOIN product_i18n en ON en.product_id = p.id AND en.language = 'en'
           JOIN product_i18n de ON de.product_id = p.id AND de.language = 'de' WHERE p.id = $1`,
          [s.product_id],
        )
      ).rows[0]!;
      const shown = async () => {
        const bySlug = await api.app.inject(`/api/product-by-slug/${poster.en}?store=int`);
        const listed = async (url: string) => (JSON.parse((await api.app.inject(url)).body) as { id: number }[]).map((p) => p.id);
        return {
          page: bySlug.statusCode,
          byArtist: (await listed(`/api/products?artist=${poster.artist}&limit=100`)).includes(s.product_id),
          searched: (await listed(`/api/products?limit=100&query=${encodeURIComponent(poster.name)}`)).includes(s.product_id),
          sitemap: (await api.app.inject('/sitemaps/de.xml')).body.includes(`/de/produkt/${poster.de}<`),
        };
      };
      const everywhere = { page: 200, byArtist: true, searched: true, sitemap: true };
      expect(await shown()).toEqual(everywhere);
      expect((await call(admin, 'PATCH', `/api/admin/artists/${s.artist_id}`, { selling_enabled: false })).statusCode).toBe(200);
      expect(await shown()).toEqual({ page: 404, byArtist: false, searched: false, sitemap: false });
      expect((await call(admin, 'PATCH', `/api/admin/artists/${s.artist_id}`, { selling_enabled: true })).statusCode).toBe(200);
      expect(await shown()).toEqual(everywhere);
    });

    it.each([
      [{ membership_level: 5 }, /membership level/],
      [{ product_limit: -1 }, /product limit/],
      [{ product_limit: 2.5 }, /product limit/],
      [{}, /Nothing to change/],
    ])('refuses %j with a 400 and the reason', async (payload, reason) => {
      const s = await seller();
      const res = await call(admin, 'PATCH', `/api/admin/artists/${s.artist_id}`, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(decoded<ApiError>(ApiError, res.body).message).toMatch(reason);
    });
  });

  describe('the review queue', () => {
    /** Puts the newest of the artists' posters for sale (status 4) back in review (status 2). */
    const sendLatestPosterToReview = async () =>
      (
        await api.db.query<{ id: number }>(
          `UPDATE product SET status = 2 WHERE id = (SELECT id FROM product WHERE artist_id IS NOT NULL AND status = 4 ORDER BY id DESC LIMIT 1)
           RETURNING id`,
        )
      ).rows[0]!;

    it('lets a reviewer approve a poster in review under /api/admin, audited; the old reviewer route still answers', async () => {
      const poster = await sendLatestPosterToReview();
      const queue = decoded<ReviewQueue>(ReviewQueue, (await call(reviewer, 'GET', '/api/admin/review/queue')).body);
      expect(queue.map((p) => p.id)).toContain(poster.id);
      const res = await call(reviewer, 'POST', `/api/admin/review/products/${poster.id}/approve`);
      expect(res.statusCode, res.body).toBe(200);
      expect(
        (await api.db.query<{ status: number }>('SELECT status FROM product WHERE id = $1', [poster.id])).rows[0]!.status,
      ).toBe(4);
      expect((await call(reviewer, 'POST', `/api/admin/review/products/${poster.id}/approve`)).statusCode).toBe(409);
      const audit = await lastAudit('poster.approve');
      expect(audit).toMatchObject({ staff: 'sandbox-reviewer', target: `product:${poster.id}`, before: { status: 2 } });
      const old = await logIn(api.app, 'sandbox-reviewer');
      expect(
        (await api.app.inject({ method: 'GET', url: '/api/auth/review/queue', headers: { cookie: old.cookie } })).statusCode,
      ).toBe(200);
    });

    it('denies with a reason of 3 to 500 characters', async () => {
      const poster = await sendLatestPosterToReview();
      const short = await call(admin, 'POST', `/api/admin/review/products/${poster.id}/deny`, { reason: 'no' });
      expect(short.statusCode).toBe(400);
      const res = await call(admin, 'POST', `/api/admin/review/products/${poster.id}/deny`, { reason: 'Blurry print' });
      expect(res.statusCode, res.body).toBe(200);
      expect(await lastAudit('poster.deny')).toMatchObject({ after: { status: 'denied', reason: 'Blurry print' } });
    });
  });
});
