/**
 * GET /catalogue-media/* — the images made from a catalogue poster's master (management/catalogue-images.ts).
 * Every file name carries 128 random bits and a new master makes new names, so each file is cached
 * for a year. The master itself lives under another prefix and is never served.
 */
import type { FastifyInstance } from 'fastify';
import type { MediaStore } from '../platform/media-store.port.js';
import { CATALOGUE_MEDIA_PREFIX } from './management/catalogue-images.js';

const FILE = /^posters\/\d{1,9}\/[a-z-]+-[a-f0-9]{32}\.webp$/;

export const catalogueMediaRoutes = (app: FastifyInstance, deps: { readonly media: MediaStore }): void => {
  app.get<{ Params: { '*': string } }>(`/${CATALOGUE_MEDIA_PREFIX}/*`, async (req, reply) => {
    const name = req.params['*'];
    const data = FILE.test(name) ? await deps.media.get(`${CATALOGUE_MEDIA_PREFIX}/${name}`) : null;
    if (!data)
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .send({ statusCode: 404, error: 'Not Found', message: 'No such image' });
    return reply
      .headers({
        'content-type': 'image/webp',
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      })
      .send(data);
  });
};
