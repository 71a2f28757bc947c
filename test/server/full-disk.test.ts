/**
 * A full disk is not the request's fault: a write refused for want of space (ENOSPC from the media
 * store, PostgreSQL's disk_full from the database) answers 503 with Retry-After, leaves no
 * temporary file behind, and readiness says why while it lasts.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalFolderMediaStore } from '../../server/uploads/local-folder-media-store';
import { jpeg } from '../builders/images';
import { postImage } from '../builders/image-upload';
import { cartLine, variationOf } from '../builders/cart-line';
import { apiForSuite } from './harness';

const noSpace = () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28 });

describe('a full disk', () => {
  const api = apiForSuite();
  const folder = mkdtemp(path.join(tmpdir(), 'full-disk-'));
  afterAll(async () => rm(await folder, { recursive: true, force: true }));

  it('leaves no temporary file when a write to the media folder fails part-way', async () => {
    const root = await folder;
    const store = createLocalFolderMediaStore(root);
    // The disk fills after the first chunk: the temporary file exists, half written.
    const halfWritten = (async function* () {
      yield Buffer.alloc(4096, 1);
      throw noSpace();
    })() as unknown as Buffer;
    await expect(store.put('uploads/full.jpg', halfWritten)).rejects.toMatchObject({ code: 'ENOSPC' });
    const left = await readdir(root, { recursive: true });
    expect(left.filter((f) => String(f).endsWith('.tmp'))).toEqual([]);
    expect(await store.has('uploads/full.jpg')).toBe(false);
  });

  it('answers an upload 503 with Retry-After, keeps no row of it, and readiness says the storage is full', async () => {
    const put = api.media.put.bind(api.media);
    api.media.put = async () => {
      throw noSpace();
    };
    try {
      const before = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM uploaded_image');
      const res = await postImage(api.app, await jpeg(700, 1000));
      expect(res.statusCode, res.body).toBe(503);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json().message).toMatch(/storage is full/);
      const after = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM uploaded_image');
      expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
      const ready = await api.app.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().message).toMatch(/storage is full/i);
    } finally {
      api.media.put = put;
    }
  });

  it("answers an order 503 with Retry-After when the database's disk is full", async () => {
    const transaction = api.db.transaction.bind(api.db);
    api.db.transaction = ((work: (tx: Parameters<Parameters<typeof api.db.transaction>[0]>[0]) => Promise<unknown>) =>
      transaction((tx) => {
        const query = tx.query.bind(tx);
        const full = Object.assign(Object.create(tx) as typeof tx, {
          query: async (sql: string, params?: unknown[]) => {
            if (/INSERT INTO shop_order/i.test(sql))
              throw Object.assign(new Error('could not extend file "base/5/16384": No space left on device'), { code: '53100' });
            return query(sql, params);
          },
        });
        return work(full);
      })) as typeof api.db.transaction;
    try {
      const poster = await variationOf(api.db, 'BYOP', '13x18');
      const up = await postImage(api.app, await jpeg(700, 1000));
      const line = { ...cartLine(poster, { variation_name: '13x18' }), template: { uploaded_image_id: up.json().id } };
      const res = await api.app.inject({
        method: 'POST',
        url: '/api/sandbox-checkout/order',
        payload: { cart: [line], coupons: [], campaign_data: {} },
      });
      expect(res.statusCode, res.body).toBe(503);
      expect(res.headers['retry-after']).toBeDefined();
    } finally {
      api.db.transaction = transaction;
    }
  });
});
