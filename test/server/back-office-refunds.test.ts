/**
 * Refunds and cancellations: an admin refunds one line of an order paid partly by a
 * gift card: in one transaction the line's stock returns, the gift card gets its part back first,
 * the artist's commission is reversed by a ledger row of its own, and the card part goes back
 * through the sandbox provider, which records it. Never more than was paid (409 with the reason);
 * only admins refund; a shipped order cannot be cancelled, an unshipped one can, and all its stock
 * returns. Runs on PostgreSQL too when TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { AdminOrder } from '../../src/adapters/http/contract/index';
import type { Db } from '../../server/db/db.port';
import { sandboxRefundsOf } from '../../server/demo/sandbox-refunds.repository';
import { startApi, databaseTargets, raceTest } from './harness';
import { staffSession } from './staff-session';
import { payInSandbox } from './paid-order';
import { cartLine } from '../builders/cart-line';
import { PRODUCT_TYPE } from '../../src/domain/product/model';

type Poster = { product_id: number; variation_id: number; amount: number; artist_id: number };

describe.each(databaseTargets)('refunds on %s', (_, postgresUrl) => {
  const race = raceTest(postgresUrl);
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let admin: { cookie: string; csrf: string };
  let posters: Poster[];
  beforeAll(async () => {
    ({ app, db, close } = await startApi(postgresUrl ? { postgresUrl } : {}));
    admin = await staffSession(app, 'sandbox-admin');
    posters = (
      await db.query<Poster>(
        `SELECT p.id AS product_id, v.id AS variation_id, vp.amount::int AS amount, p.artist_id FROM product p
         JOIN variation v ON v.product_id = p.id JOIN attribute_option o ON o.id = v.option_id AND o.name = '50x70'
         JOIN variation_price vp ON vp.variation_id = v.id AND vp.currency = 'EUR'
         WHERE p.artist_id IS NOT NULL AND p.status = 4 AND v.stock > 5 ORDER BY p.id LIMIT 2`,
      )
    ).rows;
    expect(posters).toHaveLength(2);
  });
  afterAll(async () => close?.());

  const line = (p: Poster) => cartLine(p, { margin: true });

  const paidOrder = async (codes: string[] = []) => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/sandbox-checkout/order',
      payload: { cart: posters.map(line), coupons: codes, campaign_data: {} },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as string;
    const paid = await payInSandbox(app, id, { email: 'rosa@example.com', country: 'DE', name: 'Rosa Franklin' });
    expect(paid.statusCode, paid.body).toBe(303);
    return id;
  };

  const post = (id: string, payload: object, who = admin) =>
    app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/refunds`,
      headers: { cookie: who.cookie, 'x-csrf-token': who.csrf },
      payload,
    });
  const stock = async (variationId: number) =>
    Number((await db.query<{ stock: number }>('SELECT stock FROM variation WHERE id = $1', [variationId])).rows[0]!.stock);
  const balance = async (code: string) =>
    Number((await db.query<{ balance: number }>('SELECT balance FROM gift_card WHERE code = $1', [code])).rows[0]!.balance);
  const ledger = async (id: string) =>
    (
      await db.query<{ artist_id: number; order_line: number | null; amount: number; quantity: number; reverses: number | null }>(
        'SELECT artist_id, order_line, amount, quantity, reverses FROM account_transaction WHERE order_id = $1 ORDER BY id',
        [id],
      )
    ).rows;

  it('shows staff the coupons an order used, as the shopper typed them, and never its gift-card codes', async () => {
    const code = 'DESKSHOWSCARDAA1';
    await db.query(`INSERT INTO gift_card (code, initial_amount, balance, currency) VALUES ($1, 500, 500, 'EUR')`, [code]);
    const coupon = await app.inject({
      method: 'POST',
      url: '/api/admin/coupons',
      headers: { cookie: admin.cookie, 'x-csrf-token': admin.csrf },
      payload: { code: 'DESKSHOWS10', kind: 'percentage', percent: 10 },
    });
    expect(coupon.statusCode, coupon.body).toBe(200);
    const id = await paidOrder([code, 'deskshows10']);
    const res = await app.inject({ url: `/api/admin/orders/${id}`, headers: { cookie: admin.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().discount_total).toBeGreaterThan(0);
    expect(res.json().coupons).toEqual(['deskshows10']);
    expect(res.body).not.toContain(code);
  });

  it('refunds one line: its stock returns, the gift card gets its part first, the commission is reversed, the card part goes to the provider', async () => {
    const code = 'REFUNDTESTCARDAA';
    await db.query(`INSERT INTO gift_card (code, initial_amount, balance, currency) VALUES ($1, 1000, 1000, 'EUR')`, [code]);
    const id = await paidOrder([code]);
    expect(await balance(code)).toBe(0);
    const before = { first: await stock(posters[0]!.variation_id), second: await stock(posters[1]!.variation_id) };
    const booked = await ledger(id);
    expect(booked.map((r) => r.order_line)).toEqual([0, 1]);
    const paid = posters[0]!.amount + posters[1]!.amount;

    const res = await post(id, { action: 'refundLines', positions: [0], reason: 'Print arrived damaged' });
    expect(res.statusCode, res.body).toBe(200);
    const order = AdminOrder.decode(res.json());
    if (order._tag === 'Left') throw new Error(res.body);
    const o = order.right;
    const share = Math.floor((posters[0]!.amount * paid) / paid);
    expect(o.summary.status).toBe('partially_refunded');
    expect(o.refunds).toEqual([
      expect.objectContaining({
        kind: 'lines',
        reason: 'Print arrived damaged',
        amount: share,
        gift_card_amount: 1000,
        card_amount: share - 1000,
        lines: [0],
      }),
    ]);
    expect(o.lines.map((l) => l.refunded)).toEqual([true, false]);
    expect(o.refundable).toBe(paid - share);
    // The gift card's code pays like money: the order keeps it, the staff's order page never shows it.
    expect(o.coupons).toEqual([]);

    expect(await stock(posters[0]!.variation_id)).toBe(before.first + 1);
    expect(await stock(posters[1]!.variation_id)).toBe(before.second);
    expect(await balance(code)).toBe(1000);
    const after = await ledger(id);
    expect(after).toHaveLength(3);
    expect(after[2]).toMatchObject({
      artist_id: booked[0]!.artist_id,
      order_line: null,
      amount: -booked[0]!.amount,
      quantity: -1,
    });
    expect(await sandboxRefundsOf(db, id)).toEqual([{ amount: share - 1000, currency: 'EUR', reason: 'Print arrived damaged' }]);

    // The same line again, or more than is left: refused with the reason, nothing written.
    const again = await post(id, { action: 'refundLines', positions: [0], reason: 'again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/Line 1 has been refunded already/);
    const tooMuch = await post(id, { action: 'refundAmount', amount: paid - share + 1, reason: 'goodwill' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toMatch(/At most/);
    expect(await ledger(id)).toHaveLength(3);
    expect(await sandboxRefundsOf(db, id)).toHaveLength(1);

    // The rest as an amount: everything is given back, and the order is refunded.
    const rest = await post(id, { action: 'refundAmount', amount: paid - share, reason: 'goodwill' });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json()).toMatchObject({ summary: { status: 'refunded' }, refundable: 0 });
  });

  it("takes back the artists' commissions in proportion to a refund by amount, and all of them with the rest", async () => {
    const id = await paidOrder();
    const artistBalance = async (artistId: number) =>
      Number(
        (
          await db.query<{ n: number }>(
            'SELECT COALESCE(sum(amount), 0)::int AS n FROM account_transaction WHERE artist_id = $1',
            [artistId],
          )
        ).rows[0]!.n,
      );
    const sales = (await ledger(id)).filter((r) => r.reverses === null);
    expect(sales).toHaveLength(2);
    const before = await Promise.all(posters.map((p) => artistBalance(p.artist_id)));
    const state = await app.inject({ url: `/api/admin/orders/${id}`, headers: { cookie: admin.cookie } });
    const refundable = (state.json() as { refundable: number }).refundable;

    const half = Math.floor(refundable / 2);
    expect((await post(id, { action: 'refundAmount', amount: half, reason: 'Half back, as agreed' })).statusCode).toBe(200);
    const afterHalf = await ledger(id);
    const { rows: left } = await db.query<{ amount: number; left: number }>(
      `SELECT s.amount, (s.amount + COALESCE(sum(r.amount), 0))::int AS left FROM account_transaction s
       LEFT JOIN account_transaction r ON r.reverses = s.id
       WHERE s.order_id = $1 AND s.reverses IS NULL GROUP BY s.id`,
      [id],
    );
    for (const sale of left) {
      // Rounded up for the shop: the artist keeps at most its share of what was kept, and not a cent less.
      expect(sale.left * refundable).toBeLessThanOrEqual(sale.amount * (refundable - half));
      expect(sale.left).toBeGreaterThanOrEqual(Math.floor((sale.amount * (refundable - half)) / refundable) - 1);
      expect(sale.left).toBeLessThan(sale.amount);
    }
    expect(afterHalf.filter((r) => r.reverses !== null).every((r) => r.quantity === 0)).toBe(true);

    expect((await post(id, { action: 'refundAmount', amount: refundable - half, reason: 'The rest back' })).statusCode).toBe(200);
    // Refunded in full by amount: each artist's balance is where it was before the sale.
    const after = await Promise.all(posters.map((p) => artistBalance(p.artist_id)));
    expect(after.map((b, i) => b - before[i]!)).toEqual(
      posters.map((p) => -sales.filter((s) => s.artist_id === p.artist_id).reduce((n, s) => n + s.amount, 0)),
    );
    const rows = await ledger(id);
    expect(rows.reduce((n, r) => n + r.amount, 0)).toBe(0);
    expect(rows.reduce((n, r) => n + r.quantity, 0)).toBe(0);
  });

  it("lists what a refund gave back to a gift card in the card's history, after what it paid", async () => {
    const code = 'HISTORYCARDAAAA1';
    await db.query(`INSERT INTO gift_card (code, initial_amount, balance, currency) VALUES ($1, 1000, 1000, 'EUR')`, [code]);
    const id = await paidOrder([code]);
    const res = await post(id, { action: 'refundLines', positions: [0], reason: 'Print arrived damaged' });
    expect(res.statusCode, res.body).toBe(200);
    const card = await app.inject({ url: `/api/admin/gift-cards/${code}`, headers: { cookie: admin.cookie } });
    expect(card.statusCode, card.body).toBe(200);
    expect(card.json()).toMatchObject({ balance: 1000 });
    expect(
      card.json().history.map(({ kind, order_id, amount }: { kind: string; order_id: string; amount: number }) => ({
        kind,
        order_id,
        amount,
      })),
    ).toEqual([
      { kind: 'paid', order_id: id, amount: 1000 },
      { kind: 'refunded', order_id: id, amount: 1000 },
    ]);
  });

  it('cancels an unshipped order with all its stock back, and refuses to cancel a shipped one', async () => {
    const id = await paidOrder();
    const before = await stock(posters[0]!.variation_id);
    const res = await post(id, { action: 'cancel', reason: 'Shopper changed their mind' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ summary: { status: 'cancelled' }, refundable: 0 });
    expect(await stock(posters[0]!.variation_id)).toBe(before + 1);
    expect((await ledger(id)).filter((r) => r.reverses !== null)).toHaveLength(2);

    const shipped = await paidOrder();
    await db.query(`UPDATE shop_order SET fulfilment_status = 'shipped' WHERE id = $1`, [shipped]);
    const refused = await post(shipped, { action: 'cancel', reason: 'too late' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/cannot be cancelled; refund it instead/);
  });

  it('voids a gift card one way, by a refund or at the desk: both cards read the same everywhere', async () => {
    // A paid order whose second line bought a gift card that was never used.
    const id = await paidOrder();
    await db.query('UPDATE order_line SET type = $2 WHERE order_id = $1 AND position = 1', [id, PRODUCT_TYPE.giftCard]);
    await db.query(
      `INSERT INTO gift_card (code, initial_amount, balance, currency, issued_for_order) VALUES ('BOUGHTCARD0001', 2500, 2500, 'EUR', $1)`,
      [id],
    );
    await db.query(
      `INSERT INTO gift_card (code, initial_amount, balance, currency) VALUES ('DESKCARD000001', 2500, 2500, 'EUR')`,
    );
    const refunded = await post(id, { action: 'refundLines', positions: [1], reason: 'Bought by mistake' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const headers = { cookie: admin.cookie, 'x-csrf-token': admin.csrf };
    const voided = await app.inject({ method: 'POST', url: '/api/admin/gift-cards/DESKCARD000001/void', headers, payload: {} });
    expect(voided.statusCode, voided.body).toBe(200);

    const read = async (code: string) => {
      const card = (await app.inject({ method: 'GET', url: `/api/admin/gift-cards/${code}`, headers })).json();
      const check = await app.inject({ method: 'POST', url: '/api/check-balance', payload: { code } });
      const price = await app.inject({
        method: 'POST',
        url: '/api/cart/price?store=int',
        payload: {
          lines: [
            {
              uuid: 'a',
              product_id: posters[0]!.product_id,
              variation_id: posters[0]!.variation_id,
              quantity: 1,
              margin: false,
              black_and_white: false,
            },
          ],
          coupons: [code],
          gift_cards: [],
        },
      });
      const { order_id, at, ...last } = card.history.at(-1);
      return {
        read: { balance: card.balance, voided: card.voided_at !== null, last, at: at === card.voided_at },
        check: [check.statusCode, check.body],
        pays: [price.statusCode, price.json().gift_cards],
        order_id,
      };
    };
    const { order_id: byRefundOrder, ...byRefund } = await read('BOUGHTCARD0001');
    const { order_id: byDeskOrder, ...byDesk } = await read('DESKCARD000001');
    expect(byRefund).toEqual(byDesk);
    expect(byDesk.read).toEqual({ balance: 0, voided: true, last: { kind: 'voided', amount: 2500 }, at: true });
    expect(byDesk.pays).toEqual([200, []]);
    expect([byRefundOrder, byDeskOrder]).toEqual([id, null]);
  });

  race(
    'refunds the same line asked 50 times at once exactly once: stock and ledger reversal once, 409 with a reason for the rest',
    async () => {
      const id = await paidOrder();
      const before = await stock(posters[0]!.variation_id);
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => post(id, { action: 'refundLines', positions: [0], reason: 'Asked twice' })),
      );
      const codes = answers.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(49);
      for (const r of answers.filter((a) => a.statusCode === 409)) expect(r.json().message.length).toBeGreaterThan(10);
      expect(await stock(posters[0]!.variation_id)).toBe(before + 1);
      expect((await ledger(id)).filter((r) => r.reverses !== null)).toHaveLength(1);
    },
  );

  race('never refunds more than was paid when 50 different small refunds come at once', async () => {
    const id = await paidOrder();
    const paid = Number((await db.query<{ total: number }>('SELECT total FROM shop_order WHERE id = $1', [id])).rows[0]!.total);
    // Each asks for about a 40th of the order, so some must be refused.
    const amounts = Array.from({ length: 50 }, (_, i) => Math.floor(paid / 40) + i);
    const answers = await Promise.all(amounts.map((amount) => post(id, { action: 'refundAmount', amount, reason: 'Goodwill' })));
    expect(answers.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    const granted = amounts.filter((_, i) => answers[i]!.statusCode === 200);
    const refunds = (await db.query<{ amount: string }>('SELECT amount FROM order_refund WHERE order_id = $1', [id])).rows;
    expect(refunds.map((r) => Number(r.amount)).sort((a, b) => a - b)).toEqual([...granted].sort((a, b) => a - b));
    expect(granted.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(paid);
    expect(granted.length).toBeLessThan(50);
    expect((await sandboxRefundsOf(db, id)).reduce((a, r) => a + Number(r.amount), 0)).toBe(granted.reduce((a, b) => a + b, 0));
  });

  it('is for admins only, and needs a reason', async () => {
    const id = await paidOrder();
    const printer = await staffSession(app, 'sandbox-fulfilment');
    expect((await post(id, { action: 'cancel', reason: 'no' }, printer)).statusCode).toBe(403);
    const blank = await post(id, { action: 'cancel', reason: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toMatch(/reason/);
  });
});
