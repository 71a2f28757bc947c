/**
 * The back office's product management beyond single edits (docs/rules/catalogue-management.md#images,
 * #prices, #csv): a poster's master makes the storefront's images in the background and prints
 * the poster's order; the standard price list re-prices every variation that follows it and
 * leaves a product's own prices alone; the products CSV goes out and comes back, and a bad row is
 * refused with its line number and nothing written.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { AdminProduct, ImportAnswer, StandardPriceList } from '../../src/adapters/http/contract/index';
import { apiForSuite } from './harness';
import { staffSession } from './staff-session';
import { payInSandbox } from './paid-order';
import { cartLine, variationOf } from '../builders/cart-line';
import { jpeg } from '../builders/images';
import { newPoster } from '../builders/catalogue-poster';

type Who = { cookie: string; csrf: string };
const decoded = <A>(codec: { decode: (u: unknown) => { _tag: string } }, body: string): A => {
  const r = codec.decode(JSON.parse(body)) as { _tag: 'Right'; right: A } | { _tag: 'Left' };
  if (r._tag === 'Left') throw new Error(`answer does not decode: ${body.slice(0, 300)}`);
  return r.right;
};

describe('catalogue images, standard prices and the products CSV', () => {
  const api = apiForSuite();
  let staff: Who;
  beforeAll(async () => {
    staff = await staffSession(api.app, 'sandbox-catalogue');
  });
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, body?: object | string | Buffer, type?: string) =>
    api.app.inject({
      method,
      url,
      headers: { cookie: staff.cookie, 'x-csrf-token': staff.csrf, ...(type ? { 'content-type': type } : {}) },
      ...(body === undefined ? {} : { payload: body }),
    });
  const product = async (res: { statusCode: number; body: string }) => {
    expect(res.statusCode, res.body).toBe(200);
    return decoded<AdminProduct>(AdminProduct, res.body);
  };
  const priceOf = async (sku: string, size: string, currency: string) => (await variationOf(api.db, sku, size, currency)).amount;

  describe('a master image', () => {
    let poster: AdminProduct;
    beforeAll(async () => {
      poster = await product(await send('POST', '/api/admin/catalogue/products', newPoster('MASTER-1', 'master-one')));
    });

    it('refuses what is not a JPEG, and a frame', async () => {
      const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#000' } })
        .png()
        .toBuffer();
      expect((await send('POST', `/api/admin/catalogue/products/${poster.id}/image`, png, 'image/jpeg')).statusCode).toBe(415);
      expect((await send('POST', `/api/admin/catalogue/products/${poster.id}/image`, { a: 1 })).statusCode).toBe(400);
      const frame = (await api.db.query<{ id: number }>('SELECT id FROM product WHERE type = 2 ORDER BY id LIMIT 1')).rows[0]!.id;
      const res = await send('POST', `/api/admin/catalogue/products/${frame}/image`, await jpeg(800, 1000), 'image/jpeg');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/posters only/);
    });

    it('is kept private and makes every storefront image type in the background, with progress', async () => {
      const queued = await product(
        await send('POST', `/api/admin/catalogue/products/${poster.id}/image`, await jpeg(1200, 1600), 'image/jpeg'),
      );
      expect(queued.image_job).toMatchObject({ total: 6 });
      await api.app.catalogueImages.idle();
      const done = await product(await send('GET', `/api/admin/catalogue/products/${poster.id}`));
      expect(done.image_job).toEqual({ done: 6, total: 6, state: 'ready' });
      expect(done.images.map((i) => i.type).sort()).toEqual(
        ['bw_margin', 'bw_no_margin', 'featured', 'gallery', 'gallery_thumb', 'margin', 'no_margin', 'thumb'].sort(),
      );
      const thumb = done.images.find((i) => i.type === 'thumb')!;
      expect(thumb.height).toBe(480);
      const served = await api.app.inject(thumb.url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const master = (
        await api.db.query<{ master: string }>('SELECT master FROM catalogue_image_job WHERE product_id = $1', [poster.id])
      ).rows[0]!.master;
      expect(master).toMatch(/^catalogue-masters\//);
      expect(await api.media.get(master)).not.toBeNull();
      expect((await api.app.inject(`/${master}`)).statusCode).toBe(404);
      expect((await api.app.inject(`/catalogue-media/${master}`)).statusCode).toBe(404);
      expect((await api.app.inject('/api/admin/audit')).statusCode).toBe(401);
    });

    it("prints the poster's order from its master", async () => {
      await product(await send('POST', `/api/admin/catalogue/products/${poster.id}/status`, { move: 'publish' }));
      const line = await variationOf(api.db, 'MASTER-1', '30x40');
      const created = await api.app.inject({
        method: 'POST',
        url: '/api/sandbox-checkout/order',
        payload: { cart: [cartLine(line, { margin: false, black_and_white: false })], coupons: [], campaign_data: {} },
      });
      expect(created.statusCode, created.body).toBe(200);
      const id = (created.json() as { id: string }).id;
      expect((await payInSandbox(api.app, id, { country: 'DE' })).statusCode).toBeLessThan(400);
      await api.app.printQueue.idle();
      const job = (
        await api.db.query<{ status: string; last_error: string | null }>(
          'SELECT status, last_error FROM print_job WHERE order_id = $1',
          [id],
        )
      ).rows[0];
      expect(job).toEqual({ status: 'done', last_error: null });
      const file = (await api.db.query<{ media_key: string }>('SELECT media_key FROM print_file WHERE order_id = $1', [id]))
        .rows[0]!;
      // The master is one colour (the builder's #c96f56): the print is that colour, not the demo's drawing.
      const { data } = await sharp((await api.media.get(file.media_key))!)
        .resize(1, 1)
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect(Math.abs(data[0]! - 0xc9)).toBeLessThan(8);
      expect(Math.abs(data[1]! - 0x6f)).toBeLessThan(8);
    });
  });

  describe('the standard price list', () => {
    it('shows each currency nice price, re-prices what follows the list and keeps a product its own', async () => {
      const list = decoded<StandardPriceList>(
        StandardPriceList,
        (await send('GET', '/api/admin/catalogue/standard-prices')).body,
      );
      const big = list.find((l) => l.type === 1 && l.size === '50x70')!;
      expect(big.eur).toBe(2990);
      expect(big.currencies.find((c) => c.currency === 'SEK')).toEqual({
        currency: 'SEK',
        nice: 33900,
        amount: null,
        overridden: false,
      });

      const own = await product(await send('POST', '/api/admin/catalogue/products', newPoster('OWN-PRICE', 'own-price')));
      await product(
        await send('PUT', `/api/admin/catalogue/products/${own.id}/prices`, { sizes: [{ size: '50x70', eur: 4490 }] }),
      );
      const follower = await product(await send('POST', '/api/admin/catalogue/products', newPoster('FOLLOWS', 'follows-list')));
      expect(follower.variations.find((v) => v.size === '50x70')!.prices.find((p) => p.currency === 'EUR')!.amount).toBe(2990);

      const changed = await send('PUT', '/api/admin/catalogue/standard-prices', {
        type: 1,
        sizes: [{ size: '50x70', eur: 3290, currencies: { SEK: 36000 } }],
      });
      expect(changed.statusCode, changed.body).toBe(200);
      const after = decoded<StandardPriceList>(StandardPriceList, changed.body).find((l) => l.type === 1 && l.size === '50x70')!;
      expect(after.eur).toBe(3290);
      expect(after.currencies.find((c) => c.currency === 'SEK')).toEqual({
        currency: 'SEK',
        nice: 37900,
        amount: 36000,
        overridden: true,
      });
      expect(await priceOf('FOLLOWS', '50x70', 'EUR')).toBe(3290);
      expect(await priceOf('FOLLOWS', '50x70', 'SEK')).toBe(36000);
      // 32.90 EUR at 1.08 is 35.53 USD: the nice price 35.90.
      expect(await priceOf('FOLLOWS', '50x70', 'USD')).toBe(3590);
      expect(await priceOf('FOLLOWS', '30x40', 'EUR')).toBe(1990);
      expect(await priceOf('OWN-PRICE', '50x70', 'EUR')).toBe(4490);
      const audit = (await api.db.query<{ action: string }>(`SELECT action FROM staff_audit WHERE action = 'prices.standard'`))
        .rows;
      expect(audit).toHaveLength(1);
    });
  });

  describe('the products CSV', () => {
    const HEADER = 'sku,type,status,name,size,stock,EUR,SEK';

    it('exports one row per variation with its prices in major units', async () => {
      const res = await send('GET', '/api/admin/catalogue/products.csv');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      const lines = res.body.trim().split('\n');
      expect(lines[0]).toBe(
        '"sku","type","status","name","size","stock","EUR","USD","GBP","CHF","SEK","DKK","NOK","PLN","CZK","HUF","RON"',
      );
      expect(lines.find((l) => l.startsWith('"FOLLOWS","poster","draft","Harbour FOLLOWS","50x70","in","32.90"'))).toBeDefined();
      const rows = (await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM variation')).rows[0]!.n;
      expect(lines).toHaveLength(rows + 1);
    });

    it('imports new and known products, their prices, stock and status in one go', async () => {
      const csv = [
        HEADER,
        'CSV-NEW,poster,forSale,Imported Harbour,50x70,in,39.90,',
        'CSV-NEW,poster,forSale,Imported Harbour,30x40,12,24.90,259',
        'FOLLOWS,,hidden,,50x70,0,31.00,300',
      ].join('\n');
      const res = await send('POST', '/api/admin/catalogue/products.csv', csv, 'text/csv');
      expect(res.statusCode, res.body).toBe(200);
      expect(decoded<ImportAnswer>(ImportAnswer, res.body)).toEqual({ products: 2, prices: 3 });
      expect(await priceOf('CSV-NEW', '50x70', 'EUR')).toBe(3990);
      // 39.90 EUR at 11.4 is 454.86 SEK: the nice price 459.
      expect(await priceOf('CSV-NEW', '50x70', 'SEK')).toBe(45900);
      expect(await priceOf('CSV-NEW', '30x40', 'SEK')).toBe(25900);
      expect(await priceOf('FOLLOWS', '50x70', 'SEK')).toBe(30000);
      const state = await api.db.query<{ sku: string; status: number; stock: number; slug: string }>(
        `SELECT p.sku, p.status, v.stock, i.slug FROM product p JOIN variation v ON v.product_id = p.id
         JOIN attribute_option o ON o.id = v.option_id AND o.name = '30x40' JOIN product_i18n i ON i.product_id = p.id AND i.language = 'en'
         WHERE p.sku IN ('CSV-NEW', 'FOLLOWS') ORDER BY p.sku`,
      );
      expect(state.rows).toEqual([
        { sku: 'CSV-NEW', status: 4, stock: 12, slug: 'imported-harbour' },
        { sku: 'FOLLOWS', status: 6, stock: 1_000_000, slug: 'follows-list' },
      ]);
      expect((await api.app.inject('/api/product-by-slug/imported-harbour?store=int')).statusCode).toBe(200);
      expect((await api.db.query(`SELECT 1 FROM staff_audit WHERE action = 'products.import'`)).rows).toHaveLength(1);
    });

    it.each([
      ['a price that is no amount', 'CSV-BAD,poster,,Bad one,50x70,,29.9.0,', 4, /EUR price "29.9.0"/],
      ['an unknown size', 'CSV-BAD,poster,,Bad one,99x99,,29.90,', 4, /no size "99x99"/],
      ['a new product of a type made elsewhere', 'CSV-BAD,giftCard,,Bad one,50x70,,29.90,', 4, /poster or frame/],
      ['a negative stock', 'FOLLOWS,,,,50x70,-3,,', 4, /stock "-3"/],
      ['a status it cannot set', 'FOLLOWS,,inReview,,50x70,,,', 4, /status "inReview"/],
    ])('refuses %s with its line number and writes nothing', async (_, bad, line, message) => {
      const before = await send('GET', '/api/admin/catalogue/products.csv');
      const csv = [HEADER, 'CSV-GOOD,poster,,Good one,50x70,,29.90,', 'FOLLOWS,,,,50x70,7,,', bad].join('\n');
      const res = await send('POST', '/api/admin/catalogue/products.csv', csv, 'text/csv');
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toMatch(new RegExp(`^Line ${line}: `));
      expect(res.json().message).toMatch(message);
      expect((await api.db.query(`SELECT 1 FROM product WHERE sku IN ('CSV-GOOD', 'CSV-BAD')`)).rows).toEqual([]);
      expect((await send('GET', '/api/admin/catalogue/products.csv')).body).toBe(before.body);
    });

    it("refuses an artist's poster in the file, and a file without its columns", async () => {
      const sku = (await api.db.query<{ sku: string }>('SELECT sku FROM product WHERE artist_id IS NOT NULL ORDER BY id LIMIT 1'))
        .rows[0]!.sku;
      const res = await send(
        'POST',
        '/api/admin/catalogue/products.csv',
        [HEADER, `${sku},,,,50x70,,19.90,`].join('\n'),
        'text/csv',
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toMatch(/^Line 2: This is an artist's poster/);
      const headless = await send('POST', '/api/admin/catalogue/products.csv', 'name,EUR\nX,1.00', 'text/csv');
      expect(headless.statusCode).toBe(422);
      expect(headless.json().message).toBe('Line 1: the header needs the columns sku, size.');
    });
  });
});
