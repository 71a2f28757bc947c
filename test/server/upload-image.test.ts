import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { ApiError, UploadImageAnswer } from '../../src/adapters/http/contract/index';
import { jpeg, lyingJpeg, multipartBody, noisyPhoto, pixelFlood, png } from '../builders/images';
import { postImage } from '../builders/image-upload';
import { startApi } from './harness';

/**
 * POST /api/upload-image (docs/rules/uploads.md#upload-endpoints, docs/rules/uploads.md#customer-photos upload-your-own): a good JPEG is stored re-encoded
 * under a random id; every refused kind of file answers its 4xx with a readable message; an
 * oversized body and a pixel flood are refused with bounded memory.
 */
describe('POST /api/upload-image', () => {
  let app: FastifyInstance;
  let media: Awaited<ReturnType<typeof startApi>>['media'];
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, media, close } = await startApi());
  });
  afterAll(async () => close?.());

  const upload = (bytes: Buffer, filename = 'photo.jpg', type = 'image/jpeg', field = 'image') =>
    postImage(app, bytes, { filename, type, field });

  it('stores a good 1400×2000 JPEG under a random id without EXIF and answers 201 { id, width, height }', async () => {
    const res = await upload(await jpeg(1400, 2000, true), '../../etc/passwd.jpg');
    expect(res.statusCode).toBe(201);
    const answer = UploadImageAnswer.decode(res.json());
    expect(answer._tag).toBe('Right');
    const { id, width, height } = res.json();
    expect({ width, height }).toEqual({ width: 1400, height: 2000 });
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(media.keys()).toContain(`uploads/${id}.jpg`);
    expect(media.keys().join()).not.toContain('passwd');
    const stored = (await media.get(`uploads/${id}.jpg`))!;
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('secret-owner'))).toBe(false);
    const served = await app.inject({ method: 'GET', url: `/uploads/${id}.jpg` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('accepts the file in a field named "file" too, and two uploads get different ids', async () => {
    const a = await upload(await jpeg(800, 1200), 'a.jpg', 'image/jpeg', 'file');
    const b = await upload(await jpeg(800, 1200), 'a.jpg', 'image/jpeg', 'file');
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().id).not.toBe(b.json().id);
  });

  const refused: Array<[string, number, () => Promise<Buffer>, RegExp]> = [
    ['a PNG renamed .jpg', 415, () => png(1400, 2000), /not a JPEG/],
    [
      'an SVG renamed .jpg',
      415,
      async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      /not a JPEG/,
    ],
    ['an HTML page renamed .jpg', 415, async () => Buffer.from('<!doctype html><script>alert(1)</script>'), /not a JPEG/],
    ['a text file renamed .jpg', 415, async () => Buffer.from('just some words\n'), /not a JPEG/],
    [
      'a truncated JPEG',
      422,
      async () => {
        const b = await jpeg(1400, 2000);
        return b.subarray(0, Math.floor(b.length / 2));
      },
      /incomplete/,
    ],
    ['an empty file', 400, async () => Buffer.alloc(0), /empty/],
    ['a 30000×30000 pixel flood', 422, () => pixelFlood(30000, 30000), /too many pixels.*30000 × 30000/],
    [
      'one pixel column more than the largest print needs',
      422,
      () => pixelFlood(8269, 11811),
      /too many pixels.*8269 × 11811.*97\.7 megapixels.*70 × 100 cm print at 300 dpi/,
    ],
    [
      "an 8×8 JPEG whose header claims 9000×11000 (the attack test's file)",
      422,
      () => lyingJpeg(9000, 11000),
      /too many pixels.*9000 × 11000/,
    ],
    [
      'an 8×8 JPEG whose header claims 8000×11000, within the limit',
      422,
      () => lyingJpeg(8000, 11000),
      /incomplete or damaged: its header says 8000 × 11000 pixels.*premature end of data segment/,
    ],
    [
      'a file over 25 MB',
      413,
      async () => Buffer.concat([await jpeg(100, 140), Buffer.alloc(26 * 1024 * 1024, 1)]),
      /larger than 25 MB/,
    ],
  ];

  it.each(refused)('refuses %s with a readable %i', async (_kind, status, file, message) => {
    const before = media.keys().length;
    const res = await upload(await file());
    expect(res.statusCode).toBe(status);
    const body = res.json();
    expect(ApiError.decode(body)._tag).toBe('Right');
    expect(body.message).toMatch(message);
    expect(media.keys().length).toBe(before);
  });

  it.each([
    ['an upright photo (re-encoding at 92 would grow it)', false],
    ['a photo with EXIF (location, camera serial)', true],
  ])('never stores more bytes than were sent: %s', async (_kind, withExif) => {
    const sent = await noisyPhoto(1200, 1600, 85, withExif);
    const res = await upload(sent);
    expect(res.statusCode).toBe(201);
    const stored = (await media.get(`uploads/${res.json().id}.jpg`))!;
    expect(stored.length).toBeLessThanOrEqual(sent.length);
    const meta = await sharp(stored).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([1200, 1600, undefined]);
    expect(stored.includes(Buffer.from('secret-owner'))).toBe(false);
  });

  it('refuses a body that is not multipart, and a file in another field', async () => {
    const json = await app.inject({ method: 'POST', url: '/api/upload-image', payload: { image: 'x' } });
    expect(json.statusCode).toBe(415);
    const other = await upload(await jpeg(800, 1200), 'a.jpg', 'image/jpeg', 'avatar');
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toMatch(/field named "image"/);
  });

  it('answers 404 for an unknown or malformed uploaded image id', async () => {
    expect((await app.inject({ method: 'GET', url: `/uploads/${'0'.repeat(32)}.jpg` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/uploads/..%2F..%2Fsecret.jpg' })).statusCode).toBe(404);
  });
});

/** Memory while attack uploads arrive over a real socket (not app.inject, which buffers). */
describe('attack uploads keep memory bounded', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let port: number;
  beforeAll(async () => {
    ({ app, close } = await startApi());
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => close?.());

  const used = () => {
    const m = process.memoryUsage();
    return m.heapUsed + m.arrayBuffers;
  };

  /** Streams `size` bytes of file content; resolves with the answer and the peak memory growth. */
  const send = (size: number, declareLength: boolean) =>
    new Promise<{ status: number; growth: number }>((resolve, reject) => {
      global.gc?.();
      const base = used();
      let peak = base;
      const timer = setInterval(() => {
        peak = Math.max(peak, used());
      }, 5);
      const { contentType, head, tail } = multipartBody('image', 'big.jpg', 'image/jpeg', Buffer.alloc(0));
      const chunk = Buffer.alloc(64 * 1024, 0xab);
      chunk[0] = 0xff;
      chunk[1] = 0xd8;
      chunk[2] = 0xff;
      const headers: http.OutgoingHttpHeaders = { 'content-type': contentType };
      if (declareLength) headers['content-length'] = head.length + size + tail.length;
      const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/upload-image', headers }, (res) => {
        let text = '';
        res.on('data', (d) => {
          text += d;
        });
        res.on('end', () => {
          clearInterval(timer);
          if (res.statusCode !== 413) console.info(text);
          resolve({ status: res.statusCode!, growth: peak - base });
        });
      });
      req.on('error', (e) => {
        clearInterval(timer);
        reject(e);
      });
      let sent = 0;
      const pump = () => {
        while (sent < size) {
          const n = Math.min(chunk.length, size - sent);
          sent += n;
          if (!req.write(n === chunk.length ? chunk : chunk.subarray(0, n))) {
            req.once('drain', pump);
            return;
          }
        }
        req.end(tail);
      };
      req.write(head);
      pump();
    });

  it('cuts a declared 60 MB body at once with 413', async () => {
    const { status, growth } = await send(60 * 1024 * 1024, true).catch(() => ({ status: 413, growth: 0 }));
    expect(status).toBe(413);
    expect(growth).toBeLessThan(40 * 1024 * 1024);
    console.info(`60 MB declared body: memory growth ${(growth / 1024 / 1024).toFixed(1)} MB`);
  });

  // The growth sampled here counts garbage as well as what is kept: Node 24 collects later than 20
  // did, and on it the same upload measured 30 to 67 MB from one run to the next (38 MB on Node 20).
  // A server that kept the whole body stays over 60 MB on every try, so a few tries keep the rule.
  it('stops keeping a chunked 60 MB body at 25 MB and answers 413', { retry: 4 }, async () => {
    const { status, growth } = await send(60 * 1024 * 1024, false);
    expect(status).toBe(413);
    expect(growth).toBeLessThan(60 * 1024 * 1024);
    console.info(`60 MB chunked body: memory growth ${(growth / 1024 / 1024).toFixed(1)} MB`);
  });

  it('refuses a 30000×30000 pixel flood without decoding it', async () => {
    global.gc?.();
    const base = used();
    const res = await postImage(app, await pixelFlood(30000, 30000), { filename: 'flood.jpg' });
    expect(res.statusCode).toBe(422);
    const growth = used() - base;
    expect(growth).toBeLessThan(40 * 1024 * 1024);
    console.info(`pixel flood: memory growth ${(growth / 1024 / 1024).toFixed(1)} MB`);
  });
});
