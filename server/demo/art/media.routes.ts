import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { errorBody } from '../../http/errors.js';
import { renderMedia, MEDIA_WIDTHS } from './index.js';
import { renderArModel } from './ar-model.js';
import type { KnownMedia } from './known-media.js';

/**
 * Generated images (docs/rules/uploads.md#customer-photos image types) are rendered on first request and cached as files
 * under `<dataDir>/media-cache`, so the first start stays fast and later requests are a file
 * read. Concurrent first requests for one image share one render. Answers are immutable.
 *
 * Bounded: only media the catalogue uses (known-media.ts), at the natural width or a srcset
 * width (MEDIA_WIDTHS), are rendered; anything else is a 404. The folder holds at most
 * `maxBytes` of files: beyond that the least recently served files are deleted (they are
 * rendered again when asked for).
 */
export const mediaRoutes = async (app: FastifyInstance, opts: { cacheDir: string; known: KnownMedia; maxBytes: number }) => {
  const inFlight = new Map<string, Promise<Buffer | undefined>>();
  const files = new LRUCache<string, number>({
    maxSize: opts.maxBytes,
    sizeCalculation: (bytes) => Math.max(1, bytes),
    dispose: (_bytes, file, reason) => {
      if (reason === 'evict') void unlink(file).catch(() => {});
    },
  });

  // Files rendered by earlier runs count against the bound, oldest first.
  const scan = async (dir: string): Promise<{ file: string; size: number; at: number }[]> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    const found = await Promise.all(
      entries.map(async (e) => {
        const full = path.join(dir, e.name);
        if (e.isDirectory()) return scan(full);
        if (!e.name.endsWith('.webp')) return [];
        const s = await stat(full).catch(() => undefined);
        return s ? [{ file: full, size: s.size, at: s.mtimeMs }] : [];
      }),
    );
    return found.flat();
  };
  for (const f of (await scan(opts.cacheDir)).sort((a, b) => a.at - b.at)) files.set(f.file, f.size);

  const produce = async (pathname: string, width: number | undefined, file: string) => {
    try {
      const body = await readFile(file);
      if (!files.has(file)) files.set(file, body.length);
      return body;
    } catch {
      const rendered = await renderMedia(pathname, width);
      if (!rendered) return undefined;
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
      try {
        await writeFile(tmp, rendered.body);
        await rename(tmp, file);
      } catch {
        // A full disk: the image is served uncached, and no partial temporary file stays behind.
        await unlink(tmp).catch(() => undefined);
        return rendered.body;
      }
      files.set(file, rendered.body.length);
      return rendered.body;
    }
  };

  const notFound = (what: string) => errorBody(404, `${what} was not found`);

  app.get<{ Params: { '*': string }; Querystring: { w?: string } }>('/media/*', async (req, reply) => {
    const pathname = `/media/${req.params['*']}`;
    if (!(await opts.known.has(pathname))) return reply.code(404).send(notFound('Image'));
    if (pathname.endsWith('/ar.glb')) {
      const model = await renderArModel(pathname);
      if (!model) return reply.code(404).send(notFound('Model'));
      return reply
        .header('content-type', 'model/gltf-binary')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(model);
    }
    const w = req.query.w;
    const width = w === undefined ? undefined : Number(w);
    if (width !== undefined && !(MEDIA_WIDTHS as readonly number[]).includes(width)) {
      return reply.code(404).send(errorBody(404, `Image was not found at width "${w}" (widths: ${MEDIA_WIDTHS.join(', ')})`));
    }
    if (!/^\/media\/[a-z0-9/_.-]+\.webp$/.test(pathname) || pathname.includes('..'))
      return reply.code(404).send(notFound('Image'));
    const file = path.join(opts.cacheDir, `${pathname.slice('/media/'.length)}@${width ?? 'full'}.webp`);
    files.get(file); // served: most recently used
    let pending = inFlight.get(file);
    if (!pending) {
      pending = produce(pathname, width, file).finally(() => inFlight.delete(file));
      inFlight.set(file, pending);
    }
    const body = await pending;
    if (!body) return reply.code(404).send(notFound('Image'));
    return reply.header('content-type', 'image/webp').header('cache-control', 'public, max-age=31536000, immutable').send(body);
  });
};
