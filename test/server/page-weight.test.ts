import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../../server/db/db.port';
import { pageScriptsOf } from '../../server/ssr/document';
import { startSeededShop } from '../builders/seeded-shop';

/**
 * The weight of server-rendered pages (docs/architecture.md#performance-budgets: ≤ 60 KB of
 * product-page HTML), rendered by the real app against the built bundles (`npm run build` runs
 * before the tests): the message catalogue travels as a hashed, cached asset of its own, never
 * inside the page.
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

const bootOf = (html: string) =>
  JSON.parse(/<script id="__SHOP_DATA__" type="application\/json"[^>]*>(.*?)<\/script>/s.exec(html)![1]!) as Record<
    string,
    unknown
  >;

describe('the message catalogue of a page', () => {
  it('is linked as a hashed asset the browser fetches once and keeps, not embedded in the page', async () => {
    const page = await app.inject('/de');
    // The page's loader preloads it with the page's scripts (server/ssr/document.ts).
    const [url] = pageScriptsOf(page.body)?.fetch ?? [];
    expect(url, 'the German catalogue in the loader').toMatch(/^\/assets\/messages-de-[\w-]+\.json$/);
    expect(bootOf(page.body).messages).toBe(url);
    // Message ids appear in the page only as data of the catalogue: none is left in the HTML.
    expect(page.body).not.toContain('"product.addToCart"');

    const asset = await app.inject({ url: url!, headers: { 'accept-encoding': 'br' } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toContain('immutable');
    const plain = await app.inject(url!);
    const compiled = JSON.parse(readFileSync(path.resolve('src/ui/i18n/compiled/de.json'), 'utf8')) as Record<string, unknown>;
    expect(plain.json()).toEqual(compiled);
  });

  it("is the catalogue the server formatted the page with, for each store's language", async () => {
    for (const [prefix, language] of [
      ['', 'en'],
      ['/fr', 'fr'],
      ['/pl', 'pl'],
    ] as const) {
      const page = await app.inject(prefix || '/');
      const url = bootOf(page.body).messages as string;
      expect(url).toMatch(new RegExp(`^/assets/messages-${language}-[\\w-]+\\.json$`));
      const messages = (await app.inject(url)).json() as Record<string, { type: number; value?: string }[]>;
      // The newsletter's button label, as the page shows it (React escapes the apostrophe).
      const label = messages['newsletter.submit']!.map((part) => part.value ?? '')
        .join('')
        .replaceAll("'", '&#x27;');
      expect(page.body.includes(`data-testid="newsletter-submit">${label}</button>`), `${language}: "${label}"`).toBe(true);
    }
  });
});

/**
 * Budgets of uncompressed HTML per page kind. A single product's page has the architecture's (docs/architecture.md#performance-budgets) 60 KB. A
 * gallery wall's page carries a configurator (sizes, frames with swatches and prices) for each of
 * its posters (docs/rules/product-pages.md#wall-bundles wall bundle), so the wall with the most posters has a budget of its own.
 * The others hold today's figures with a little room, so a page that starts embedding more than
 * it renders fails here rather than on a phone.
 */
const KB = 1024;
const PRODUCT_BUDGET_KB = 60;
const WALL_BUDGET_KB = 76;
const BUDGETS_KB = { start: 115, category: 90, checkout: 30 } as const;
const kbOf = (html: string) => Math.round((Buffer.byteLength(html) / KB) * 10) / 10;

/** One product of each single kind a shopper opens (docs/rules/shop-wide.md#layout): poster, personalised poster, frame, gift card. */
const singleProducts = async () =>
  (
    await db.query<{ type: number; slug: string }>(
      `SELECT DISTINCT ON (p.type, (p.metadata->>'template') IS NULL) p.type, i.slug FROM product p
     JOIN product_i18n i ON i.product_id = p.id AND i.language = 'en'
    WHERE p.status = 4 AND p.type <> 4 ORDER BY p.type, (p.metadata->>'template') IS NULL, p.id`,
    )
  ).rows;

const largestWall = async () =>
  (
    await db.query<{ slug: string; posters: number }>(
      `SELECT i.slug, count(*)::int AS posters FROM bundle_item b
     JOIN product_i18n i ON i.product_id = b.bundle_id AND i.language = 'en'
    GROUP BY i.slug ORDER BY posters DESC, i.slug LIMIT 1`,
    )
  ).rows[0]!;

describe('the weight of a server-rendered page', () => {
  it(`keeps every kind of single product's page within ${PRODUCT_BUDGET_KB} KB of HTML`, async () => {
    const products = await singleProducts();
    expect(products.map((p) => p.type)).toEqual([1, 1, 2, 3]);
    const figures = await Promise.all(
      products.map(async ({ type, slug }) => {
        const res = await app.inject(`/product/${slug}`);
        expect(res.statusCode, slug).toBe(200);
        return { type, slug, kb: kbOf(res.body) };
      }),
    );
    console.table(figures);
    expect(
      figures.filter((f) => f.kb > PRODUCT_BUDGET_KB),
      'product pages over budget',
    ).toEqual([]);
  });

  it(`keeps the page of the gallery wall with the most posters within ${WALL_BUDGET_KB} KB of HTML`, async () => {
    const wall = await largestWall();
    const res = await app.inject(`/product/${wall.slug}`);
    expect(res.statusCode).toBe(200);
    console.table([{ ...wall, kb: kbOf(res.body) }]);
    expect(kbOf(res.body)).toBeLessThanOrEqual(WALL_BUDGET_KB);
  });

  it('keeps the start, a category and the checkout page within their budgets', async () => {
    const pages = { start: '/', category: '/product-category/art-prints', checkout: '/checkout' } as const;
    const figures = await Promise.all(
      Object.entries(pages).map(async ([page, url]) => {
        const res = await app.inject(url);
        expect(res.statusCode, url).toBe(200);
        return { page, kb: kbOf(res.body), budgetKb: BUDGETS_KB[page as keyof typeof BUDGETS_KB] };
      }),
    );
    console.table(figures);
    expect(
      figures.filter((f) => f.kb > f.budgetKb),
      'pages over budget',
    ).toEqual([]);
  });
});

describe('the images a page fetches first', () => {
  const imgs = (html: string) => html.slice(html.indexOf('<body')).match(/<img\b[^>]*>/g) ?? [];
  const eager = (html: string) => imgs(html).filter((i) => !/\sloading="lazy"/.test(i));

  it('are on a poster page only its largest paint, preloaded once, high priority; thumbnails and frame swatches wait', async () => {
    const [poster] = (await singleProducts()).filter((p) => p.type === 1).slice(-1);
    const html = (await app.inject(`/product/${poster!.slug}`)).body;
    expect(imgs(html).length).toBeGreaterThan(5);
    expect(eager(html).map((i) => /\sfetchPriority="high"/.test(i))).toEqual([true]);
    expect(html.match(/<link rel="preload" as="image"/g)).toHaveLength(1);
  });

  it('are on the start page only the banner', async () => {
    const html = (await app.inject('/')).body;
    expect(imgs(html).length).toBeGreaterThan(20);
    expect(eager(html).map((i) => /\sfetchPriority="high"/.test(i))).toEqual([true]);
    expect(html.match(/<link rel="preload" as="image"/g)).toHaveLength(1);
  });
});
