/**
 * Orders and fulfilment: paid orders listed newest first in pages of 50 with filters
 * and X-Total-Count, read with lines, address, payment, print files and history, moved along the
 * lifecycle (409 with the reason for a move the rule refuses, 400 for a tracking number the
 * carrier would not issue), and the print files handed out one by one and as one streamed ZIP.
 * Runs on PostgreSQL too when TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import yauzl from 'yauzl';
import sharp from 'sharp';
import { parse } from 'csv-parse/sync';
import { AdminOrder, AdminOrderList, ApiError, AuditList } from '../../src/adapters/http/contract/index';
import type { Db } from '../../server/db/db.port';
import { startApi, databaseTargets } from './harness';
import { staffSession } from './staff-session';
import { payForHeart, type Customer } from './paid-order';

const decoded = <A>(codec: { decode: (u: unknown) => { _tag: string } }, body: string): A => {
  const r = codec.decode(JSON.parse(body)) as { _tag: 'Right'; right: A } | { _tag: 'Left' };
  if (r._tag === 'Left') throw new Error(`answer does not decode: ${body.slice(0, 300)}`);
  return r.right;
};

const zipEntries = (bytes: Buffer): Promise<{ name: string; size: number; data: Buffer }[]> =>
  new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (e, zip) => {
      if (e || !zip) return reject(e);
      const found: { name: string; size: number; data: Buffer }[] = [];
      zip.on('entry', (entry: yauzl.Entry) =>
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            found.push({ name: entry.fileName, size: entry.uncompressedSize, data: Buffer.concat(chunks) });
            zip.readEntry();
          });
        }),
      );
      zip.on('end', () => resolve(found));
      zip.on('error', reject);
      zip.readEntry();
    });
  });

describe.each(databaseTargets)('the order desk on %s', (_, postgresUrl) => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let staff: { cookie: string; csrf: string };
  beforeAll(async () => {
    ({ app, db, close } = await startApi(postgresUrl ? { postgresUrl } : {}));
    staff = await staffSession(app, 'sandbox-fulfilment');
  });
  afterAll(async () => close?.());

  const as = (extra: Record<string, string> = {}) => ({ cookie: staff.cookie, 'x-csrf-token': staff.csrf, ...extra });

  const paidOrder = (customer: Customer) => payForHeart(app, db, customer);

  const list = async (query = '') => {
    const res = await app.inject({ method: 'GET', url: `/api/admin/orders${query}`, headers: as() });
    expect(res.statusCode, res.body).toBe(200);
    return { orders: decoded<AdminOrderList>(AdminOrderList, res.body), total: Number(res.headers['x-total-count']) };
  };
  const fulfil = (id: string, payload: unknown) =>
    app.inject({ method: 'POST', url: `/api/admin/orders/${id}/fulfilment`, headers: as(), payload: payload as object });

  let ada: string;
  let sven: string;
  beforeAll(async () => {
    ada = await paidOrder({ name: 'Ada Lovelace', email: 'ada@example.com', country: 'DE' });
    sven = await paidOrder({ name: 'Sven Nilsson', email: 'sven@example.se', country: 'SE' });
  });

  it('lists paid orders newest first with the total count, and never an unpaid one', async () => {
    const unpaid = await app.inject({
      method: 'POST',
      url: '/api/sandbox-checkout/order',
      payload: { cart: [], coupons: [], campaign_data: {} },
    });
    const { orders, total } = await list();
    expect(orders.map((o) => o.id).slice(0, 2)).toEqual([sven, ada]);
    expect(total).toBe(orders.length);
    if (unpaid.statusCode === 200) expect(orders.map((o) => o.id)).not.toContain(unpaid.json().id);
    expect(orders[0]).toMatchObject({ status: 'paid', customer_name: 'Sven Nilsson', country: 'SE', currency: 'EUR', items: 1 });
  });

  it.each([
    ['?country=se', ['sven']],
    ['?q=LOVELACE', ['ada']],
    ['?q=sven%40example', ['sven']],
    ['?q=100%25', []],
  ])('filters by %s', async (query, who) => {
    const ids = (await list(query)).orders.map((o) => o.id);
    expect(ids).toEqual(who.map((w) => (w === 'ada' ? ada : sven)));
  });

  it('filters by order id, status and date range', async () => {
    expect((await list(`?q=${ada.slice(2, 12)}`)).orders.map((o) => o.id)).toEqual([ada]);
    expect((await list('?status=shipped')).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`?from=${today}&to=${today}`)).total).toBe(2);
    expect((await list('?to=2020-01-01')).total).toBe(0);
  });

  it.each([
    ['?status=lost', 'status'],
    ['?from=2026-02-30', 'from'],
    ['?country=DEU', 'country'],
    ['?page=0', 'page'],
  ])('refuses %s with a 400 naming the parameter', async (query, name) => {
    const res = await app.inject({ method: 'GET', url: `/api/admin/orders${query}`, headers: as() });
    expect(res.statusCode).toBe(400);
    expect(decoded<ApiError>(ApiError, res.body).message).toContain(`"${name}"`);
  });

  it('shows an order with its lines, address, payment, print files and the moves it allows', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/admin/orders/${ada}`, headers: as() });
    const order = decoded<AdminOrder>(AdminOrder, res.body);
    expect(order.summary).toMatchObject({ id: ada, status: 'paid', email: 'ada@example.com' });
    expect(order.lines).toEqual([expect.objectContaining({ name: 'Heart Poster', personalised: true, quantity: 1 })]);
    expect(order.lines[0]!.preview).toBe(`/api/admin/orders/${ada}/print-files/0.jpg`);
    expect(order.lines[0]).toMatchObject({ type: 1, margin: false, black_and_white: false, frame: null });
    expect(order.address).toMatchObject({ name: 'Ada Lovelace', city: 'Berlin', country: 'DE' });
    expect(order.payment).toMatchObject({ method: expect.any(String), amount: order.summary.total });
    expect(order.print_files).toEqual([expect.objectContaining({ file: '0.jpg', dpi: 300 })]);
    expect(order.print_job).toMatchObject({ status: 'done' });
    expect(order.moves).toEqual(['startProduction', 'cancel']);
    expect(order.shipment).toBeNull();
  });

  it('answers 404 for an order that is not paid or does not exist', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/admin/orders/no-such-order-0000', headers: as() });
    expect(res.statusCode).toBe(404);
  });

  /** The name a print file of the order's first line has in a ZIP: order, line from 1, SKU and size. */
  const firstFileName = async (id: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/admin/orders/${id}`, headers: as() });
    const [line] = decoded<AdminOrder>(AdminOrder, res.body).lines;
    return `${id}-1-${line!.sku}-${line!.variation_name}.jpg`.replace(/[^A-Za-z0-9_.-]+/g, '-');
  };
  const manifestOf = (entries: { name: string; data: Buffer }[]) =>
    parse(entries.find((e) => e.name === 'manifest.csv')!.data, { columns: true }) as Record<string, string>[];

  it('hands out a print file as stored, and all of them as a ZIP whose entries are the manifest and the files', async () => {
    const file = await app.inject({ method: 'GET', url: `/api/admin/orders/${ada}/print-files/0.jpg`, headers: as() });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(file.rawPayload).metadata()).density).toBe(300);
    const zip = await app.inject({ method: 'GET', url: `/api/admin/orders/${ada}/print-files.zip`, headers: as() });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const entries = await zipEntries(zip.rawPayload);
    const name = await firstFileName(ada);
    expect(entries.map((e) => e.name)).toEqual(['manifest.csv', name]);
    expect(entries[1]!.data.equals(file.rawPayload)).toBe(true);
    expect(manifestOf(entries)).toEqual([
      {
        order: ada,
        line: '1',
        product: 'Heart Poster',
        sku: expect.any(String),
        size: expect.stringMatching(/^\d+x\d+$/),
        margin: 'no',
        black_and_white: 'no',
        frame: '',
        quantity: '1',
        file: name,
        effective_dpi: '300',
      },
    ]);
    // The drawing the JPEG was rasterised from, for reading its text back; under the same ability.
    const drawing = await app.inject({ method: 'GET', url: `/api/admin/orders/${ada}/print-files/0.svg`, headers: as() });
    expect(drawing.statusCode).toBe(200);
    expect(drawing.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(drawing.body).toMatch(/^<svg [^>]*data-template="heart"/);
    for (const bad of ['1.jpg', '1.svg', '0.png', '..%2F..%2Fsecret']) {
      const res = await app.inject({ method: 'GET', url: `/api/admin/orders/${ada}/print-files/${bad}`, headers: as() });
      expect(res.statusCode).toBe(404);
    }
  });

  it("hands out the day's batch: every paid order's print files in one streamed ZIP", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const zip = await app.inject({ method: 'GET', url: `/api/admin/print-batches/${today}.zip`, headers: as() });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['x-robots-tag']).toBe('noindex, nofollow');
    const entries = await zipEntries(zip.rawPayload);
    const files = [await firstFileName(ada), await firstFileName(sven)];
    expect(entries.map((e) => e.name)).toEqual(['manifest.csv', ...files]);
    expect(manifestOf(entries).map((r) => [r.order, r.file])).toEqual([
      [ada, files[0]],
      [sven, files[1]],
    ]);
    const none = await app.inject({ method: 'GET', url: '/api/admin/print-batches/2020-01-01.zip', headers: as() });
    expect(none.statusCode).toBe(404);
    const bad = await app.inject({ method: 'GET', url: '/api/admin/print-batches/yesterday.zip', headers: as() });
    expect(bad.statusCode).toBe(400);
  });

  it('moves an order into production, then ships it with a DHL number, keeping the history', async () => {
    expect((await fulfil(ada, { action: 'startProduction' })).statusCode).toBe(200);
    const shipped = await fulfil(ada, { action: 'ship', carrier: 'dhl', tracking_number: '0034 0434 1610 9404 2557' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const order = decoded<AdminOrder>(AdminOrder, shipped.body);
    expect(order.summary.status).toBe('shipped');
    expect(order.shipment).toMatchObject({
      carrier: 'dhl',
      tracking_number: '00340434161094042557',
      tracking_url: 'https://www.dhl.com/track?tracking-id=00340434161094042557',
    });
    expect(order.history.map((h) => [h.status, h.note, h.staff])).toEqual([
      ['in_production', '', 'sandbox-fulfilment'],
      ['shipped', 'DHL 00340434161094042557', 'sandbox-fulfilment'],
    ]);
    expect((await list('?status=shipped')).orders.map((o) => o.id)).toEqual([ada]);
  });

  it('records every move in the audit, with who, before, after and the request id, for admins to read', async () => {
    const admin = await staffSession(app, 'sandbox-admin');
    const res = await app.inject({ method: 'GET', url: '/api/admin/audit', headers: { cookie: admin.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const records = decoded<AuditList>(AuditList, res.body).filter((r) => r.target === `order:${ada}`);
    expect(records.map((r) => r.action)).toEqual(['order.ship', 'order.startProduction']);
    expect(records[0]).toMatchObject({
      staff: 'sandbox-fulfilment',
      role: 'fulfilment',
      before: { status: 'in_production', carrier: null },
      after: { status: 'shipped', carrier: 'dhl', tracking_number: '00340434161094042557' },
      request_id: expect.stringMatching(/.+/),
    });
    expect((await app.inject({ method: 'GET', url: '/api/admin/audit', headers: as() })).statusCode).toBe(403);
  });

  it('names the member of staff in the history and the audit record, as their sign-in gave the name', async () => {
    const order = decoded<AdminOrder>(
      AdminOrder,
      (await app.inject({ method: 'GET', url: `/api/admin/orders/${ada}`, headers: as() })).body,
    );
    expect(order.history.map((h) => [h.staff, h.staff_name])).toEqual([
      ['sandbox-fulfilment', 'Paul Weber'],
      ['sandbox-fulfilment', 'Paul Weber'],
    ]);
    const admin = await staffSession(app, 'sandbox-admin');
    const audit = decoded<AuditList>(
      AuditList,
      (await app.inject({ method: 'GET', url: '/api/admin/audit', headers: { cookie: admin.cookie } })).body,
    ).filter((r) => r.target === `order:${ada}`);
    expect(audit.map((r) => [r.staff, r.staff_name])).toEqual([
      ['sandbox-fulfilment', 'Paul Weber'],
      ['sandbox-fulfilment', 'Paul Weber'],
    ]);
    // Signed out, the name stays known.
    await app.inject({ method: 'POST', url: '/api/admin/session/logout', headers: as() });
    staff = await staffSession(app, 'sandbox-fulfilment');
    const again = decoded<AdminOrder>(
      AdminOrder,
      (await app.inject({ method: 'GET', url: `/api/admin/orders/${ada}`, headers: as() })).body,
    );
    expect(again.history[0]!.staff_name).toBe('Paul Weber');
  });

  it('answers 409 with the reason for a move the lifecycle refuses, and changes nothing', async () => {
    const res = await fulfil(sven, { action: 'ship', carrier: 'dhl', tracking_number: '00340434161094042557' });
    expect(res.statusCode).toBe(409);
    expect(decoded<ApiError>(ApiError, res.body).message).toMatch(/only when it is in production; it is paid/);
    const again = await fulfil(ada, { action: 'startProduction' });
    expect(again.statusCode).toBe(409);
    const order = decoded<AdminOrder>(
      AdminOrder,
      (await app.inject({ method: 'GET', url: `/api/admin/orders/${sven}`, headers: as() })).body,
    );
    expect(order.summary.status).toBe('paid');
    expect(order.history).toEqual([]);
  });

  it('answers 400 for a tracking number the carrier would not issue, an unknown carrier or action', async () => {
    await fulfil(sven, { action: 'startProduction' });
    for (const payload of [
      { action: 'ship', carrier: 'dhl', tracking_number: '1Z999AA10123456784' },
      { action: 'ship', carrier: 'pigeon', tracking_number: '00340434161094042557' },
      { action: 'teleport' },
    ]) {
      const res = await fulfil(sven, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(decoded<ApiError>(ApiError, res.body).message.length).toBeGreaterThan(10);
    }
    const order = decoded<AdminOrder>(
      AdminOrder,
      (await app.inject({ method: 'GET', url: `/api/admin/orders/${sven}`, headers: as() })).body,
    );
    expect(order.summary.status).toBe('in_production');
  });

  it('ships with GLS (a carrier added beside the first four) and e-mails the GLS tracking link', async () => {
    const shipped = await fulfil(sven, { action: 'ship', carrier: 'gls', tracking_number: '1234 5678 901' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(decoded<AdminOrder>(AdminOrder, shipped.body).shipment).toMatchObject({
      carrier: 'gls',
      tracking_number: '12345678901',
      tracking_url: 'https://gls-group.com/EU/en/parcel-tracking?match=12345678901',
    });
    const mail = await db.query<{ text_body: string }>(
      `SELECT text_body FROM mail_outbox WHERE order_id = $1 AND kind = 'shipping_notice'`,
      [sven],
    );
    expect(mail.rows.map((r) => r.text_body)).toEqual([
      expect.stringContaining('https://gls-group.com/EU/en/parcel-tracking?match=12345678901'),
    ]);
  });

  it("corrects a shipped order's tracking number: audited, in the history, the shopper e-mailed again, nothing else moved", async () => {
    const before = decoded<AdminOrder>(
      AdminOrder,
      (await app.inject({ method: 'GET', url: `/api/admin/orders/${ada}`, headers: as() })).body,
    );
    const wrong = await fulfil(ada, { action: 'correctTracking', carrier: 'dpd', tracking_number: '12345' });
    expect(wrong.statusCode).toBe(400);
    const res = await fulfil(ada, { action: 'correctTracking', carrier: 'dpd', tracking_number: '0944 5440 0001 23' });
    expect(res.statusCode, res.body).toBe(200);
    const order = decoded<AdminOrder>(AdminOrder, res.body);
    expect(order.summary.status).toBe('shipped');
    expect(order.shipment).toEqual({
      carrier: 'dpd',
      tracking_number: '09445440000123',
      tracking_url: 'https://tracking.dpd.de/status/en_US/parcel/09445440000123',
      shipped_at: before.shipment!.shipped_at,
    });
    expect(order.history.at(-1)).toMatchObject({ status: 'shipped', note: 'DPD 09445440000123', staff: 'sandbox-fulfilment' });
    const admin = await staffSession(app, 'sandbox-admin');
    const audit = decoded<AuditList>(
      AuditList,
      (await app.inject({ method: 'GET', url: '/api/admin/audit', headers: { cookie: admin.cookie } })).body,
    ).filter((r) => r.target === `order:${ada}`);
    expect(audit[0]).toMatchObject({
      action: 'order.correctTracking',
      before: { status: 'shipped', carrier: 'dhl', tracking_number: '00340434161094042557' },
      after: { status: 'shipped', carrier: 'dpd', tracking_number: '09445440000123' },
    });
    const mail = await db.query<{ text_body: string }>(
      `SELECT text_body FROM mail_outbox WHERE order_id = $1 AND kind = 'shipping_notice'`,
      [ada],
    );
    expect(mail.rows).toHaveLength(1);
    expect(mail.rows[0]!.text_body).toContain('09445440000123');
    expect(mail.rows[0]!.text_body).not.toContain('00340434161094042557');
  });

  it("corrects to another carrier with its https tracking link, which the shopper's e-mail and status page follow", async () => {
    for (const tracking_url of [undefined, 'http://parcels.example.com/AB12345678', 'javascript:alert(1)']) {
      const res = await fulfil(ada, { action: 'correctTracking', carrier: 'other', tracking_number: 'AB12345678', tracking_url });
      expect(res.statusCode, String(tracking_url)).toBe(400);
      expect(decoded<ApiError>(ApiError, res.body).message).toMatch(/https:\/\//);
    }
    const res = await fulfil(ada, {
      action: 'correctTracking',
      carrier: 'other',
      tracking_number: 'ab 1234 5678',
      tracking_url: 'https://www.parcels.example.com/t?id=AB12345678',
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = decoded<AdminOrder>(AdminOrder, res.body);
    expect(order.shipment).toMatchObject({
      carrier: 'other',
      tracking_number: 'AB12345678',
      tracking_url: 'https://www.parcels.example.com/t?id=AB12345678',
    });
    expect(order.history.at(-1)?.note).toBe('parcels.example.com AB12345678');
    const mail = (
      await db.query<{ text_body: string }>(
        `SELECT text_body FROM mail_outbox WHERE order_id = $1 AND kind = 'shipping_notice'`,
        [ada],
      )
    ).rows[0]!.text_body;
    expect(mail).toContain('parcels.example.com');
    expect(mail).toContain('https://www.parcels.example.com/t?id=AB12345678');
    // Back to a known carrier, the link is dropped with it.
    const back = await fulfil(ada, { action: 'correctTracking', carrier: 'dhl', tracking_number: '00340434161094042557' });
    expect(decoded<AdminOrder>(AdminOrder, back.body).shipment?.tracking_url).toBe(
      'https://www.dhl.com/track?tracking-id=00340434161094042557',
    );
  });

  it('corrects a tracking number only while the order is shipped', async () => {
    expect((await fulfil(ada, { action: 'deliver' })).statusCode).toBe(200);
    const res = await fulfil(ada, { action: 'correctTracking', carrier: 'dhl', tracking_number: '00340434161094042557' });
    expect(res.statusCode).toBe(409);
    expect(decoded<ApiError>(ApiError, res.body).message).toBe(
      "Only a shipped order's tracking number can be corrected; it is delivered.",
    );
  });
});
