/**
 * Artist payouts (docs/rules/artists.md#payouts): the artist's payout details, refused until a VAT
 * number or the private seller's declaration; the staff's balances, review and run over sales made
 * here through the sandbox checkout and delivered through the back office. A run writes a ledger
 * row per paid artist, statements to the outbox, a pain.001 file and a CSV; running it again pays
 * nothing twice; an overlapping period is refused; a refund after a payout is taken from the next.
 * Only admins reach the desk. Runs on PostgreSQL too when TEST_DATABASE_URL is set, with the race.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/db.port';
import { startApi, databaseTargets, raceTest } from './harness';
import { staffSession } from './staff-session';
import { as, logIn } from './artist-session';
import { payInSandbox } from './paid-order';
import { cartLine } from '../builders/cart-line';
import { checkPain001 } from './pain001-check';
import { salesPerDay } from '../../server/artists/account.repository';

type Poster = { product_id: number; variation_id: number; amount: number; artist_id: number };
type Staff = { cookie: string; csrf: string };

const DAY = 86_400_000;
const dayOf = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

describe.each(databaseTargets)('artist payouts on %s', (_, postgresUrl) => {
  const race = raceTest(postgresUrl);
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let admin: Staff;
  let posters: Poster[];
  beforeAll(async () => {
    ({ app, db, close } = await startApi(postgresUrl ? { postgresUrl } : {}));
    admin = await staffSession(app, 'sandbox-admin');
    // Two posters of two different artists.
    posters = (
      await db.query<Poster>(
        `SELECT DISTINCT ON (p.artist_id) p.id AS product_id, v.id AS variation_id, vp.amount::int AS amount, p.artist_id
         FROM product p JOIN variation v ON v.product_id = p.id JOIN attribute_option o ON o.id = v.option_id AND o.name = '50x70'
         JOIN variation_price vp ON vp.variation_id = v.id AND vp.currency = 'EUR'
         WHERE p.artist_id IS NOT NULL AND p.status = 4 AND v.stock > 40 ORDER BY p.artist_id, p.id LIMIT 2`,
      )
    ).rows;
    expect(posters).toHaveLength(2);
  });
  afterAll(async () => close?.());

  const headers = (who: Staff) => ({ cookie: who.cookie, 'x-csrf-token': who.csrf });
  const get = (url: string, who = admin) => app.inject({ method: 'GET', url, headers: headers(who) });
  const post = (url: string, payload: object, who = admin) => app.inject({ method: 'POST', url, headers: headers(who), payload });

  /** A paid order of `quantity` of each poster, delivered `daysAgo` days ago; its id. */
  const deliveredSale = async (quantities: readonly number[], daysAgo: number) => {
    const cart = posters.map((p, i) => cartLine(p, { quantity: quantities[i] ?? 0 })).filter((l) => l.quantity > 0);
    const created = await app.inject({
      method: 'POST',
      url: '/api/sandbox-checkout/order',
      payload: { cart, coupons: [], campaign_data: {} },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as string;
    expect((await payInSandbox(app, id, { email: 'rosa@example.com', country: 'DE', name: 'Rosa Franklin' })).statusCode).toBe(
      303,
    );
    for (const move of [
      { action: 'startProduction' },
      { action: 'ship', carrier: 'dhl', tracking_number: '00340434161094042557' },
      { action: 'deliver' },
    ]) {
      const res = await post(`/api/admin/orders/${id}/fulfilment`, move);
      expect(res.statusCode, res.body).toBe(200);
    }
    // The delivery as it happened `daysAgo` days ago: the sale then ages past (or into) the hold.
    await db.query(`UPDATE order_event SET at = at - make_interval(days => $2) WHERE order_id = $1 AND status = 'delivered'`, [
      id,
      daysAgo,
    ]);
    return id;
  };

  const ledgerSum = async (artistId: number) =>
    Number(
      (
        await db.query<{ s: number }>('SELECT COALESCE(sum(amount), 0)::int AS s FROM account_transaction WHERE artist_id = $1', [
          artistId,
        ])
      ).rows[0]!.s,
    );
  const payoutRows = async () =>
    (
      await db.query<{ artist_id: number; amount: number; payout_reference: string; description: string }>(
        'SELECT artist_id, amount, payout_reference, description FROM account_transaction WHERE payout_reference IS NOT NULL ORDER BY id',
      )
    ).rows;
  const statements = async () =>
    (
      await db.query<{ recipient: string; subject: string; text_body: string }>(
        `SELECT recipient, subject, text_body FROM mail_outbox WHERE kind = 'payout_statement' ORDER BY id`,
      )
    ).rows;
  const giveDetails = async (artistId: number, iban: string | null) => {
    await db.query(`UPDATE artist SET payout_holder = $2, payout_iban = $3, private_seller = true WHERE id = $1`, [
      artistId,
      iban === null ? null : 'Ada Nilsson',
      iban,
    ]);
  };

  it('answers 401 without a staff session and 403 to fulfilment and reviewers, on every payout route', async () => {
    const fulfilment = await staffSession(app, 'sandbox-fulfilment');
    const reviewer = await staffSession(app, 'sandbox-reviewer');
    const routes: [string, string][] = [
      ['GET', '/api/admin/payouts/balances'],
      ['GET', `/api/admin/payouts/preview?from=2026-01-01&to=${dayOf(-1)}`],
      ['GET', '/api/admin/payouts/runs'],
      ['POST', '/api/admin/payouts/runs'],
      ['GET', '/api/admin/payouts/runs/1/sepa.xml'],
      ['GET', '/api/admin/payouts/runs/1/payouts.csv'],
    ];
    for (const [method, url] of routes) {
      const payload = method === 'POST' ? { from: '2026-01-01', to: dayOf(-1) } : undefined;
      expect((await app.inject({ method: method as 'GET', url, ...(payload ? { payload } : {}) })).statusCode, url).toBe(401);
      for (const who of [fulfilment, reviewer])
        expect(
          (await app.inject({ method: method as 'GET', url, headers: headers(who), ...(payload ? { payload } : {}) })).statusCode,
          url,
        ).toBe(403);
    }
    expect(await payoutRows()).toEqual([]);
  });

  it('refuses an artist’s payout details politely until a VAT number or the private seller’s declaration, then checks them', async () => {
    const artist = await logIn(app, 'sandbox-artist-1');
    await db.query(`UPDATE artist SET vat_number = '', private_seller = false WHERE id = $1`, [artist.artistId]);
    const put = (payload: object) => app.inject({ method: 'PUT', url: '/api/auth/payout-details', headers: as(artist), payload });
    const good = { account_holder: ' Maja  Lind ', iban: 'se45 5000 0000 0583 9825 7466', private_seller: false };

    const first = await app.inject({ method: 'GET', url: '/api/auth/payout-details', headers: as(artist) });
    expect(first.json()).toEqual({
      account_holder: null,
      iban_masked: null,
      private_seller: false,
      has_vat_number: false,
      may_receive: false,
    });
    const refused = await put(good);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('Please add your VAT number or declare that you sell privately');
    expect((await put({ ...good, private_seller: true, iban: 'SE45 5000 0000 0583 9825 7467' })).statusCode).toBe(400);
    expect((await put({ ...good, private_seller: true, account_holder: 'M' })).statusCode).toBe(400);
    expect((await put({ ...good, private_seller: true, iban: 12 })).statusCode).toBe(400);
    expect(
      (await app.inject({ method: 'PUT', url: '/api/auth/payout-details', headers: { cookie: artist.cookie }, payload: good }))
        .statusCode,
    ).toBe(403);

    const saved = await put({ ...good, private_seller: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      account_holder: 'Maja Lind',
      iban_masked: 'SE••••••••••••••••••7466',
      private_seller: true,
      has_vat_number: false,
      may_receive: true,
    });
    const stored = await db.query('SELECT payout_holder, payout_iban FROM artist WHERE id = $1', [artist.artistId]);
    expect(stored.rows[0]).toEqual({ payout_holder: 'Maja Lind', payout_iban: 'SE4550000000058398257466' });

    await db.query(`UPDATE artist SET vat_number = 'DE123456789', private_seller = false WHERE id = $1`, [artist.artistId]);
    expect((await put({ ...good, iban: 'DE89 3704 0044 0532 0130 00' })).statusCode).toBe(200);
  });

  it('pays each artist above the minimum once: ledger rows, statements, a valid pain.001 and a CSV; again pays nothing', async () => {
    const [a, b] = posters;
    // Artist A sells five (well above 25 EUR of commission), artist B one (below it); then A sells
    // one more, delivered yesterday, which stays pending.
    await deliveredSale([5, 1], 40);
    await deliveredSale([1, 0], 1);
    await giveDetails(a!.artist_id, 'DE89370400440532013000');
    await giveDetails(b!.artist_id, 'FR1420041010050500013M02606');
    const pendingSale = (
      await db.query<{ amount: number }>(
        `SELECT t.amount FROM account_transaction t JOIN order_event e ON e.order_id = t.order_id AND e.status = 'delivered'
         WHERE t.artist_id = $1 AND e.at > now() - interval '2 days'`,
        [a!.artist_id],
      )
    ).rows[0]!.amount;
    const owedA = (await ledgerSum(a!.artist_id)) - pendingSale;
    const owedB = await ledgerSum(b!.artist_id);
    expect(owedA).toBeGreaterThanOrEqual(2500);
    expect(owedB).toBeGreaterThan(0);
    expect(owedB).toBeLessThan(2500);

    const balances = await get('/api/admin/payouts/balances');
    expect(balances.statusCode, balances.body).toBe(200);
    expect(balances.json()).toMatchObject({ currency: 'EUR', hold_days: 30, minimum: 2500 });
    const ofA = balances.json().artists.find((r: { artist_id: number }) => r.artist_id === a!.artist_id);
    expect(ofA).toMatchObject({ pending: pendingSale, available: owedA, has_details: true });

    const period = { from: dayOf(-300), to: dayOf(-5) };
    const preview = await get(`/api/admin/payouts/preview?from=${period.from}&to=${period.to}`);
    expect(preview.statusCode, preview.body).toBe(200);
    const reference = `AP-${period.to.replace(/-/g, '')}-${a!.artist_id}`;
    expect(preview.json().lines).toContainEqual({
      artist_id: a!.artist_id,
      alias: expect.any(String),
      amount: owedA,
      reference,
      account_holder: 'Ada Nilsson',
      iban_masked: 'DE••••••••••••••••3000',
      payable: true,
    });
    expect(preview.json().lines.map((l: { artist_id: number }) => l.artist_id)).not.toContain(b!.artist_id);

    const before = (await payoutRows()).length;
    const run = await post('/api/admin/payouts/runs', period);
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json()).toMatchObject({ created: true, run: { from: period.from, to: period.to, staff: 'sandbox-admin' } });
    const paid = (await payoutRows()).slice(before);
    expect(paid).toContainEqual({
      artist_id: a!.artist_id,
      amount: -owedA,
      payout_reference: reference,
      description: `Payout ${reference}`,
    });
    expect(paid.map((r) => r.artist_id)).not.toContain(b!.artist_id);
    expect(run.json().run.payouts).toBe(paid.length);
    expect(run.json().run.total).toBe(-paid.reduce((s, r) => s + r.amount, 0));
    expect(await ledgerSum(a!.artist_id)).toBe(pendingSale);
    // The artist's chart shows the payout on its day (the sales table lists its ledger row).
    const chart = await salesPerDay(db, a!.artist_id);
    expect(chart.reduce((sum, p) => sum + p.paid_out, 0)).toBe(owedA);
    expect(chart.at(-1)).toMatchObject({ date: new Date().toISOString().slice(0, 10), paid_out: owedA });

    const mails = await statements();
    const email = (await db.query<{ email: string }>('SELECT email FROM artist WHERE id = $1', [a!.artist_id])).rows[0]!.email;
    const mail = mails.find((m) => m.subject.includes(reference));
    expect(mail?.recipient).toBe(email);
    expect(mail?.text_body).toContain('DE••••••••••••••••3000');
    expect(mails).toHaveLength(paid.length);

    const id = run.json().run.id as number;
    const xml = await get(`/api/admin/payouts/runs/${id}/sepa.xml`);
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-type']).toContain('application/xml');
    const file = checkPain001(xml.body);
    expect(file.transfers).toContainEqual({
      endToEndId: reference,
      amount: (owedA / 100).toFixed(2),
      iban: 'DE89370400440532013000',
      name: 'Ada Nilsson',
    });
    expect(file.count).toBe(paid.length);
    const csv = await get(`/api/admin/payouts/runs/${id}/payouts.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\n')[0]).toBe('"reference","artist_id","alias","account_holder","iban","amount","currency"');
    expect(csv.body).toContain(`"${reference}","${a!.artist_id}"`);
    expect(csv.body).toContain(`"DE89370400440532013000","${(owedA / 100).toFixed(2)}","EUR"`);

    // The same period again answers the run made; nothing more is paid, mailed or audited.
    const again = await post('/api/admin/payouts/runs', period);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ created: false, run: { id } });
    expect((await payoutRows()).length).toBe(before + paid.length);
    expect(await statements()).toHaveLength(mails.length);
    const audits = await db.query(`SELECT 1 FROM staff_audit WHERE action = 'payout.run' AND target = $1`, [`payoutRun:${id}`]);
    expect(audits.rows).toHaveLength(1);
    // A period sharing a day with it is refused; nothing is written.
    const overlap = await post('/api/admin/payouts/runs', { from: period.to, to: period.to });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message ?? overlap.body).toContain('overlaps');
    expect((await get('/api/admin/payouts/runs')).json()[0]).toMatchObject({ id });
  });

  const saleOf = async (orderId: string) =>
    Number(
      (await db.query<{ s: number }>('SELECT sum(amount)::int AS s FROM account_transaction WHERE order_id = $1', [orderId]))
        .rows[0]!.s,
    );
  const paidTo = async (artistId: number, day: string) =>
    (await payoutRows()).filter(
      (r) => r.artist_id === artistId && r.payout_reference === `AP-${day.replace(/-/g, '')}-${artistId}`,
    );

  it('takes a refund after a payout from the next payout', async () => {
    const a = posters[0]!;
    const order = await deliveredSale([6, 0], 50);
    const sale = await saleOf(order);
    expect(sale).toBeGreaterThanOrEqual(2500);
    // Everything else of A's available was paid by the run before: this run pays the sale alone.
    expect((await post('/api/admin/payouts/runs', { from: dayOf(-4), to: dayOf(-4) })).statusCode).toBe(200);
    expect((await paidTo(a.artist_id, dayOf(-4))).map((r) => r.amount)).toEqual([-sale]);

    const refund = await post(`/api/admin/orders/${order}/refunds`, {
      action: 'refundLines',
      positions: [0],
      reason: 'Damaged in transit',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const ofA = async () =>
      (await get('/api/admin/payouts/balances')).json().artists.find((r: { artist_id: number }) => r.artist_id === a.artist_id);
    expect((await ofA()).available).toBe(-sale);

    // While the balance is negative the artist is not paid (and nobody else is due).
    const idle = await post('/api/admin/payouts/runs', { from: dayOf(-3), to: dayOf(-3) });
    expect(idle.statusCode).toBe(409);
    expect(idle.json().message).toBe('No artist with payout details is due a payout.');
    expect(await paidTo(a.artist_id, dayOf(-3))).toEqual([]);

    // The next sale pays out less what the refund took back.
    const later = await saleOf(await deliveredSale([12, 0], 45));
    expect((await ofA()).available).toBe(later - sale);
    expect((await post('/api/admin/payouts/runs', { from: dayOf(-2), to: dayOf(-2) })).statusCode).toBe(200);
    expect((await paidTo(a.artist_id, dayOf(-2))).map((r) => r.amount)).toEqual([-(later - sale)]);
    expect((await ofA()).available).toBe(0);
  });

  race('two runs of one period at once: one pays, the other answers that run', async () => {
    await deliveredSale([5, 5], 60);
    const period = { from: dayOf(-1), to: dayOf(-1) };
    const [one, two] = await Promise.all([post('/api/admin/payouts/runs', period), post('/api/admin/payouts/runs', period)]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect([one.json().created, two.json().created].sort()).toEqual([false, true]);
    expect(one.json().run.id).toBe(two.json().run.id);
    for (const p of posters) expect(await paidTo(p.artist_id, period.to)).toHaveLength(1);
  });
});
