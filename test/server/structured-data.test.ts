import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/db.port';
import { startSeededShop } from '../builders/seeded-shop';

/**
 * JSON-LD in server-rendered pages (docs/rules/product-pages.md#head-and-structured-data; Google's rich-result rules): BreadcrumbList on
 * category, tag and product pages, ItemList on listings, Organization and WebSite on the start
 * page, Person on artist pages. Runs against the built bundles.
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

type Ld = Record<string, unknown> & { '@type': string };
const jsonLdOf = async (url: string): Promise<Ld[]> => {
  const res = await app.inject(url);
  expect(res.statusCode).toBe(200);
  return [...res.body.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Ld,
  );
};
const ofType = (lds: Ld[], type: string) => lds.filter((l) => l['@type'] === type);
const items = (ld: Ld) =>
  ld.itemListElement as { '@type': string; position: number; name?: string; item?: string; url?: string }[];
const expectListItems = (ld: Ld) => {
  expect(ld['@context']).toBe('https://schema.org');
  items(ld).forEach((it, i) => {
    expect(it['@type']).toBe('ListItem');
    expect(it.position).toBe(i + 1);
  });
};

describe('structured data', () => {
  it('start page: Organization, WebSite with a SearchAction and the best sellers as an ItemList', async () => {
    const lds = await jsonLdOf('/de');
    expect(ofType(lds, 'Organization')[0]).toMatchObject({ name: 'Atelier Posters', url: 'http://shop.test/de' });
    expect(ofType(lds, 'WebSite')[0]).toMatchObject({ url: 'http://shop.test/de', inLanguage: 'de-DE' });
    // The sitelinks search box: the store's own search page, its query parameter the template's slot.
    expect(ofType(lds, 'WebSite')[0]!.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: 'http://shop.test/de/suche?query={search_term_string}' },
      'query-input': 'required name=search_term_string',
    });
    const searched = await app.inject('/de/suche?query=poster');
    expect(searched.statusCode).toBe(200);
    const list = ofType(lds, 'ItemList')[0]!;
    expectListItems(list);
    expect(items(list).length).toBeGreaterThan(0);
    for (const it of items(list)) expect(it.url).toMatch(/^http:\/\/shop\.test\/de\/produkt\/[^/]+$/);
  });

  it('category page: a BreadcrumbList from home through the hierarchy, and its products as an ItemList', async () => {
    const cat = (
      await db.query<{ slug: string; parent: string }>(
        `SELECT ci.slug, pi.slug AS parent FROM category c JOIN category_i18n ci ON ci.category_id = c.id AND ci.language = 'en'
         JOIN category_i18n pi ON pi.category_id = c.parent_id AND pi.language = 'en'
        WHERE NOT c.dynamic AND EXISTS (SELECT 1 FROM product_category pc WHERE pc.category_id = c.id) ORDER BY c.id LIMIT 1`,
      )
    ).rows[0]!;
    const url = `/product-category/${cat.parent}/${cat.slug}`;
    const lds = await jsonLdOf(url);
    const crumbs = ofType(lds, 'BreadcrumbList')[0]!;
    expectListItems(crumbs);
    expect(items(crumbs).map((i) => i.item)).toEqual([
      'http://shop.test/',
      `http://shop.test/product-category/${cat.parent}`,
      `http://shop.test${url}`,
    ]);
    const list = ofType(lds, 'ItemList')[0]!;
    expectListItems(list);
    expect(items(list).length).toBeGreaterThan(0);
  });

  it('product page: Product first, then a BreadcrumbList ending at the product', async () => {
    const p = (
      await db.query<{ slug: string; name: string }>(
        `SELECT i.slug, i.name FROM product p JOIN product_i18n i ON i.product_id = p.id AND i.language = 'en'
        WHERE p.type = 1 AND p.status = 4 ORDER BY p.id LIMIT 1`,
      )
    ).rows[0]!;
    const lds = await jsonLdOf(`/product/${p.slug}`);
    expect(lds[0]!['@type']).toBe('Product');
    const crumbs = items(ofType(lds, 'BreadcrumbList')[0]!);
    expect(crumbs.length).toBeGreaterThan(2);
    expect(crumbs.at(-1)).toMatchObject({ name: p.name, item: `http://shop.test/product/${p.slug}` });
  });

  it('tag page: BreadcrumbList and ItemList', async () => {
    const tag = (
      await db.query<{ slug: string }>(
        `SELECT ti.slug FROM tag_i18n ti JOIN product_tag pt ON pt.tag_id = ti.tag_id WHERE ti.language = 'en' ORDER BY ti.tag_id LIMIT 1`,
      )
    ).rows[0]!;
    const lds = await jsonLdOf(`/product-tag/${tag.slug}`);
    expect(ofType(lds, 'BreadcrumbList')).toHaveLength(1);
    expect(items(ofType(lds, 'ItemList')[0]!).length).toBeGreaterThan(0);
  });

  it('artist page: a Person with the artist name and page URL', async () => {
    const artist = (
      await db.query<{ slug: string; alias: string }>(
        `SELECT slug, alias FROM artist WHERE alias <> '' AND selling_enabled ORDER BY id LIMIT 1`,
      )
    ).rows[0]!;
    const lds = await jsonLdOf(`/artists/${artist.slug}`);
    expect(ofType(lds, 'Person')[0]).toMatchObject({ name: artist.alias, url: `http://shop.test/artists/${artist.slug}` });
  });
});
