import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StoreContext } from '../http/store-context.js';
import { decodeBody } from '../http/request-body.js';
import { badRequest, notFound } from '../http/errors.js';
import { answerOf } from '../http/failure-status.js';
import { LRUCache } from 'lru-cache';
import { SaveWallRequest, SaveWallAnswer, SavedWall } from '../../src/adapters/http/contract/index.js';
import type { WallService } from './wall.service.js';
import type { PreviewDeps } from './wall-preview.js';
import { renderWallPreview } from './wall-preview.js';

/**
 * Gallery-wall endpoints (docs/rules/gallery-wall.md#designer-steps): POST /api/gallery-wall saves a shared wall and answers its
 * short link; GET /api/gallery-wall/{id} answers posters, environment and layout. Beyond the
 * spec, GET /api/gallery-wall/{id}/preview.jpg is the wall's Open Graph image.
 */
export const wallRoutes = (
  app: FastifyInstance,
  deps: { walls: WallService; context: (req: FastifyRequest) => StoreContext; preview: (ctx: StoreContext) => PreviewDeps },
) => {
  const { walls, context } = deps;
  // A saved wall never changes, so its preview is kept (bounded) once rendered.
  // Bounded by entries and bytes (architecture "bounded caches").
  const previews = new LRUCache<string, Buffer>({
    max: 64,
    maxSize: 16 * 1024 * 1024,
    sizeCalculation: (b) => Math.max(1, b.length),
    ttl: 60 * 60_000,
  });

  app.post('/api/gallery-wall', async (req, reply) => {
    if (Array.isArray(req.body)) throw badRequest('The request body must be a JSON object (SaveWallRequest)');
    const body = decodeBody(SaveWallRequest, req.body);
    const saved = answerOf(await walls.save(body, context(req)));
    return reply.code(201).send(SaveWallAnswer.encode(saved));
  });

  app.get<{ Params: { id: string } }>('/api/gallery-wall/:id', async (req) =>
    SavedWall.encode(answerOf(await walls.load(req.params.id, context(req)))),
  );

  app.get<{ Params: { id: string } }>('/api/gallery-wall/:id/preview.jpg', async (req, reply) => {
    const id = req.params.id;
    let image = previews.get(id);
    if (!image) {
      const wall = await walls.stored(id);
      if (!wall) throw notFound(`Gallery wall "${id}"`);
      image = await renderWallPreview(wall, deps.preview(context(req)));
      if (!image) throw notFound(`The room of gallery wall "${id}"`);
      previews.set(id, image);
    }
    return reply.type('image/jpeg').header('cache-control', 'public, max-age=31536000, immutable').send(image);
  });
};
