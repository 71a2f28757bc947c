import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { testConfig } from '../builders/config';
import type { Db } from '../../server/db/db.port';
import { openSeededPglite } from '../builders/seeded-pglite';

/**
 * docs/rules/shop-wide.md#errors-and-redirects, docs/rules/stores-and-urls.md#routes: every page route answers an error with the shop's styled, translated error page
 * (warning icon, the message or the generic client error, the header, the footer and a way on),
 * with the status true to the case; `/api/*` keeps its JSON error body.
 */
let app: FastifyInstance;
let db: Db;
const HTML = { accept: 'text/html,application/xhtml+xml' };

beforeAll(async () => {
  db = await openSeededPglite();
  app = await buildApp({ config: testConfig(), db, logger: false });
  // A page route with a fault in it, as any page could have.
  app.get('/de/fault-for-test', { config: { pageRoute: true } }, async () => {
    throw new Error('a bug');
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

const expectErrorPage = (body: string, status: number) => {
  expect(body).toContain('<!doctype html>');
  expect(body).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css">/);
  expect(body).toContain(`data-status="${status}"`);
  // An error answer is no content: search engines are asked to leave it out.
  expect(body).toContain('<meta name="robots" content="noindex">');
  expect(body).toMatch(/<svg[^>]*aria-hidden/);
  expect(body).toContain('data-testid="category-menu"');
  expect(body).toContain('role="search"');
  // The way on: the start page and the menu's categories.
  expect(/href="\/(de\/)?"/.test(body), 'a link to the start page').toBe(true);
};

describe('the error page', () => {
  it("answers an address that cannot be decoded with 400 and the styled page, in the store's language", async () => {
    const res = await app.inject({ url: '/de/produkt/%FF', headers: HTML });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('text/html');
    expectErrorPage(res.body, 400);
    expect(res.body).toContain('<html lang="de-DE"');
    expect(res.body).toContain('Diese Adresse konnte nicht gelesen werden');
    // No hook prepared this answer, so it carries its own policy, and its scripts its nonce.
    const nonce = /'nonce-([0-9a-f]+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(res.body).toContain(`nonce="${nonce}"`);
    const en = await app.inject({ url: '/product/%FF', headers: HTML });
    expect(en.statusCode).toBe(400);
    expect(en.body).toContain('This address could not be read');
  });

  it('answers a fault on a page route with 500 and the generic client error, never the fault', async () => {
    const res = await app.inject({ url: '/de/fault-for-test' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toContain('text/html');
    expectErrorPage(res.body, 500);
    expect(res.body).toContain('Etwas ist schiefgelaufen');
    expect(res.body).not.toContain('a bug');
  });

  it('answers a page asked for past the render limit with 429, Retry-After and the styled page', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        app.inject({ url: `/search?query=burst${i}qq`, remoteAddress: '203.0.113.7', headers: HTML }),
      ),
    );
    const refused = answers.find((r) => r.statusCode === 429);
    expect(refused).toBeDefined();
    expect(refused!.headers['retry-after']).toBeDefined();
    expect(refused!.headers['content-type']).toContain('text/html');
    expectErrorPage(refused!.body, 429);
    expect(refused!.body).toContain('One moment, please');
    // One refusal page serves every address of the store: static, so nothing hydrates it against another address.
    expect(refused!.body).not.toContain('<script');
  });

  it('keeps JSON error bodies under /api/, whatever the browser accepts', async () => {
    for (const url of ['/api/products/%FF', '/api/page-by-slug/%FF']) {
      const res = await app.inject({ url, headers: HTML });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
    const missing = await app.inject({ url: '/api/nothing-here', headers: HTML });
    expect(missing.json()).toMatchObject({ statusCode: 404 });
  });

  it('asks search engines to leave out the missing page (a path with a dot), never a page with content', async () => {
    const missing = await app.inject({ url: '/de/nichts.hier', headers: HTML });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<meta name="robots" content="noindex">');
    const start = await app.inject({ url: '/de', headers: HTML });
    expect(start.statusCode).toBe(200);
    expect(start.body).not.toContain('name="robots"');
  });

  it("answers a script's request for an unreadable address with the JSON body", async () => {
    const res = await app.inject({ url: '/product/%FF', headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400 });
  });
});
