/**
 * The moderation queue under the back office: reviewers and admins decide artists'
 * posters here with the rules of ./moderation, each decision audited in its own transaction.
 * The artist-area queue (/api/auth/review, REVIEWER_SUBJECTS) still answers for one release.
 */
import { answerOf } from '../http/failure-status.js';
import type { FastifyInstance } from 'fastify';
import { idParam } from '../http/params.js';
import { decodeBody } from '../http/request-body.js';
import { DenyRequest, SuccessAnswer } from '../../src/adapters/http/contract/index.js';
import type { ModerationService } from './moderation/moderation.service.js';
import type { ReviewRecorder } from './moderation/posters-in-review.port.js';
import { reviewQueueAnswer } from './moderation/moderation.routes.js';
import type { Clock } from '../platform/clock.js';
import { requireAbility } from './staff-guard.js';
import { recordAct, staffActOf, type StaffAct } from './staff-act.js';

const recorder =
  (by: StaffAct, clock: Clock): ReviewRecorder =>
  (tx, poster, decision) =>
    recordAct(tx, by, new Date(clock.now()), {
      action: `poster.${decision.kind}`,
      target: `product:${poster.id}`,
      before: { status: poster.status },
      after: decision.kind === 'approve' ? { status: 'approved' } : { status: 'denied', reason: decision.reason },
    });

export const adminReviewRoutes = (
  app: FastifyInstance,
  deps: { readonly moderation: ModerationService; readonly clock: Clock },
): void => {
  const { moderation, clock } = deps;

  app.get('/api/admin/review/queue', async (req) => {
    requireAbility(req, 'moderation');
    return reviewQueueAnswer(await moderation.queue());
  });

  app.post<{ Params: { id: string } }>('/api/admin/review/products/:id/approve', async (req) => {
    const by = staffActOf(req, 'moderation');
    answerOf(await moderation.approve(idParam(req.params.id), recorder(by, clock)));
    return SuccessAnswer.encode({ success: true });
  });

  app.post<{ Params: { id: string } }>('/api/admin/review/products/:id/deny', async (req) => {
    const by = staffActOf(req, 'moderation');
    const id = idParam(req.params.id);
    const { reason } = decodeBody(DenyRequest, req.body);
    answerOf(await moderation.deny(id, reason, recorder(by, clock)));
    return SuccessAnswer.encode({ success: true });
  });
};
