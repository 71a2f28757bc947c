import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { openPglite } from '../../server/db/pglite';
import { migrate } from '../../server/db/migrate';
import { seedCatalogue } from '../../server/seed/index';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { Db } from '../../server/db/db.port';

/**
 * The weight of server-rendered pages (ARCHITECTURE "Performance by design": ≤ 60 KB of
 * product-page HTML), rendered by the real app against the built bundles (`npm run build` runs
 * before the tests): the message catalogue travels as a hashed, cached asset of its own, never
 * inside the page.
 */
const built = existsSync(path.resolve('dist/ssr/entry-server.js'));
let app: FastifyInstance;
let db: Db;

beforeAll(async () => {
  if (!built) throw new Error('run `npm run build` before the page weight tests');
  db = await openPglite();
  await migrate(db);
  await seedCatalogue(db, { seed: 7 });
  app = await buildApp({ config: { ...loadConfig({}), publicUrl: 'http://shop.test' }, db, logger: false });
  await app.ready();
});
afterAll(async () => { await app?.close(); await db?.close(); });

const bootOf = (html: string) =>
  JSON.parse(/<script id="__SHOP_DATA__" type="application\/json"[^>]*>(.*?)<\/script>/s.exec(html)![1]!) as Record<string, unknown>;

describe('the message catalogue of a page', () => {
  it('is linked as a hashed asset the browser fetches once and keeps, not embedded in the page', async () => {
    const page = await app.inject('/de');
    const link = /<link rel="preload" as="fetch" href="(\/assets\/messages-de-[\w-]+\.json)" crossorigin="anonymous">/.exec(page.body);
    expect(link, 'preload link of the German catalogue').not.toBeNull();
    const url = link![1]!;
    expect(bootOf(page.body).messages).toBe(url);
    // Message ids appear in the page only as data of the catalogue: none is left in the HTML.
    expect(page.body).not.toContain('"product.addToCart"');

    const asset = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toContain('immutable');
    const plain = await app.inject(url);
    const compiled = JSON.parse(readFileSync(path.resolve('src/ui/i18n/compiled/de.json'), 'utf8')) as Record<string, unknown>;
    expect(plain.json()).toEqual(compiled);
  });

  it('is the catalogue the server formatted the page with, for each store\'s language', async () => {
    for (const [prefix, language] of [['', 'en'], ['/fr', 'fr'], ['/pl', 'pl']] as const) {
      const page = await app.inject(prefix || '/');
      const url = bootOf(page.body).messages as string;
      expect(url).toMatch(new RegExp(`^/assets/messages-${language}-[\\w-]+\\.json$`));
      const messages = (await app.inject(url)).json() as Record<string, { type: number; value?: string }[]>;
      // The newsletter's button label, as the page shows it (React escapes the apostrophe).
      const label = messages['newsletter.submit']!.map((part) => part.value ?? '').join('').replaceAll("'", '&#x27;');
      expect(page.body.includes(`data-testid="newsletter-submit">${label}</button>`), `${language}: "${label}"`).toBe(true);
    }
  });
});
