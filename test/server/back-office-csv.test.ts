/**
 * Audit: the order list and the audit record export as CSV — the list's columns and
 * filters over every page, newest first; cells a spreadsheet would run as a formula are quoted
 * (OWASP CSV injection), the shop's own ids too; orders for fulfilment and admins, the audit for admins only; and a long
 * export is streamed: the reply is on its way before the database has handed over the second batch.
 * Runs on PostgreSQL too when TEST_DATABASE_URL is set.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { parse } from 'csv-parse/sync';
import { CSV_EXPORT_BATCH } from '../../src/domain/backoffice/index';
import { apiForSuite, databaseTargets } from './harness';
import { staffSession } from './staff-session';
import { logIn } from './artist-session';
import { payForHeart } from './paid-order';
import { defused } from '../../server/backoffice/csv-export';

const MANY = 2_000;

const rowsOf = (body: string): Record<string, string>[] => parse(body, { columns: true, skip_empty_lines: true });
/**
 * An order id as the export writes it: like every text cell, defused (csv-injection.test.ts), so an
 * id that starts with '-' (one in 64 of the random ids) reads with a quote before it.
 */
const asWritten = (ids: readonly string[]) => ids.map(defused);

describe.each(databaseTargets)('CSV exports on %s', (_, postgresUrl) => {
  const api = apiForSuite(postgresUrl ? { postgresUrl } : {});
  let admin: { cookie: string; csrf: string };
  let fulfilment: { cookie: string; csrf: string };
  let ada: string;
  let sven: string;
  beforeAll(async () => {
    admin = await staffSession(api.app, 'sandbox-admin');
    fulfilment = await staffSession(api.app, 'sandbox-fulfilment');
    ada = await payForHeart(api.app, api.db, { name: 'Ada Lovelace', email: 'ada@example.com', country: 'DE' });
    sven = await copyOrder(ada, 'sven', { customer_name: 'Sven Nilsson', email: 'sven@example.se', country: 'SE' }, 1);
    const moved = await api.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${ada}/fulfilment`,
      headers: { cookie: admin.cookie, 'x-csrf-token': admin.csrf },
      payload: { action: 'startProduction' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }, 300_000);

  /** A copy of a paid order made in SQL (no print file drawn): `seconds` later, with other fields. */
  const copyOrder = async (from: string, id: string, fields: Record<string, string>, seconds: number) => {
    await api.db.query(
      `INSERT INTO shop_order
       SELECT (jsonb_populate_record(o, $3::jsonb || jsonb_build_object('id', $2::text, 'status_token', NULL,
         'completed_at', o.completed_at + $4::int * interval '1 second'))).*
       FROM shop_order o WHERE o.id = $1`,
      [from, id, JSON.stringify(fields), seconds],
    );
    await api.db.query(
      "INSERT INTO order_line SELECT (jsonb_populate_record(l, jsonb_build_object('order_id', $2::text))).* FROM order_line l WHERE l.order_id = $1",
      [from, id],
    );
    return id;
  };

  const get = (url: string, who = admin) => api.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });

  it('exports the order list with its columns as a dated text/csv attachment, newest first', async () => {
    const res = await get('/api/admin/orders.csv', fulfilment);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.split('\n')[0]).toBe(
      '"id","paid_at","status","store","email","customer_name","street","postal_code","city","country","items","lines","total","currency","carrier","tracking_number"',
    );
    const rows = rowsOf(res.body);
    expect(rows.map((r) => r.id)).toEqual(asWritten([sven, ada]));
    const total = (await api.db.query<{ total: number }>('SELECT total FROM shop_order WHERE id = $1', [ada])).rows[0]!.total;
    expect(rows[1]).toMatchObject({
      status: 'in_production',
      email: 'ada@example.com',
      customer_name: 'Ada Lovelace',
      street: 'Hauptstraße 1',
      postal_code: '10115',
      city: 'Berlin',
      country: 'DE',
      items: '1',
      lines: expect.stringMatching(/^1 × Heart Poster \([^)]+\), \d+x\d+$/),
      total: (Number(total) / 100).toFixed(2),
      currency: 'EUR',
    });
    expect(new Date(rows[1]!.paid_at!).toISOString()).toBe(rows[1]!.paid_at);
  });

  it('applies the order list filters, and refuses a bad one with a 400 as the list does', async () => {
    expect(rowsOf((await get('/api/admin/orders.csv?country=se')).body).map((r) => r.id)).toEqual(asWritten([sven]));
    expect(rowsOf((await get('/api/admin/orders.csv?status=in_production')).body).map((r) => r.id)).toEqual(asWritten([ada]));
    expect(rowsOf((await get('/api/admin/orders.csv?to=2020-01-01')).body)).toEqual([]);
    const bad = await get('/api/admin/orders.csv?status=lost');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('"status"');
  });

  it('quotes a cell a spreadsheet would run as a formula', async () => {
    const names = ['=HYPERLINK("http://evil.example")', '+1+1', '-2+3', '@SUM(A1)'];
    const ids: string[] = [];
    for (const [i, name] of names.entries())
      ids.push(await copyOrder(ada, `formula-${i}`, { customer_name: name, email: 'formula@example.com' }, -10 - i));
    // An id the shop drew may start with "-": no column is exempt, so it is defused as any cell.
    const dashed = await copyOrder(ada, '-dashed-id', { customer_name: 'Dash', email: 'formula@example.com' }, -20);
    const rows = rowsOf((await get('/api/admin/orders.csv?q=formula%40example')).body);
    const byId = new Map(rows.map((r) => [r.id, r.customer_name]));
    expect(ids.map((id) => byId.get(id))).toEqual(names.map((n) => `'${n}`));
    expect(byId.get(`'${dashed}`)).toBe('Dash');
    expect(rows.every((r) => !/^[=+\-@]/.test(r.email!))).toBe(true);
  });

  it('exports the audit record to admins with who, what, before and after', async () => {
    const res = await get('/api/admin/audit.csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = rowsOf(res.body);
    const move = rows.find((r) => r.target === `order:${ada}`);
    expect(move).toMatchObject({ staff: 'sandbox-admin', role: 'admin', action: expect.stringMatching(/^order\./) });
    expect(move!.request_id).not.toBe('');
    expect(JSON.parse(move!.after!)).toBeTypeOf('object');
  });

  it('answers 401 without a staff session, 403 to an artist and to a role without the ability', async () => {
    for (const url of ['/api/admin/orders.csv', '/api/admin/audit.csv']) {
      const stranger = await api.app.inject({ method: 'GET', url });
      expect(stranger.statusCode).toBe(401);
      expect(stranger.json().message).toBeTruthy();
      const artist = await logIn(api.app, 'sandbox-artist-1');
      expect((await api.app.inject({ method: 'GET', url, headers: { cookie: artist.cookie } })).statusCode).toBe(403);
    }
    expect((await get('/api/admin/audit.csv', fulfilment)).statusCode).toBe(403);
    expect((await get('/api/admin/orders.csv', await staffSession(api.app, 'sandbox-reviewer'))).statusCode).toBe(403);
  });

  it(`streams a long export: ${MANY} orders leave while the database is still to hand over the second batch`, async () => {
    // Copies of a paid order, made in SQL so that the test spends its time on the export.
    await api.db.query(
      `INSERT INTO shop_order
       SELECT (jsonb_populate_record(o, jsonb_build_object(
         'id', 'bulk-' || lpad(g::text, 6, '0'), 'status_token', NULL, 'email', 'bulk' || g || '@example.com',
         'completed_at', o.completed_at - g * interval '1 second'))).*
       FROM shop_order o, generate_series(1, $2::int) g WHERE o.id = $1`,
      [sven, MANY],
    );
    const expected = Number(
      (await api.db.query<{ n: number }>('SELECT count(*) AS n FROM shop_order WHERE completed_at IS NOT NULL')).rows[0]!.n,
    );
    expect(expected).toBeGreaterThan(3 * CSV_EXPORT_BATCH);

    // The export's batches after the first wait for the test's word.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let batchesAsked = 0;
    const query = api.db.query.bind(api.db);
    const spy = vi.spyOn(api.db, 'query').mockImplementation((async (sql: string, params?: readonly unknown[]) => {
      if (/FROM shop_order o/.test(sql) && /LIMIT/.test(sql) && !/OFFSET/.test(sql)) {
        batchesAsked += 1;
        if (batchesAsked > 1) await held;
      }
      return query(sql, params);
    }) as typeof api.db.query);
    try {
      const res = await api.app.inject({
        method: 'GET',
        url: '/api/admin/orders.csv',
        headers: { cookie: admin.cookie },
        payloadAsStream: true,
      });
      expect(res.statusCode).toBe(200);
      const chunks: Buffer[] = [];
      const reading = res.stream()[Symbol.asyncIterator]();
      // Were the whole export gathered before replying, this first chunk would never come.
      const first = await reading.next();
      // The second batch (if asked yet) is held: at most the first batch's rows can be in the reply.
      expect(first.done).toBe(false);
      expect(batchesAsked).toBeLessThanOrEqual(2);
      chunks.push(first.value as Buffer);
      release();
      for (let next = await reading.next(); !next.done; next = await reading.next()) chunks.push(next.value as Buffer);
      const rows = rowsOf(Buffer.concat(chunks).toString('utf8'));
      expect(rows).toHaveLength(expected);
      expect(new Set(rows.map((r) => r.id)).size).toBe(expected);
      const times = rows.map((r) => Date.parse(r.paid_at!));
      expect(times.every((t, i) => i === 0 || times[i - 1]! >= t)).toBe(true);
      expect(batchesAsked).toBe(Math.floor(expected / CSV_EXPORT_BATCH) + 1);
    } finally {
      release();
      spy.mockRestore();
    }
  }, 120_000);
});
