/**
 * The MediaStore contract (docs/configuration.md#media-store), run against every store the shop can be configured
 * with: the local folder (MEDIA_STORE=local) and S3-compatible object storage (MEDIA_STORE=s3,
 * against s3rver started here). Then the shop itself on the S3 store: an upload is served
 * through the shop with the same cache headers, by a second instance sharing only the bucket.
 * And production refuses MEDIA_STORE=s3 without its settings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { startS3rver } from '../../bench/s3rver.mjs';
import { loadConfig } from '../../server/config';
import { buildApp } from '../../server/app';
import { createLocalFolderMediaStore } from '../../server/uploads/local-folder-media-store';
import { mediaStoreFor } from '../../server/uploads/media-store-for';
import type { MediaStore } from '../../server/platform/media-store.port';
import { startApi } from './harness';
import { testConfig } from '../builders/config';

let dir = '';
let s3: Awaited<ReturnType<typeof startS3rver>>;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'media-contract-'));
  s3 = await startS3rver(path.join(dir, 's3'));
});
afterAll(async () => {
  await s3?.close();
  await rm(dir, { recursive: true, force: true });
});

const stores: [string, () => MediaStore][] = [
  ['local folder', () => createLocalFolderMediaStore(path.join(dir, 'local'))],
  ['S3 (s3rver)', () => mediaStoreFor(loadConfig({ ...s3.env }))],
];

describe.each(stores)('MediaStore contract: %s', (_, make) => {
  it('gives back the bytes put under a key, byte for byte, and replaces them on a second put', async () => {
    const store = make();
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 7) % 256));
    await store.put('uploads/contract-a.jpg', bytes);
    expect(await store.has('uploads/contract-a.jpg')).toBe(true);
    expect(Buffer.compare((await store.get('uploads/contract-a.jpg'))!, bytes)).toBe(0);
    await store.put('uploads/contract-a.jpg', Buffer.from('second'));
    expect((await store.get('uploads/contract-a.jpg'))!.toString()).toBe('second');
  });

  it('answers null and false for a key never stored, and deletes without complaint', async () => {
    const store = make();
    expect(await store.get('prints/none/0.jpg')).toBeNull();
    expect(await store.has('prints/none/0.jpg')).toBe(false);
    await store.delete('prints/none/0.jpg');
    await store.put('prints/order-1/0.jpg', Buffer.from('x'));
    await store.delete('prints/order-1/0.jpg');
    expect(await store.get('prints/order-1/0.jpg')).toBeNull();
    expect(await store.has('prints/order-1/0.jpg')).toBe(false);
  });

  it('keeps keys apart, nested ones included', async () => {
    const store = make();
    await store.put('artists/a/poster.webp', Buffer.from('a'));
    await store.put('artists/a/poster/large.webp', Buffer.from('b'));
    expect((await store.get('artists/a/poster.webp'))!.toString()).toBe('a');
    expect((await store.get('artists/a/poster/large.webp'))!.toString()).toBe('b');
  });

  it('refuses a key that is not a media key (no path out of the store)', async () => {
    const store = make();
    for (const key of ['../etc/passwd', '/abs.jpg', 'a/../../b.jpg', '.hidden', 'a b.jpg']) {
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(/Not a media key/);
      await expect(store.get(key)).rejects.toThrow(/Not a media key/);
    }
  });
});

describe('the shop on MEDIA_STORE=s3', () => {
  it('serves an upload made through one instance from another that shares only the bucket, with the same headers', async () => {
    const config = testConfig(s3.env);
    const one = await startApi({ config });
    // A second app on the same database with no media of its own: only the bucket holds the photo.
    const other = await buildApp({ config, db: one.db, withSsr: false, logger: false });
    try {
      const photo = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#3a6' } })
        .jpeg()
        .toBuffer();
      const boundary = 'contract';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        photo,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      // The harness app keeps its media in memory; `other` is the S3 instance that takes the upload.
      const up = await other.inject({
        method: 'POST',
        url: '/api/upload-image',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      expect(up.statusCode, up.body).toBe(201);
      const { id } = up.json() as { id: string };
      const third = await buildApp({ config, db: one.db, withSsr: false, logger: false });
      const read = await third.inject(`/uploads/${id}.jpg`);
      expect(read.statusCode).toBe(200);
      expect(read.headers['content-type']).toBe('image/jpeg');
      expect(read.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      expect(read.rawPayload.length).toBeGreaterThan(0);
      expect((await third.inject('/uploads/AAAAAAAAAAAAAAAAAAAAAA.jpg')).statusCode).toBe(404);
      await third.close();
    } finally {
      await other.close();
      await one.close();
    }
  }, 60_000);

  it('is refused in production without its settings, named', () => {
    expect(() => loadConfig({ SHOP_MODE: 'production', MEDIA_STORE: 's3', S3_BUCKET: 'b' })).toThrow(
      /MEDIA_STORE=s3 in production needs S3_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ MEDIA_STORE: 'ftp' })).toThrow(/MEDIA_STORE must be local or s3/);
    expect(loadConfig({ MEDIA_STORE: 's3' }).mediaStore).toMatchObject({ kind: 's3', bucket: 'poster-shop-media' });
  });
});
