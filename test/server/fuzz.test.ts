import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_ROUTES, ROUTES, edgeRequests, routeRequest, type FuzzRequest } from './fuzz-requests';
import { startFuzzShop } from './fuzz-shop';

/**
 * Zero 5xx on hostile input (architecture "bad input gets a 4xx"): every route the server
 * registers gets hostile path parameters, query strings and bodies (test/server/fuzz-requests.ts)
 * and must answer below 500. A fixed seed and a bounded number of requests per route keep the
 * run repeatable and short; bench/fuzz-count.ts sends 10,000 of the same kind. The systematic
 * shapes (every number at the edges of the column types, every malformed Authorization header
 * on every route, every day parameter at the edges of what a database holds, every multipart
 * route without a boundary) are all sent, in both. The back office's date routes are sent with an
 * admin's session, so the hostile values reach the handlers.
 */
const SEED = 1414;
const RUNS_PER_ROUTE = 8;

describe('hostile input fuzz', () => {
  let shop: Awaited<ReturnType<typeof startFuzzShop>>;
  beforeAll(async () => {
    shop = await startFuzzShop();
  });
  afterAll(async () => shop?.close());

  it('covers every route the server registers', () => {
    // Route registrations in server/, template parts resolved, parameter names dropped.
    const constants: Record<string, string> = {
      base: '/api/sandbox-checkout/order',
      ARTIST_MEDIA_PREFIX: 'artist-media',
      SANDBOX_WALLET_PATH: '/sandbox/wallet',
      BASE: '/api/admin/catalogue',
      CATALOGUE_MEDIA_PREFIX: 'catalogue-media',
    };
    const shape = (p: string) => p.replace(/:[A-Za-z_]+/g, ':');
    const registered = new Set<string>();
    // Not the fuzzed shop's: Klarna's callbacks are registered only with CHECKOUT_PROVIDER=klarna, and
    // Klarna's stand-in is another provider's server; both take hostile input in klarna-*.test.ts.
    const elsewhere = [path.join('orders', 'klarna') + path.sep, path.join('demo', 'klarna-stand-in') + path.sep];
    const files = readdirSync('server', { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !elsewhere.some((folder) => f.startsWith(folder)),
    );
    for (const file of files) {
      const source = readFileSync(path.join('server', file), 'utf8');
      for (const m of source.matchAll(/\b(?:app|scope)\.(get|post|put|delete)(?:<[^>]*>)?\(\s*['`]([^'`]+)['`]/g)) {
        const url = m[2]!.replace(/\$\{(\w+)\}/g, (_, name: string) => constants[name] ?? `?${name}`);
        registered.add(`${m[1]!.toUpperCase()} ${shape(url)}`);
      }
    }
    const fuzzed = new Set(ROUTES.map((r) => `${r.method} ${shape(r.path)}`));
    // The two catch-alls: unknown API paths and the server-rendered pages.
    fuzzed.add('GET /api/*');
    if (PAGE_ROUTES.length > 0) fuzzed.add('GET /*');
    expect(registered.size).toBeGreaterThan(50);
    expect([...registered].filter((r) => !fuzzed.has(r))).toEqual([]);
    for (const route of ROUTES)
      expect(shop.app.hasRoute({ method: route.method, url: route.path }) || route.path.includes('no-such'), route.path).toBe(
        true,
      );
  });

  it(`answers every hostile request below 500 (${RUNS_PER_ROUTE} per route, seed ${SEED})`, async () => {
    const routes = [...ROUTES, ...(shop.pages ? PAGE_ROUTES : [])];
    const failures: string[] = [];
    for (const [i, route] of routes.entries()) {
      for (const r of fc.sample(routeRequest(route), { numRuns: RUNS_PER_ROUTE, seed: SEED + i })) {
        const res = await shop.send(r);
        if (res.statusCode >= 500)
          failures.push(`${res.statusCode} ${r.method} ${r.url.slice(0, 200)} ${(r.payload ?? '').toString().slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  const sendAll = async (requests: readonly FuzzRequest[]) => {
    const failures: string[] = [];
    for (const r of requests) {
      const res = await shop.send(r);
      if (res.statusCode >= 500)
        failures.push(
          `${res.statusCode} ${r.method} ${r.url} ${r.headers['authorization']?.slice(0, 40) ?? ''} ${(r.payload ?? '').slice(0, 200)}`,
        );
    }
    return failures;
  };
  it('answers numbers at the edges of the column types and malformed credentials below 500, on every route', async () => {
    const requests = edgeRequests(shop.pages);
    expect(requests.length).toBeGreaterThan(2000);
    expect(await sendAll(requests)).toEqual([]);
  }, 300_000);

  it('never answers a request twice (no "already sent" in the server log, unknown API addresses included)', async () => {
    for (const url of ['/api/no-such-thing', '/api/no-such-thing/deeper?x=1', '/api/'])
      expect((await shop.send({ method: 'GET', url, headers: {} })).statusCode, url).toBe(404);
    expect(shop.logs.filter((l) => /already sent|ERR_HTTP_HEADERS_SENT|FST_ERR_REP_ALREADY_SENT/i.test(l))).toEqual([]);
  });
});
