import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { testConfig } from '../builders/config';
import type { Db } from '../../server/db/db.port';
import { openSeededPglite } from '../builders/seeded-pglite';

/**
 * Media cannot be used to fill the disk: only images the catalogue uses, at a srcset width,
 * are rendered; anything else is a 404; the cache folder keeps to its byte bound.
 */
let app: FastifyInstance;
let db: Db;
let dataDir: string;
const MAX_BYTES = 120_000;

const filesIn = async (dir: string): Promise<{ count: number; bytes: number }> => {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  let count = 0,
    bytes = 0;
  for (const e of entries) {
    if (!e.isFile()) continue;
    count++;
    bytes += (await stat(path.join(e.parentPath, e.name))).size;
  }
  return { count, bytes };
};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'media-bound-'));
  db = await openSeededPglite();
  const config = testConfig({ DATA_DIR: dataDir }, { mediaCacheMaxBytes: MAX_BYTES });
  app = await buildApp({ config, db, withSsr: false, logger: false });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await db?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const known = async (limit: number) =>
  (
    await db.query<{ url: string }>(
      "SELECT url FROM product_image WHERE url LIKE '/media/art/%/featured.webp' ORDER BY id LIMIT $1",
      [limit],
    )
  ).rows.map((r) => r.url);

describe('media', () => {
  it('renders an image the catalogue uses at a srcset width', async () => {
    const [url] = await known(1);
    const res = await app.inject(`${url}?w=160`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
  });

  it.each([
    '/media/art/abstract-999999-p/featured.webp',
    '/media/art/abstract-123456-l/thumb.webp',
    '/media/avatar/99999.webp',
    '/media/giftcard/123457.webp',
    '/media/art/abstract-999999-p/ar.glb',
  ])('answers 404 for %s, which no catalogue entry uses, and stores nothing', async (url) => {
    const before = await filesIn(path.join(dataDir, 'media-cache'));
    const res = await app.inject(`${url}?w=160`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    expect((await filesIn(path.join(dataDir, 'media-cache'))).count).toBe(before.count);
  });

  it.each(['161', '1e3', '100000', 'abc'])('answers 404 for a width outside the srcset (w=%s)', async (w) => {
    const [url] = await known(1);
    expect((await app.inject(`${url}?w=${w}`)).statusCode).toBe(404);
  });

  it('keeps the cache folder within its byte bound', async () => {
    for (const url of await known(12)) {
      for (const w of [320, 480]) expect((await app.inject(`${url}?w=${w}`)).statusCode).toBe(200);
    }
    const { bytes, count } = await filesIn(path.join(dataDir, 'media-cache'));
    expect(count).toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(MAX_BYTES);
  }, 120_000);
});
