import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { readdirSync, readFileSync } from 'node:fs';
import { pageScriptsOf } from '../../server/ssr/document';
import type { Db } from '../../server/db/db.port';
import { startSeededShop } from '../builders/seeded-shop';

/**
 * Server-side rendering against the built bundles (`npm run build` runs before the tests):
 * status codes, redirects, head tags, and the escaping of embedded data.
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

const firstPoster = async (language = 'en') =>
  (
    await db.query<{ id: number; slug: string }>(
      `SELECT p.id, i.slug FROM product p JOIN product_i18n i ON i.product_id = p.id AND i.language = $1
   WHERE p.type = 1 AND p.status = 4 ORDER BY p.id LIMIT 1`,
      [language],
    )
  ).rows[0]!;

describe('server-side rendering', () => {
  it('pages drawn in the browser say so to a browser without JavaScript, in the store language', async () => {
    for (const [path, text] of [
      ['/checkout', 'This page needs JavaScript.'],
      ['/my-account', 'This page needs JavaScript.'],
      ['/de/my-account', 'Diese Seite braucht JavaScript.'],
      ['/admin', 'The back office needs JavaScript.'],
    ] as const) {
      const body = (await app.inject(path)).body;
      const noscript = /<noscript><p[^>]*>([^<]*)<\/p><\/noscript>/.exec(body);
      expect(noscript?.[1], path).toContain(text);
    }
  });

  it('renders the start page with data, in the store language', async () => {
    const res = await app.inject('/de');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="de-DE"');
    expect(res.body).toContain('Bestseller');
    expect(res.body).toMatch(/<link rel="alternate" hreflang="x-default" href="http:\/\/shop\.test\/"/);
    expect(res.body).toContain('<link rel="canonical" href="http://shop.test/de">');
  });

  it('renders a product page with JSON-LD and the featured image preloaded', async () => {
    const p = await firstPoster();
    const res = await app.inject(`/product/${p.slug}`);
    expect(res.statusCode).toBe(200);
    const ld = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/.exec(res.body);
    expect(ld).not.toBeNull();
    const data = JSON.parse(ld![1]!);
    expect(data['@type']).toBe('Product');
    expect(data.offers.offerCount).toBeGreaterThan(1);
    // The preload names exactly the hero image the page shows: same file, source set and sizes.
    const hero = /<img\b[^>]*fetchpriority="high"[^>]*>/i.exec(res.body.slice(res.body.indexOf('<body')))![0];
    const preload = /<link rel="preload" as="image"[^>]*>/.exec(res.body)![0];
    for (const [img, link] of [
      ['src', 'href'],
      ['srcset', 'imagesrcset'],
      ['sizes', 'imagesizes'],
    ] as const) {
      const value = new RegExp(`\\s${img}="([^"]*)"`, 'i').exec(hero)?.[1];
      expect(value, img).toBeTruthy();
      expect(preload).toContain(` ${link}="${value}"`);
    }
  });

  it('answers 308 to the canonical URL for a slug of another language', async () => {
    const en = await firstPoster('en');
    const de = await firstPoster('de');
    const res = await app.inject(`/de/produkt/${en.slug}`);
    expect(res.statusCode).toBe(308);
    expect(res.headers.location).toBe(`/de/produkt/${de.slug}`);
  });

  it('answers 308 from a former slug of a product, tag and category to the current one', async () => {
    const p = await firstPoster('en');
    await db.query(`UPDATE product_i18n SET slug = slug || '-renamed' WHERE product_id = $1 AND language = 'en'`, [p.id]);
    const product = await app.inject(`/product/${p.slug}`);
    expect(product.statusCode).toBe(308);
    expect(product.headers.location).toBe(`/product/${p.slug}-renamed`);
    const tag = (
      await db.query<{ tag_id: number; slug: string }>(`SELECT tag_id, slug FROM tag_i18n WHERE language = 'en' LIMIT 1`)
    ).rows[0]!;
    await db.query(`UPDATE tag_i18n SET slug = 'moved-tag' WHERE tag_id = $1 AND language = 'en'`, [tag.tag_id]);
    const tagPage = await app.inject(`/product-tag/${tag.slug}`);
    expect(tagPage.statusCode).toBe(308);
    expect(tagPage.headers.location).toBe('/product-tag/moved-tag');
    await db.query(`UPDATE category_i18n SET slug = 'geometric-art' WHERE slug = 'geometric' AND language = 'en'`);
    const category = await app.inject('/product-category/art-prints/abstract/geometric');
    expect(category.statusCode).toBe(308);
    expect(category.headers.location).toBe('/product-category/art-prints/abstract/geometric-art');
  });

  it('links the stylesheet the build emits, the same one on every page, with JavaScript off as on', async () => {
    // One stylesheet for the whole shop (vite.config.ts `cssCodeSplit: false`): a page whose
    // markup the browser draws before any script runs must find all its styles in that file.
    const emitted = readdirSync('dist/client/assets')
      .filter((f) => f.endsWith('.css'))
      .map((f) => `assets/${f}`);
    expect(emitted).toHaveLength(1);
    for (const path of ['/', '/de', '/artists', '/checkout', '/gallery-wall']) {
      const res = await app.inject(path);
      const linked = [...res.body.matchAll(/<link rel="stylesheet" href="\/([^"]+)">/g)].map((m) => m[1]);
      expect(linked, path).toEqual(emitted);
    }
  });

  it("loads a lazily loaded page's chunk with the page's first scripts, on that page only", async () => {
    const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
    const checkoutChunk = manifest['src/ui/pages/checkout/CheckoutPage.tsx']!.file;
    expect(pageScriptsOf((await app.inject('/checkout')).body)?.preload).toContain(`/${checkoutChunk}`);
    expect((await app.inject('/')).body).not.toContain(checkoutChunk);
  });

  it("shows each store's flag as an image it serves, and serves nothing beside the flags", async () => {
    // src/ui/layout/flags.ts: emoji flags are boxes or letters where the system has no emoji font.
    const page = (await app.inject('/de')).body;
    expect(page).toMatch(/<img src="\/flags\/de\.svg" alt="" width="20" height="15"/);
    expect(page).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
    const flag = await app.inject('/flags/de.svg');
    expect(flag.statusCode).toBe(200);
    expect(flag.headers['content-type']).toContain('image/svg+xml');
    expect(flag.body).toContain('<svg');
    for (const outside of ['/flags/../package.json', '/flags/..%2f..%2fpackage.json', '/flags/', '/flags/de.svg%00']) {
      const res = await app.inject(outside);
      expect(res.statusCode, outside).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, outside).toBeLessThan(500);
      expect(res.body, outside).not.toContain('"flag-icons"');
    }
  });

  it("puts a content page's own style into the head, where HTML allows <style>, once", async () => {
    const res = await app.inject('/help');
    expect(res.statusCode).toBe(200);
    const [head, body] = res.body.split('<body>') as [string, string];
    expect(head).toContain('<style data-precedence="page" data-href="page-style-help">.help h3{');
    expect(body).not.toContain('<style');
  });

  it('normalises trailing slashes and letter case with a 308', async () => {
    const res = await app.inject('/De/Artists/');
    expect(res.statusCode).toBe(308);
    expect(res.headers.location).toBe('/de/artists');
  });

  it('never case-folds an order id: the confirmation and checkout links reload as they are', async () => {
    const id = 'Zx9_Ab-QrT3kLmN0pW';
    const confirmation = await app.inject(`/checkout/confirmation/${id}`);
    expect(confirmation.statusCode).toBe(200);
    expect(confirmation.body).toContain(`"orderId":"${id}"`);
    const folded = await app.inject(`/De/Checkout/Confirmation/${id}/`);
    expect(folded.statusCode).toBe(308);
    expect(folded.headers.location).toBe(`/de/checkout/confirmation/${id}`);
    expect((await app.inject(`/checkout/${id}`)).statusCode).toBe(200);
  });

  it("a dotted path gets the shop's own 404 page: status 404, styled, translated, with search and links", async () => {
    const res = await app.inject('/de/wp-login.php');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<html lang="de-DE"');
    expect(res.body).toContain('Seite nicht gefunden');
    expect(res.body).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css">/);
    expect(res.body).toContain('data-testid="not-found"');
    expect(res.body).toContain('role="search"');
    expect(res.body).toContain('href="/de/produkt-kategorie/');
    expect((await app.inject('/de/wp-login.php')).headers['x-html-cache']).toBe('miss');
  });

  it('an unknown GET under /api/ is a JSON 404, never a redirect to a page', async () => {
    for (const path of ['/api/nothing-here', '/api/products-of-nobody/1?x=1', '/api/a/b/c']) {
      const res = await app.inject(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: `No route for GET ${path.split('?')[0]}` });
    }
  });

  it('redirects home when a page fails to load', async () => {
    const res = await app.inject('/fr/produit/nexiste-pas');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/fr');
  });

  it('a product name containing </script> cannot break out of the embedded data', async () => {
    const p = await firstPoster();
    await db.query(`UPDATE product_i18n SET name = $1 WHERE product_id = $2 AND language = 'en'`, [
      'Evil</script><script>alert(1)</script>',
      p.id,
    ]);
    // A query string of its own keeps this render out of the finished-HTML cache.
    const res = await app.inject(`/product/${p.slug}?case=escaping`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)</script>');
    const data = /<script id="__SHOP_DATA__" type="application\/json"[^>]*>(.*?)<\/script>/s.exec(res.body);
    expect(JSON.parse(data![1]!).initial.data.data.product.name).toBe('Evil</script><script>alert(1)</script>');
  });

  it('starts the page cache afresh when the catalogue changes', async () => {
    const p = await firstPoster('fr');
    const before = await app.inject(`/fr/produit/${p.slug}`);
    expect((await app.inject(`/fr/produit/${p.slug}`)).headers['x-html-cache']).toBe('hit');
    await db.query(`UPDATE product_i18n SET name = 'Nouveau nom' WHERE product_id = $1 AND language = 'fr'`, [p.id]);
    const after = await app.inject(`/fr/produit/${p.slug}`);
    expect(after.headers['x-html-cache']).toBe('miss');
    expect(after.body).toContain('Nouveau nom');
    expect(before.body).not.toContain('Nouveau nom');
  });

  it("a store's layout, loaded once for its pages, shows a catalogue change on the next page rendered", async () => {
    const p = await firstPoster('en');
    expect((await app.inject('/search?query=layout')).headers['x-html-cache']).toBe('miss');
    const { id } = (
      await db.query<{ id: number }>(
        `SELECT id FROM category WHERE parent_id IS NULL AND show_in_menu AND NOT dynamic ORDER BY position, id LIMIT 1`,
      )
    ).rows[0]!;
    await db.query(`UPDATE category_i18n SET name = 'Menu Renamed' WHERE category_id = $1 AND language = 'en'`, [id]);
    const after = await app.inject(`/product/${p.slug}`);
    expect(after.headers['x-html-cache']).toBe('miss');
    expect(after.body).toContain('Menu Renamed');
  });

  it('renders a page asked for 50 times at once only once, each answer with its own nonce', async () => {
    const p = await firstPoster('nl');
    const url = `/nl/product/${p.slug}?utm_source=burst`;
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => app.inject(`${url}${i}`)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array<number>(50).fill(200));
    const kinds = answers.map((a) => String(a.headers['x-html-cache']));
    expect(kinds.filter((k) => k === 'miss')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'shared')).toHaveLength(49);
    const nonces = answers.map((a) => /'nonce-([^']+)'/.exec(String(a.headers['content-security-policy']))![1]!);
    expect(new Set(nonces).size).toBe(50);
    answers.forEach((a, i) => expect(a.body.replaceAll(nonces[i]!, 'N')).toBe(answers[0]!.body.replaceAll(nonces[0]!, 'N')));
  });

  it("keeps each request's own query string on a canonical redirect shared by requests at once", async () => {
    const p = await firstPoster('en');
    const [a, b] = await Promise.all([
      app.inject(`/de/produkt/${p.slug}?utm_source=a`),
      app.inject(`/de/produkt/${p.slug}?utm_source=b`),
    ]);
    const de = await firstPoster('de');
    expect([a.statusCode, b.statusCode]).toEqual([308, 308]);
    expect(a.headers.location).toBe(`/de/produkt/${de.slug}?utm_source=a`);
    expect(b.headers.location).toBe(`/de/produkt/${de.slug}?utm_source=b`);
  });

  it('serves a cached page again with a fresh nonce', async () => {
    const a = await app.inject('/it');
    const b = await app.inject('/it');
    expect(b.headers['x-html-cache']).toBe('hit');
    const nonce = (h: unknown) => /'nonce-([^']+)'/.exec(String(h))![1]!;
    expect(nonce(a.headers['content-security-policy'])).not.toBe(nonce(b.headers['content-security-policy']));
    expect(b.body).toContain(`nonce="${nonce(b.headers['content-security-policy'])}"`);
  });

  it('strips script from stored HTML before it is sent', async () => {
    await db.query(
      `UPDATE page_i18n SET content = $1 WHERE language = 'en' AND page_id = (SELECT id FROM page WHERE key = 'about')`,
      ['<p>About us</p><script>alert(2)</script><img src=x onerror="alert(3)">'],
    );
    const res = await app.inject('/api/page-by-slug/about');
    const body = res.json() as { content: string };
    expect(body.content).toContain('<p>About us</p>');
    expect(body.content).not.toMatch(/<script|onerror/);
  });
});
