import type { FastifyInstance } from 'fastify';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderMedia, MEDIA_WIDTHS } from './index.js';
import { renderArModel } from './ar-model.js';

/**
 * Generated images (spec §3 image types) are rendered on first request and cached as files
 * under `<dataDir>/media-cache`, so the first start stays fast and later requests are a file
 * read. Concurrent first requests for one image share one render. Answers are immutable.
 */
export const mediaRoutes = (app: FastifyInstance, opts: { cacheDir: string }) => {
  const inFlight = new Map<string, Promise<Buffer | undefined>>();

  const produce = async (pathname: string, width: number | undefined, file: string) => {
    try {
      return await readFile(file);
    } catch {
      const rendered = await renderMedia(pathname, width);
      if (!rendered) return undefined;
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(tmp, rendered.body);
      await rename(tmp, file);
      return rendered.body;
    }
  };

  app.get<{ Params: { '*': string }; Querystring: { w?: string } }>('/media/*', async (req, reply) => {
    const pathname = `/media/${req.params['*']}`;
    if (pathname.endsWith('/ar.glb')) {
      const model = await renderArModel(pathname);
      if (!model) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Model was not found' });
      return reply.header('content-type', 'model/gltf-binary').header('cache-control', 'public, max-age=31536000, immutable').send(model);
    }
    const w = req.query.w;
    const width = w === undefined ? undefined : Number(w);
    if (width !== undefined && !(MEDIA_WIDTHS as readonly number[]).includes(width)) {
      return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: `Query parameter "w" must be one of ${MEDIA_WIDTHS.join(', ')}` });
    }
    if (!/^\/media\/[a-z0-9/_.-]+\.webp$/.test(pathname) || pathname.includes('..')) {
      return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Image was not found' });
    }
    const file = path.join(opts.cacheDir, `${pathname.slice('/media/'.length)}@${width ?? 'full'}.webp`);
    let pending = inFlight.get(file);
    if (!pending) {
      pending = produce(pathname, width, file).finally(() => inFlight.delete(file));
      inFlight.set(file, pending);
    }
    const body = await pending;
    if (!body) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Image was not found' });
    return reply
      .header('content-type', 'image/webp')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(body);
  });
};
