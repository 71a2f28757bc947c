/**
 * The back office's product management (docs/rules/catalogue-management.md): the catalogue role and admins
 * may use /api/admin/catalogue, fulfilment and reviewers get 403 before their body is read; a poster
 * is created as a draft at the standard prices, priced with an override in SEK, published (then
 * listed, found and in the sitemap in the Swedish and German stores), hidden (gone everywhere,
 * its URL as an unlisted product's); a changed slug keeps the old one; an artist's poster is refused;
 * stock is set and counted; every change leaves an audit row with before and after. Runs on
 * PostgreSQL too when TEST_DATABASE_URL is set.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { AdminProduct, AdminProductList, AuditList, LowStockList } from '../../src/adapters/http/contract/index';
import { apiForSuite, databaseTargets } from './harness';
import { staffSession } from './staff-session';
import { newPoster } from '../builders/catalogue-poster';

type Who = { cookie: string; csrf: string };
const decoded = <A>(codec: { decode: (u: unknown) => { _tag: string } }, body: string): A => {
  const r = codec.decode(JSON.parse(body)) as { _tag: 'Right'; right: A } | { _tag: 'Left' };
  if (r._tag === 'Left') throw new Error(`answer does not decode: ${body.slice(0, 300)}`);
  return r.right;
};

describe.each(databaseTargets)('catalogue management on %s', (_, postgresUrl) => {
  const api = apiForSuite(postgresUrl ? { postgresUrl } : {});
  const as: Record<string, Who> = {};
  beforeAll(async () => {
    for (const s of ['admin', 'catalogue', 'fulfilment', 'reviewer']) as[s] = await staffSession(api.app, `sandbox-${s}`);
  });
  const call = (who: Who | null, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
    api.app.inject({
      method,
      url,
      headers: who ? { cookie: who.cookie, 'x-csrf-token': who.csrf } : {},
      ...(payload ? { payload } : {}),
    });
  const product = async (res: { statusCode: number; body: string }, status = 200) => {
    expect(res.statusCode, res.body).toBe(status);
    return decoded<AdminProduct>(AdminProduct, res.body);
  };
  const lastAudit = async (action: string) =>
    decoded<AuditList>(AuditList, (await call(as.admin!, 'GET', '/api/admin/audit')).body).find((e) => e.action === action);
  const bySlug = (slug: string, store: string) => api.app.inject(`/api/product-by-slug/${slug}?store=${store}`);
  const sitemap = async (store: string) => (await api.app.inject(`/sitemaps/${store}.xml`)).body;
  const searchIds = async (words: string, store: string) =>
    (
      (await api.app.inject(`/api/search?query=${encodeURIComponent(words)}&store=${store}`)).json() as {
        items: { id: number }[];
      }
    ).items.map((p) => p.id);
  const cartPrice = async (store: string, product_id: number, variation_id: number) => {
    const res = await api.app.inject({
      method: 'POST',
      url: `/api/cart/price?store=${store}`,
      payload: {
        lines: [{ uuid: 'a', product_id, variation_id, quantity: 1, margin: false, black_and_white: false }],
        coupons: [],
        gift_cards: [],
      },
    });
    return res;
  };

  describe('access', () => {
    const routes: [string, string, object?][] = [
      ['GET', '/api/admin/catalogue/products'],
      ['POST', '/api/admin/catalogue/products', newPoster('ACC-1', 'acc-one')],
      ['GET', '/api/admin/catalogue/products/1'],
      ['PATCH', '/api/admin/catalogue/products/1', { portrait: false }],
      ['POST', '/api/admin/catalogue/products/1/status', { move: 'hide' }],
      ['PUT', '/api/admin/catalogue/products/1/prices', { sizes: [] }],
      ['PUT', '/api/admin/catalogue/products/1/stock', { variations: [] }],
      ['GET', '/api/admin/catalogue/low-stock'],
      ['GET', '/api/admin/catalogue/standard-prices'],
      ['GET', '/api/admin/catalogue/products.csv'],
    ];
    it.each(['fulfilment', 'reviewer'])('refuses a %s session with 403 on every route, before the body', async (role) => {
      for (const [method, url, body] of routes) {
        const res = await call(as[role]!, method as 'GET', url, body ?? (method === 'GET' ? undefined : { nonsense: true }));
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().message).toMatch(new RegExp(`The ${role} role may not do this`));
      }
    });

    it('asks for a session (401), and lets the catalogue role and admins list', async () => {
      expect((await call(null, 'GET', '/api/admin/catalogue/products')).statusCode).toBe(401);
      for (const role of ['catalogue', 'admin']) {
        const res = await call(as[role]!, 'GET', '/api/admin/catalogue/products?type=1');
        expect(res.statusCode, res.body).toBe(200);
        expect(Number(res.headers['x-total-count'])).toBeGreaterThan(0);
        expect(decoded<AdminProductList>(AdminProductList, res.body).every((p) => p.type === 1)).toBe(true);
      }
    });

    it('names the catalogue role in the session, with its one ability', async () => {
      const me = (await call(as.catalogue!, 'GET', '/api/admin/session')).json() as { role: string; abilities: string[] };
      expect(me).toMatchObject({ role: 'catalogue', abilities: ['catalogue'] });
    });
  });

  describe('a poster from draft to sale and back', () => {
    let poster: AdminProduct;
    beforeAll(async () => {
      poster = await product(
        await call(as.catalogue!, 'POST', '/api/admin/catalogue/products', newPoster('HARBOUR-1', 'blue-harbour')),
      );
    });

    it('is a draft at the standard prices, its description sanitised, audited with no before', async () => {
      expect(poster).toMatchObject({
        sku: 'HARBOUR-1',
        type: 1,
        status: 'draft',
        editable: true,
        metadata: { pp: true, disable_bw: false },
      });
      expect(poster.texts.find((t) => t.language === 'en')!.description).toBe('<p>Blue <b>harbour</b></p>');
      const big = poster.variations.find((v) => v.size === '50x70')!;
      expect(big.prices.find((p) => p.currency === 'EUR')).toEqual({ currency: 'EUR', amount: 2990, fixed: false });
      // 29.90 EUR at 11.4 SEK is 340.86: the nice price ends in 9.
      expect(big.prices.find((p) => p.currency === 'SEK')).toEqual({ currency: 'SEK', amount: 33900, fixed: false });
      expect(await lastAudit('product.create')).toMatchObject({
        staff: 'sandbox-catalogue',
        target: `product:${poster.id}`,
        before: null,
      });
      expect((await bySlug('blue-harbour', 'de')).statusCode).toBe(404);
    });

    it('refuses an SKU or a slug in use, and a text without a name, with nothing written', async () => {
      const again = await call(as.catalogue!, 'POST', '/api/admin/catalogue/products', newPoster('HARBOUR-1', 'other-slug'));
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('The SKU HARBOUR-1 is in use already.');
      const slug = await call(as.catalogue!, 'POST', '/api/admin/catalogue/products', newPoster('HARBOUR-2', 'blue-harbour'));
      expect(slug.statusCode).toBe(409);
      expect(slug.json().message).toBe('The slug "blue-harbour" is another product\'s in en.');
      const bad = newPoster('HARBOUR-3', 'harbour-three');
      bad.texts[1]!.name = ' ';
      const nameless = await call(as.catalogue!, 'POST', '/api/admin/catalogue/products', bad);
      expect(nameless.statusCode).toBe(400);
      expect(nameless.json().message).toMatch(/sv text needs a name/);
      expect((await api.db.query(`SELECT 1 FROM product WHERE sku IN ('HARBOUR-2', 'HARBOUR-3')`)).rows).toHaveLength(0);
    });

    it('takes a SEK override the SEK store charges, while other currencies keep the nice price', async () => {
      const priced = await product(
        await call(as.catalogue!, 'PUT', `/api/admin/catalogue/products/${poster.id}/prices`, {
          sizes: [{ size: '50x70', eur: 3490, currencies: { SEK: 29900 } }],
        }),
      );
      const big = priced.variations.find((v) => v.size === '50x70')!;
      expect(big.prices.find((p) => p.currency === 'SEK')).toEqual({ currency: 'SEK', amount: 29900, fixed: true });
      expect(big.prices.find((p) => p.currency === 'EUR')).toEqual({ currency: 'EUR', amount: 3490, fixed: true });
      expect(big.prices.find((p) => p.currency === 'DKK')).toEqual({ currency: 'DKK', amount: 25900, fixed: true });
      const audit = await lastAudit('product.prices');
      expect(audit?.before).toMatchObject({ id: poster.id });
      expect(JSON.stringify(audit?.after)).toContain('29900');
      poster = priced;
    });

    it('refuses a price in a currency the shop does not sell in, or of zero', async () => {
      for (const currencies of [{ XYZ: 100 }, { SEK: 0 }]) {
        const res = await call(as.catalogue!, 'PUT', `/api/admin/catalogue/products/${poster.id}/prices`, {
          sizes: [{ size: '50x70', eur: 3490, currencies }],
        });
        expect(res.statusCode, JSON.stringify(currencies)).toBe(400);
      }
    });

    it('once published is listed in the Swedish and German stores, found, in both sitemaps and sold at its SEK price', async () => {
      const published = await product(
        await call(as.catalogue!, 'POST', `/api/admin/catalogue/products/${poster.id}/status`, { move: 'publish' }),
      );
      expect(published.status).toBe('forSale');
      expect((await bySlug('blue-harbour-sv', 'se')).statusCode).toBe(200);
      const de = await bySlug('blue-harbour-de', 'de');
      expect(de.statusCode).toBe(200);
      expect(de.json()).toMatchObject({ name: 'Hafen HARBOUR-1' });
      expect(await searchIds('Hamnen', 'se')).toContain(poster.id);
      expect(await searchIds('Hafen', 'de')).toContain(poster.id);
      expect(await sitemap('se')).toContain('blue-harbour-sv');
      expect(await sitemap('de')).toContain('blue-harbour-de');
      const big = poster.variations.find((v) => v.size === '50x70')!;
      const sek = await cartPrice('se', poster.id, big.id);
      expect(sek.statusCode, sek.body).toBe(200);
      expect(JSON.stringify(sek.json())).toContain('29900');
      expect((await lastAudit('product.status'))?.after).toMatchObject({ status: 'forSale' });
    });

    it('keeps a changed slug, which still finds the product', async () => {
      const changed = await product(
        await call(as.catalogue!, 'PATCH', `/api/admin/catalogue/products/${poster.id}`, {
          texts: [{ language: 'de', name: 'Hafen am Morgen', slug: 'hafen-am-morgen', description: '<p>Morgens</p>' }],
        }),
      );
      expect(changed.texts.find((t) => t.language === 'de')).toMatchObject({ slug: 'hafen-am-morgen' });
      expect(changed.texts.find((t) => t.language === 'sv')).toMatchObject({ slug: 'blue-harbour-sv' });
      const history = await api.db.query(
        `SELECT target_id FROM slug_history WHERE kind = 'product' AND old_slug = 'blue-harbour-de'`,
      );
      expect(history.rows).toEqual([{ target_id: poster.id }]);
      const old = await bySlug('blue-harbour-de', 'de');
      expect(old.statusCode).toBe(200);
      expect(old.json()).toMatchObject({ slug: 'hafen-am-morgen' });
      expect(await sitemap('de')).toContain('hafen-am-morgen');
    });

    it('once hidden is gone from the stores, search and the sitemaps, and its URL answers 404', async () => {
      const hidden = await product(
        await call(as.catalogue!, 'POST', `/api/admin/catalogue/products/${poster.id}/status`, { move: 'hide' }),
      );
      expect(hidden.status).toBe('hidden');
      expect((await bySlug('blue-harbour-sv', 'se')).statusCode).toBe(404);
      expect((await bySlug('hafen-am-morgen', 'de')).statusCode).toBe(404);
      expect((await api.app.inject(`/api/products/${poster.id}`)).statusCode).toBe(404);
      expect(await searchIds('Hamnen', 'se')).not.toContain(poster.id);
      expect(await sitemap('se')).not.toContain('blue-harbour-sv');
      expect(await sitemap('de')).not.toContain('hafen-am-morgen');
      const big = poster.variations.find((v) => v.size === '50x70')!;
      expect((await cartPrice('se', poster.id, big.id)).statusCode).toBe(400);
    });

    it('archives, leaves the default list, and is hidden again before it can be published', async () => {
      await product(await call(as.catalogue!, 'POST', `/api/admin/catalogue/products/${poster.id}/status`, { move: 'archive' }));
      const list = decoded<AdminProductList>(
        AdminProductList,
        (await call(as.catalogue!, 'GET', '/api/admin/catalogue/products?q=HARBOUR-1')).body,
      );
      expect(list).toEqual([]);
      const archived = decoded<AdminProductList>(
        AdminProductList,
        (await call(as.catalogue!, 'GET', '/api/admin/catalogue/products?q=HARBOUR-1&status=archived')).body,
      );
      expect(archived.map((p) => p.id)).toEqual([poster.id]);
      const publish = await call(as.catalogue!, 'POST', `/api/admin/catalogue/products/${poster.id}/status`, { move: 'publish' });
      expect(publish.statusCode).toBe(409);
      expect(publish.json().message).toMatch(/archived product is hidden again/);
    });
  });

  describe('the search and the rules around it', () => {
    it('finds by name, SKU, artist and category, with the storefront thumbnail', async () => {
      const { rows } = await api.db.query<{ id: number; sku: string; alias: string; name: string; category_id: number }>(
        `SELECT p.id, p.sku, a.alias, i.name, pc.category_id FROM product p JOIN artist a ON a.id = p.artist_id
         JOIN product_i18n i ON i.product_id = p.id AND i.language = 'en' JOIN product_category pc ON pc.product_id = p.id
         WHERE p.status = 4 ORDER BY p.id LIMIT 1`,
      );
      const p = rows[0]!;
      const list = async (qs: string) =>
        decoded<AdminProductList>(
          AdminProductList,
          (await call(as.catalogue!, 'GET', `/api/admin/catalogue/products?${qs}`)).body,
        );
      const byName = await list(`q=${encodeURIComponent(p.name)}`);
      expect(byName.map((x) => x.id)).toContain(p.id);
      const found = byName.find((x) => x.id === p.id)!;
      const thumb = (
        await api.db.query<{ url: string }>(`SELECT url FROM product_image WHERE product_id = $1 AND type = 'thumb'`, [p.id])
      ).rows[0];
      expect(found.thumb).toBe(thumb?.url ?? null);
      expect(found.artist).toBe(p.alias);
      expect((await list(`sku=${p.sku}`)).map((x) => x.id)).toContain(p.id);
      expect((await list(`artist=${encodeURIComponent(p.alias)}&category=${p.category_id}`)).map((x) => x.id)).toContain(p.id);
      expect((await list('status=forSale&type=2')).every((x) => x.type === 2 && x.status === 'forSale')).toBe(true);
      expect((await call(as.catalogue!, 'GET', '/api/admin/catalogue/products?status=nonsense')).statusCode).toBe(400);
    });

    it("refuses every change of an artist's poster with 409 and says who changes it", async () => {
      const id = (await api.db.query<{ id: number }>('SELECT id FROM product WHERE artist_id IS NOT NULL ORDER BY id LIMIT 1'))
        .rows[0]!.id;
      for (const [method, url, body] of [
        ['PATCH', `/api/admin/catalogue/products/${id}`, { portrait: false }],
        ['POST', `/api/admin/catalogue/products/${id}/status`, { move: 'hide' }],
        ['PUT', `/api/admin/catalogue/products/${id}/prices`, { sizes: [{ size: '50x70', eur: 100 }] }],
      ] as const) {
        const res = await call(as.admin!, method, url, body);
        expect(res.statusCode, url).toBe(409);
        expect(res.json().message).toMatch(/artist.*moderation/);
      }
      expect(
        decoded<AdminProduct>(AdminProduct, (await call(as.admin!, 'GET', `/api/admin/catalogue/products/${id}`)).body).editable,
      ).toBe(false);
    });

    it('sets a frame out of stock and counts another, which the low-stock list shows', async () => {
      const frame = (
        await api.db.query<{ id: number }>('SELECT id FROM product WHERE type = 2 AND artist_id IS NULL ORDER BY id LIMIT 1')
      ).rows[0]!.id;
      const before = await product(await call(as.catalogue!, 'GET', `/api/admin/catalogue/products/${frame}`));
      const [a, b] = before.variations;
      const after = await product(
        await call(as.catalogue!, 'PUT', `/api/admin/catalogue/products/${frame}/stock`, {
          variations: [
            { id: a!.id, in_stock: false },
            { id: b!.id, count: 3 },
          ],
        }),
      );
      expect(after.variations.find((v) => v.id === a!.id)).toMatchObject({ stock: 0, counted: true });
      expect(after.variations.find((v) => v.id === b!.id)).toMatchObject({ stock: 3, counted: true });
      const low = decoded<LowStockList>(LowStockList, (await call(as.catalogue!, 'GET', '/api/admin/catalogue/low-stock')).body);
      expect(low.filter((l) => l.product_id === frame).map((l) => l.stock)).toEqual([0, 3]);
      const listed = (await api.app.inject(`/api/products/${frame}`)).json() as {
        variations: { id: number; stock: { instock: boolean } }[];
      };
      expect(listed.variations.find((v) => v.id === a!.id)?.stock.instock).toBe(false);
      const negative = await call(as.catalogue!, 'PUT', `/api/admin/catalogue/products/${frame}/stock`, {
        variations: [{ id: b!.id, count: -1 }],
      });
      expect(negative.statusCode).toBe(400);
      const foreign = await call(as.catalogue!, 'PUT', `/api/admin/catalogue/products/${frame}/stock`, {
        variations: [{ id: 1, count: 1 }],
      });
      expect(foreign.statusCode).toBe(400);
    });
  });
});
