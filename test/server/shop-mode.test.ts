import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../server/config';
import { openPglite } from '../../server/db/pglite';
import { prepareDatabase } from '../../server/prepare';
import type { Db } from '../../server/db/db.port';
import { buildApp } from '../../server/app';
import { modeLine, productionProblems, StartRefused } from '../../server/shop-mode';
import { DEMO_COUPONS } from '../../server/demo/seed/coupons';
import type { CheckoutProvider } from '../../server/orders/checkout-provider.port';
import { LANGUAGES } from '../../src/domain/stores/stores';
import { ARTIST_TERMS_SLUG } from '../../src/application/routing/paths';

/**
 * Demo and production (docs/architecture.md#demo-and-production, docs/operations.md#production-checklist): production
 * never starts on a sandbox provider and seeds nothing; the demo seeds once, so what an
 * operator deleted stays deleted.
 */
const PRODUCTION = {
  SHOP_MODE: 'production',
  CHECKOUT_PROVIDER: 'acme-pay',
  WALLET_ISSUER_URL: 'https://id.example.com',
  WALLET_CLIENT_SECRET: 'issued-by-the-provider',
  PUBLIC_URL: 'https://posters.example.com',
};

const count = async (db: Db, sql: string) => Number((await db.query<{ n: string }>(sql)).rows[0]!.n);
const quiet = () => {};

describe('the production check', () => {
  it('passes a production configuration with real providers, and any demo configuration', () => {
    expect(productionProblems(loadConfig(PRODUCTION))).toEqual([]);
    expect(productionProblems(loadConfig({}))).toEqual([]);
  });

  it.each([
    ['CHECKOUT_PROVIDER', { CHECKOUT_PROVIDER: undefined }],
    ['CHECKOUT_PROVIDER', { CHECKOUT_PROVIDER: 'sandbox' }],
    ['WALLET_ISSUER_URL', { WALLET_ISSUER_URL: undefined }],
    ['WALLET_ISSUER_URL', { WALLET_ISSUER_URL: 'http://id.example.com' }],
    ['STAFF_ISSUER_URL', { STAFF_ISSUER_URL: 'http://staff.example.com' }],
    ['WALLET_CLIENT_SECRET', { WALLET_CLIENT_SECRET: undefined }],
    ['REVIEWER_SUBJECTS', { REVIEWER_SUBJECTS: 'ops-1,sandbox-reviewer' }],
    ['PUBLIC_URL', { PUBLIC_URL: undefined }],
    ['PUBLIC_URL', { PUBLIC_URL: 'http://posters.example.com' }],
  ])('names %s when it points at the demo (%o)', (variable, change) => {
    const problems = productionProblems(loadConfig({ ...PRODUCTION, ...change }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(variable);
  });

  const KLARNA = {
    CHECKOUT_PROVIDER: 'klarna',
    KLARNA_API_URL: 'https://api.playground.klarna.com',
    KLARNA_USERNAME: 'PK-merchant',
    KLARNA_PASSWORD: 'secret',
  };

  it('accepts Klarna fully configured, on https or on this machine only', () => {
    expect(productionProblems(loadConfig({ ...PRODUCTION, ...KLARNA }))).toEqual([]);
    expect(productionProblems(loadConfig({ ...PRODUCTION, ...KLARNA, KLARNA_API_URL: 'http://127.0.0.1:4010' }))).toEqual([]);
  });

  it.each([
    ['KLARNA_API_URL', { KLARNA_API_URL: undefined }],
    ['KLARNA_USERNAME', { KLARNA_USERNAME: '' }],
    ['KLARNA_PASSWORD', { KLARNA_PASSWORD: undefined }],
    ['KLARNA_API_URL', { KLARNA_API_URL: 'http://api.playground.klarna.com' }],
    ['KLARNA_API_URL', { KLARNA_API_URL: 'http://127.0.0.1.example.com' }],
  ])('refuses Klarna half-configured, naming %s (%o)', (variable, change) => {
    const problems = productionProblems(loadConfig({ ...PRODUCTION, ...KLARNA, ...change }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(variable);
    expect(problems[0]).not.toContain('secret');
  });

  it("loads Klarna's embed from Klarna's own origins, or from the API's origin when it is a stand-in", () => {
    expect(loadConfig(KLARNA).klarna.embedOrigins).toContain('https://*.klarnacdn.net');
    expect(loadConfig({ ...KLARNA, KLARNA_API_URL: 'http://127.0.0.1:4010' }).klarna.embedOrigins).toEqual([
      'http://127.0.0.1:4010',
    ]);
    expect(loadConfig({ ...KLARNA, KLARNA_EMBED_ORIGINS: 'https://a.example, https://b.example' }).klarna.embedOrigins).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });

  it('gives production no reviewer and no staff by default: the sandbox staff are demo identities', () => {
    expect(loadConfig(PRODUCTION).auth.reviewerSubjects).toEqual([]);
    expect(loadConfig(PRODUCTION).staff.members.size).toBe(0);
    expect(loadConfig({}).auth.reviewerSubjects).toEqual(['sandbox-admin', 'sandbox-reviewer']);
    expect([...loadConfig({}).staff.members]).toEqual([
      ['sandbox-admin', 'admin'],
      ['sandbox-fulfilment', 'fulfilment'],
      ['sandbox-reviewer', 'reviewer'],
      ['sandbox-catalogue', 'catalogue'],
    ]);
  });

  it('names STAFF when it lists a sandbox identity in production', () => {
    const problems = productionProblems(loadConfig({ ...PRODUCTION, STAFF: 'ops-1:admin,sandbox-admin:admin' }));
    expect(problems).toEqual([expect.stringContaining('"sandbox-admin"')]);
    expect(problems[0]).toContain('STAFF');
  });

  it('refuses an unknown mode, naming SHOP_MODE', () => {
    expect(() => loadConfig({ SHOP_MODE: 'prod' })).toThrow(/SHOP_MODE/);
  });

  it('says at start which mode runs, and the demo names its public coupons', () => {
    const demo = modeLine(loadConfig({}));
    expect(demo).toMatch(/^demo mode: sandbox checkout and wallet/);
    for (const c of DEMO_COUPONS) expect(demo).toContain(c.code);
    expect(modeLine(loadConfig(PRODUCTION))).toMatch(/^production mode/);
  });
});

describe('preparing the database', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openPglite();
  });
  afterAll(async () => {
    await db.close();
  });

  it('seeds the demo once: a deleted coupon and product stay deleted at the next start', async () => {
    const said: string[] = [];
    await prepareDatabase(db, { mode: 'demo', seed: 7, say: (m) => said.push(m) });
    expect(said.some((m) => m.startsWith('Seeding the demo catalogue'))).toBe(true);
    expect(await count(db, "SELECT count(*) AS n FROM coupon WHERE code = 'BIGSAVER'")).toBe(1);
    const products = await count(db, 'SELECT count(*) AS n FROM product');

    await db.query("DELETE FROM coupon WHERE code = 'BIGSAVER'");
    await db.query(
      'DELETE FROM product WHERE id = (SELECT min(id) FROM product WHERE id NOT IN (SELECT product_id FROM bundle_item UNION SELECT frame_product_id FROM bundle_item WHERE frame_product_id IS NOT NULL))',
    );
    said.length = 0;
    await prepareDatabase(db, { mode: 'demo', seed: 7, say: (m) => said.push(m) });

    expect(said).toEqual([]);
    expect(await count(db, "SELECT count(*) AS n FROM coupon WHERE code = 'BIGSAVER'")).toBe(0);
    expect(await count(db, 'SELECT count(*) AS n FROM product')).toBe(products - 1);
  });

  it('adds the artist terms page, in every language, to a demo database seeded before it; once', async () => {
    expect(await count(db, "SELECT count(*) AS n FROM page_i18n JOIN page ON page.id = page_id WHERE key = 'artist-terms'")).toBe(
      LANGUAGES.length,
    );
    // A database seeded before the page joined the seed: no page, no step.
    await db.query("DELETE FROM page WHERE key = 'artist-terms'");
    await db.query("DELETE FROM setup_step WHERE name = 'demo-artist-terms'");
    const said: string[] = [];
    await prepareDatabase(db, { mode: 'demo', seed: 7, say: (m) => said.push(m) });
    expect(said).toEqual(['Added the artist terms page.']);
    const slugs = await db.query<{ language: string; slug: string }>(
      "SELECT language, slug FROM page_i18n JOIN page ON page.id = page_id WHERE key = 'artist-terms'",
    );
    expect(slugs.rows.map((r) => r.language).sort()).toEqual([...LANGUAGES].sort());
    expect(new Set(slugs.rows.map((r) => r.slug))).toEqual(new Set([ARTIST_TERMS_SLUG]));

    await db.query("DELETE FROM page WHERE key = 'artist-terms'");
    await prepareDatabase(db, { mode: 'demo', seed: 7, say: quiet });
    expect(await count(db, "SELECT count(*) AS n FROM page WHERE key = 'artist-terms'")).toBe(0);
  });

  it("corrects a demo database seeded before the seed's corrections, once; a page text written later stays", async () => {
    const oldText = 'Shipping is free; the exact cost for your country is shown at checkout.';
    const delivery = `SELECT count(*) AS n FROM page_i18n WHERE position($1 IN content) > 0`;
    const withOldText = async () => Number((await db.query<{ n: string | number }>(delivery, [oldText])).rows[0]!.n);
    // A database seeded before: the old sentence, and the step not yet recorded.
    await db.query(`UPDATE page_i18n SET content = replace(content, 'Shipping is free to every country we deliver to.', $1)`, [
      oldText,
    ]);
    await db.query("DELETE FROM setup_step WHERE name = 'demo-catalogue-corrections'");
    expect(await withOldText()).toBeGreaterThan(0);
    await prepareDatabase(db, { mode: 'demo', seed: 7, say: quiet });
    expect(await withOldText()).toBe(0);
    // Recorded: the sentence typed again by an operator is not rewritten at the next start.
    await db.query(`UPDATE page_i18n SET content = content || $1 WHERE language = 'en'`, [oldText]);
    await prepareDatabase(db, { mode: 'demo', seed: 7, say: quiet });
    expect(await withOldText()).toBeGreaterThan(0);
  });

  it('refuses to run production on the database the demo seeded', async () => {
    await expect(prepareDatabase(db, { mode: 'production', seed: 7, say: quiet })).rejects.toThrow(StartRefused);
  });

  it('seeds nothing in production: no demo catalogue, no demo coupons', async () => {
    const fresh = await openPglite();
    try {
      await prepareDatabase(fresh, { mode: 'production', seed: 7, say: quiet });
      expect(await count(fresh, 'SELECT count(*) AS n FROM product')).toBe(0);
      expect(await count(fresh, 'SELECT count(*) AS n FROM coupon')).toBe(0);
      expect(await count(fresh, 'SELECT count(*) AS n FROM artist')).toBe(0);
      expect(await count(fresh, 'SELECT count(*) AS n FROM setup_step')).toBe(0);
    } finally {
      await fresh.close();
    }
  });
});

describe('a production app', () => {
  const provider: CheckoutProvider = {
    name: 'acme-pay',
    createSession: async () => ({ reference: null, snippet: '<div></div>' }),
    updateSession: async () => ({ reference: null, snippet: '<div></div>' }),
    snippet: async () => '<div></div>',
    tracking: () => ({}),
    refund: async () => ({ reference: null }),
    capture: async () => ({ reference: null }),
    catchUp: async () => undefined,
    embedOrigins: [],
    routes: () => {},
  };

  it('is never built on a sandbox provider', async () => {
    const db = await openPglite();
    try {
      await expect(
        buildApp({ config: loadConfig({ ...PRODUCTION, CHECKOUT_PROVIDER: undefined }), db, withSsr: false, logger: false }),
      ).rejects.toThrow(/CHECKOUT_PROVIDER/);
    } finally {
      await db.close();
    }
  });

  it('serves none of the sandbox pages: no test-card checkout, no pick-an-identity wallet', async () => {
    const db = await openPglite();
    await prepareDatabase(db, { mode: 'production', seed: 7, say: quiet });
    const app = await buildApp({ config: loadConfig(PRODUCTION), db, withSsr: false, logger: false, checkoutProvider: provider });
    try {
      for (const url of [
        '/sandbox/wallet/.well-known/openid-configuration',
        '/sandbox/wallet/authorize',
        '/sandbox/checkout/abc',
      ]) {
        expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
      expect((await app.inject({ method: 'POST', url: '/api/sandbox-checkout/order', payload: {} })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/api/acme-pay-checkout/order/unknown' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await db.close();
    }
  });
});

describe('starting the server in production on the sandbox', () => {
  it('exits before opening anything, naming the variables to set', () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'shop-mode-')), 'data');
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: {
          ...process.env,
          SHOP_MODE: 'production',
          DATA_DIR: dataDir,
          PORT: '0',
          CHECKOUT_PROVIDER: '',
          WALLET_ISSUER_URL: '',
        },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('SHOP_MODE=production refuses to start');
      expect(run.stderr).toContain('CHECKOUT_PROVIDER');
      expect(run.stderr).toContain('WALLET_ISSUER_URL');
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      rmSync(path.dirname(dataDir), { recursive: true, force: true });
    }
  });
});
