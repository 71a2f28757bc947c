import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Db } from '../../server/db/db.port';
import { startSeededShop } from '../builders/seeded-shop';

/**
 * docs/architecture.md#performance-budgets: hashed assets are precompressed at build time (Brotli
 * and gzip, chosen by Accept-Encoding); HTML and JSON are compressed on the fly. Runs against
 * the built bundles (`npm run build` runs before the tests).
 */
const assetsDir = path.resolve('dist/client/assets');
let app: FastifyInstance;
let db: Db;

beforeAll(async () => {
  ({ app, db } = await startSeededShop());
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

const entryScript = () => readdirSync(assetsDir).find((f) => /^entry-client-.*\.js$/.test(f))!;

describe('compression', () => {
  it('every hashed script and style sheet has a Brotli and a gzip twin from the build', () => {
    const compressible = readdirSync(assetsDir).filter((f) => /\.(js|css)$/.test(f));
    expect(compressible.length).toBeGreaterThan(0);
    for (const f of compressible) {
      const raw = readFileSync(path.join(assetsDir, f));
      expect(brotliDecompressSync(readFileSync(path.join(assetsDir, `${f}.br`))).equals(raw)).toBe(true);
      expect(gunzipSync(readFileSync(path.join(assetsDir, `${f}.gz`))).equals(raw)).toBe(true);
    }
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ])('serves the precompressed asset file as it is for Accept-Encoding "%s"', async (accept, encoding) => {
    const file = entryScript();
    const res = await app.inject({ url: `/assets/${file}`, headers: { 'accept-encoding': accept } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['cache-control']).toMatch(/max-age=31536000.*immutable|immutable.*max-age=31536000/);
    expect(res.rawPayload.equals(readFileSync(path.join(assetsDir, `${file}.${encoding === 'br' ? 'br' : 'gz'}`)))).toBe(true);
  });

  it('sends the asset uncompressed to a client that accepts no encoding', async () => {
    const file = entryScript();
    const res = await app.inject({ url: `/assets/${file}`, headers: { 'accept-encoding': 'identity' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(readFileSync(path.join(assetsDir, file)))).toBe(true);
  });

  it('compresses server-rendered HTML on the fly, Brotli first', async () => {
    const plain = await app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } });
    const res = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(res.rawPayload).toString('utf8');
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('compresses JSON answers, also when they come from the answer cache', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({ url: '/api/products?limit=24', headers: { 'accept-encoding': 'gzip' } });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers['x-total-count']).toBeDefined();
      expect(Array.isArray(JSON.parse(gunzipSync(res.rawPayload).toString('utf8')))).toBe(true);
    }
  });
});
