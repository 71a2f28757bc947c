import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { startApi } from './harness';
import { STORES } from '../../src/domain/stores/stores';

/**
 * Search engines (docs/rules/catalogue.md#search "SEO"): robots.txt names the sitemap index; the index names one
 * sitemap per store; a store's sitemap lists its products with images, categories, tags,
 * artists and content pages, each with hreflang alternates and a lastmod from the catalogue.
 */
let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api?.close();
});

const parseXml = (body: string): Document => {
  const doc = new JSDOM(body, { contentType: 'application/xml' }).window.document;
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
};
const locs = (doc: Document) => [...doc.getElementsByTagName('loc')].map((l) => l.textContent);

describe('robots.txt and sitemaps', () => {
  it('robots.txt allows the shop, keeps checkout out and names the sitemap index', async () => {
    const res = await api.app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/^User-agent: \*$/m);
    expect(res.body).toMatch(/^Disallow: \/checkout$/m);
    expect(res.body).toMatch(/^Sitemap: http:\/\/shop\.test\/sitemap\.xml$/m);
  });

  it('the sitemap index names one sitemap per store, with a lastmod', async () => {
    const doc = parseXml((await api.app.inject('/sitemap.xml')).body);
    expect(locs(doc)).toEqual(STORES.map((s) => `http://shop.test/sitemaps/${s.code}.xml`));
    expect(doc.getElementsByTagName('lastmod')[0]?.textContent).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('a store sitemap lists products with their image and hreflang alternates, in the store language', async () => {
    const product = (
      await api.db.query<{ id: number; de: string; en: string; changed: Date }>(
        `SELECT p.id, de.slug AS de, en.slug AS en, p.updated_at AS changed FROM product p
         JOIN product_i18n de ON de.product_id = p.id AND de.language = 'de'
         JOIN product_i18n en ON en.product_id = p.id AND en.language = 'en'
        WHERE p.type = 1 AND p.status = 4 ORDER BY p.id LIMIT 1`,
      )
    ).rows[0]!;
    const res = await api.app.inject('/sitemaps/de.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const doc = parseXml(res.body);
    const url = [...doc.getElementsByTagName('url')].find(
      (u) => u.getElementsByTagName('loc')[0]?.textContent === `http://shop.test/de/produkt/${product.de}`,
    );
    expect(url).toBeDefined();
    const links = [...url!.getElementsByTagName('xhtml:link')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]);
    expect(links).toContainEqual(['x-default', `http://shop.test/product/${product.en}`]);
    expect(links).toContainEqual(['de-AT', `http://shop.test/at/produkt/${product.de}`]);
    expect(links).toHaveLength(STORES.length + 1);
    expect(url!.getElementsByTagName('lastmod')[0]?.textContent).toBe(new Date(product.changed).toISOString().slice(0, 10));
    expect(url!.getElementsByTagName('image:loc')[0]?.textContent).toMatch(/^http:\/\/shop\.test\/media\//);
  });

  it('never dates a change in the future: lastmod is when the product last changed, not its planned creation date', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const { rows } = await api.db.query<{ id: number }>(
      "UPDATE product SET created_at = now() + interval '40 days', updated_at = '2025-03-04T10:00:00Z' WHERE id = (SELECT min(id) FROM product WHERE type = 1 AND status = 4) RETURNING id",
    );
    const dates = async (url: string) =>
      [...parseXml((await api.app.inject(url)).body).getElementsByTagName('lastmod')].map((l) => l.textContent!);
    const all = [
      ...(await dates('/sitemap.xml')),
      ...(await dates('/sitemaps/de.xml')),
      ...(await dates(`/sitemaps/${STORES[0]!.code}.xml`)),
    ];
    expect(all.length).toBeGreaterThan(100);
    expect(all.filter((d) => d > today)).toEqual([]);
    expect(all).toContain('2025-03-04');
    expect(rows).toHaveLength(1);
  });

  it('a store sitemap also lists the start page, categories, tags, artists and content pages', async () => {
    const urls = locs(parseXml((await api.app.inject('/sitemaps/fr.xml')).body));
    expect(urls).toContain('http://shop.test/fr');
    expect(urls.some((u) => u!.startsWith('http://shop.test/fr/categorie-produit/'))).toBe(true);
    expect(urls.some((u) => u!.startsWith('http://shop.test/fr/etiquette-produit/'))).toBe(true);
    expect(urls.some((u) => /^http:\/\/shop\.test\/fr\/artists\/[^/]+$/.test(u!))).toBe(true);
    const about = (
      await api.db.query<{ slug: string }>(
        `SELECT i.slug FROM page p JOIN page_i18n i ON i.page_id = p.id AND i.language = 'fr' WHERE p.key <> 'start' LIMIT 1`,
      )
    ).rows[0]!;
    expect(urls).toContain(`http://shop.test/fr/${about.slug}`);
    expect(urls.every((u) => !u!.includes('/checkout'))).toBe(true);
  });

  it('a product no longer for sale leaves the sitemap at once', async () => {
    const p = (
      await api.db.query<{ id: number; slug: string }>(
        `SELECT p.id, i.slug FROM product p JOIN product_i18n i ON i.product_id = p.id AND i.language = 'en'
        WHERE p.status = 4 ORDER BY p.id DESC LIMIT 1`,
      )
    ).rows[0]!;
    expect((await api.app.inject('/sitemaps/int.xml')).body).toContain(`/product/${p.slug}<`);
    await api.db.query('UPDATE product SET status = 1 WHERE id = $1', [p.id]);
    expect((await api.app.inject('/sitemaps/int.xml')).body).not.toContain(`/product/${p.slug}<`);
  });

  it('an unknown store sitemap is a 404 with a clear message', async () => {
    const res = await api.app.inject('/sitemaps/xx.xml');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});
