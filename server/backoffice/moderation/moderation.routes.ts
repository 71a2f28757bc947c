/**
 * Moderation of artists' uploads (beyond the spec: the marketplace cannot work without it).
 * Reviewers only (403 for artists), behind the session guard of /api/auth/*.
 *
 * GET  /api/auth/review/queue                      → ReviewQueue (posters in review, oldest first)
 * POST /api/auth/review/products/{id}/approve      → SuccessAnswer: status 4, for sale in the
 *      standard poster sizes at the standard prices of every store currency, at once in the
 *      catalogue and search (the catalogue-version triggers reset the caches)
 * POST /api/auth/review/products/{id}/deny         DenyRequest → SuccessAnswer: status 3 with the reason
 */
import { answerOf } from '../../http/failure-status.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParam } from '../../http/params.js';
import { decodeBody } from '../../http/request-body.js';
import { DenyRequest, ReviewQueue, SuccessAnswer } from '../../../src/adapters/http/contract/index.js';
import type { ModerationService } from './moderation.service.js';
import type { QueuedPoster } from './posters-in-review.port.js';

/** A poster id in the path: a whole number from 1 to 2^31 − 1 (server/http/params.ts), else a 400 naming it. */
const idOf = (value: string): number => idParam(value);

/** The queue as the wire shows it (here, and under /api/admin/review for the back office). */
export const reviewQueueAnswer = (queue: readonly QueuedPoster[]) =>
  ReviewQueue.encode(
    queue.map((p) => ({
      id: p.id,
      name: p.name,
      description: p.description,
      artist: p.artist,
      category: p.category,
      image: p.image,
      processing: p.processing === null ? null : { ...p.processing, state: p.processing.state as 'queued' },
      created_at: p.createdAt.toISOString(),
    })),
  );

export interface ModerationRoutesDeps {
  readonly moderation: ModerationService;
  /** Lets only reviewers through (403 otherwise); the sessions' guard, wired where the marketplace is composed. */
  readonly requireReviewer: (req: FastifyRequest) => unknown;
}

export const moderationRoutes = (app: FastifyInstance, deps: ModerationRoutesDeps): void => {
  const { moderation, requireReviewer } = deps;

  app.get('/api/auth/review/queue', async (req) => {
    requireReviewer(req);
    return reviewQueueAnswer(await moderation.queue());
  });

  app.post<{ Params: { id: string } }>('/api/auth/review/products/:id/approve', async (req) => {
    requireReviewer(req);
    answerOf(await moderation.approve(idOf(req.params.id)));
    return SuccessAnswer.encode({ success: true });
  });

  app.post<{ Params: { id: string } }>('/api/auth/review/products/:id/deny', async (req) => {
    requireReviewer(req);
    const id = idOf(req.params.id);
    const { reason } = decodeBody(DenyRequest, req.body);
    answerOf(await moderation.deny(id, reason));
    return SuccessAnswer.encode({ success: true });
  });
};
