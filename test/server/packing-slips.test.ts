/**
 * Packing slips (docs/rules/back-office.md#print-files-and-packing): what a slip lists of an order, its PDF's
 * text read back (the shopper's name in any script, the address, the posters' options and frames), and
 * the order's and the day's slips over HTTP with their abilities.
 */
import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { PRODUCT_TYPE } from '../../src/domain/product/model';
import { packingSlipOf, hasParcel, lineText } from '../../server/backoffice/packing-slip';
import { packingSlipsPdf } from '../../server/backoffice/packing-slip.pdf';
import type { OrderRecord, OrderLineRecord } from '../../server/backoffice/order-records.port';
import { apiForSuite } from './harness';
import { staffSession } from './staff-session';
import { payForHeart } from './paid-order';

const line = (over: Partial<OrderLineRecord>): OrderLineRecord => ({
  uuid: 'u',
  product_id: 1,
  variation_id: 1,
  type: PRODUCT_TYPE.poster,
  name: 'Old Harbour',
  variation_name: '30x40',
  sku: 'OH-3040',
  margin: null,
  black_and_white: null,
  quantity: 1,
  unit_price: 1000,
  line_total: 1000,
  template: null,
  ...over,
});

const order = (lines: OrderLineRecord[], over: Partial<OrderRecord> = {}): OrderRecord => ({
  id: 'ord-1',
  store: 'pl',
  currency: 'PLN',
  provider: 'sandbox',
  provider_ref: null,
  email: 'l@example.com',
  country: 'PL',
  customer_name: 'Łukasz Żółć',
  street_address: 'ulica Świętojańska 5',
  postal_code: '81-368',
  city: 'Gdynia',
  subtotal: 0,
  discount_total: 0,
  gift_card_total: 0,
  total: 0,
  coupons: [],
  lines,
  ...over,
});

const PAID = new Date('2026-12-01T10:00:00Z');

const bytesOf = async (stream: AsyncIterable<Buffer>): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c);
  return Buffer.concat(chunks);
};

const pdfText = async (pdf: NodeJS.ReadableStream | Buffer): Promise<string> => {
  const bytes = Buffer.isBuffer(pdf) ? pdf : await bytesOf(pdf as AsyncIterable<Buffer>);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;
};

describe('a packing slip', () => {
  const mixed = order([
    line({ margin: true, black_and_white: true }),
    line({ type: PRODUCT_TYPE.frame, name: 'Oak frame', sku: 'FR-OAK-3040' }),
    line({ type: PRODUCT_TYPE.giftCard, name: 'Gift card', sku: 'GC', variation_name: '500' }),
    line({ name: 'Night Sky', sku: 'NS-5070', variation_name: '50x70', quantity: 2 }),
    line({ type: PRODUCT_TYPE.frame, name: 'Black frame', sku: 'FR-BL-5070', quantity: 2 }),
    line({ name: 'Refunded One', sku: 'RF' }),
  ]);

  it('lists the posters with their options and frame, the frames to pick, and no gift card or refunded line', () => {
    const slip = packingSlipOf(mixed, PAID, (p) => p === 5);
    expect(slip.posters).toEqual([
      {
        line: 1,
        quantity: 1,
        name: 'Old Harbour',
        sku: 'OH-3040',
        size: '30x40',
        margin: true,
        blackAndWhite: true,
        frame: 'Oak frame (FR-OAK-3040)',
      },
      {
        line: 4,
        quantity: 2,
        name: 'Night Sky',
        sku: 'NS-5070',
        size: '50x70',
        margin: false,
        blackAndWhite: false,
        frame: 'Black frame (FR-BL-5070)',
      },
    ]);
    expect(slip.frames.map((f) => [f.line, f.name, f.quantity])).toEqual([
      [2, 'Oak frame', 1],
      [5, 'Black frame', 2],
    ]);
    expect(slip.others).toEqual([]);
    expect(slip.address).toEqual({
      name: 'Łukasz Żółć',
      street: 'ulica Świętojańska 5',
      postal_code: '81-368',
      city: 'Gdynia',
      country: 'PL',
    });
  });

  it('drops a refunded frame from the poster it framed and from the frames to pick', () => {
    const slip = packingSlipOf(mixed, PAID, (p) => p === 1);
    expect(slip.posters[0]!.frame).toBeNull();
    expect(slip.frames.map((f) => f.name)).toEqual(['Black frame']);
  });

  it('has no parcel for an order of gift cards only, or one refunded in full', () => {
    const cards = order([line({ type: PRODUCT_TYPE.giftCard, name: 'Gift card' })]);
    expect(hasParcel(packingSlipOf(cards, PAID, () => false))).toBe(false);
    expect(hasParcel(packingSlipOf(mixed, PAID, () => true))).toBe(false);
    expect(hasParcel(packingSlipOf(mixed, PAID, () => false))).toBe(true);
  });

  it('writes a line for a spreadsheet with its size and the options chosen', () => {
    expect(lineText(line({ margin: true, black_and_white: true }))).toBe(
      '1 × Old Harbour (OH-3040), 30x40, white margin, black and white',
    );
    expect(lineText(line({ margin: false }))).toBe('1 × Old Harbour (OH-3040), 30x40');
  });

  it('prints as a PDF whose text names the address as written, the posters’ options and the frames', async () => {
    const text = await pdfText(await packingSlipsPdf([packingSlipOf(mixed, PAID, () => false)], PAID));
    for (const words of [
      'Packing slip · order ord-1',
      'Łukasz Żółć',
      'ulica Świętojańska 5',
      '81-368 Gdynia',
      '1 × Old Harbour (OH-3040) — line 1',
      '30x40 · white margin · black and white · in frame Oak frame (FR-OAK-3040)',
      'Frames to pick',
      '2 × Black frame (FR-BL-5070), 30x40 — line 5',
    ])
      expect(text).toContain(words);
    expect(text).not.toContain('Gift card');
  });

  it('prints Cyrillic and Greek names too, a page for each slip', async () => {
    const slips = [
      packingSlipOf(order([line({})], { id: 'a', customer_name: 'Пётр Иванов' }), PAID, () => false),
      packingSlipOf(order([line({})], { id: 'b', customer_name: 'Ελένη Παππά' }), PAID, () => false),
    ];
    const stream = await packingSlipsPdf(slips, PAID);
    const bytes = await bytesOf(stream as AsyncIterable<Buffer>);
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    expect(pdf.numPages).toBe(2);
    const text = await pdfText(bytes);
    expect(text).toContain('Пётр Иванов');
    expect(text).toContain('Ελένη Παππά');
  });
});

describe('packing slips over HTTP', () => {
  const api = apiForSuite();

  it('hands an order’s slip and the day’s slips to fulfilment as PDFs naming the address; 404 and 400 as for the ZIPs', async () => {
    const fulfilment = await staffSession(api.app, 'sandbox-fulfilment');
    const id = await payForHeart(api.app, api.db, { name: 'Ada Lovelace', email: 'ada@example.com', country: 'DE' });
    const get = (url: string, who = fulfilment) => api.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });
    const one = await get(`/api/admin/orders/${id}/packing-slip.pdf`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.headers['content-type']).toBe('application/pdf');
    expect(one.headers['content-disposition']).toBe(`attachment; filename="packing-slip-${id}.pdf"`);
    const text = await pdfText(one.rawPayload);
    expect(text).toContain(`order ${id}`);
    expect(text).toContain('Ada Lovelace');
    expect(text).toContain('Berlin');
    expect(text).toMatch(/1 × Heart Poster \(.+\) — line 1/);

    const today = new Date().toISOString().slice(0, 10);
    const day = await get(`/api/admin/packing-slips/${today}.pdf`);
    expect(day.statusCode).toBe(200);
    expect(day.headers['content-disposition']).toBe(`attachment; filename="packing-slips-${today}.pdf"`);
    expect(await pdfText(day.rawPayload)).toContain(`order ${id}`);
    expect((await get('/api/admin/packing-slips/2020-01-01.pdf')).statusCode).toBe(404);
    expect((await get(`/api/admin/packing-slips/${today}.zip`)).statusCode).toBe(400);
    expect((await get('/api/admin/orders/no-such-order-0000/packing-slip.pdf')).statusCode).toBe(404);
    const reviewer = await staffSession(api.app, 'sandbox-reviewer');
    expect((await get(`/api/admin/orders/${id}/packing-slip.pdf`, reviewer)).statusCode).toBe(403);
  }, 120_000);
});
