/** GET /api/admin/outbox: the shopper e-mails the shop wrote, for the staff. */
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/db.port.js';
import { intParam } from '../http/params.js';
import { ADMIN_PAGE_SIZE } from '../../src/domain/backoffice/index.js';
import { OutboxList, TOTAL_COUNT_HEADER } from '../../src/adapters/http/contract/index.js';
import { listOutbox } from '../mail/outbox.repository.js';
import { requireAbility } from './staff-guard.js';

export const outboxRoutes = (app: FastifyInstance, deps: { readonly db: Queryable }): void => {
  app.get<{ Querystring: Record<string, unknown> }>('/api/admin/outbox', async (req, reply) => {
    requireAbility(req, 'outbox.read');
    const page = intParam(req.query, 'page', 1, 100_000) ?? 1;
    const { rows, total } = await listOutbox(deps.db, { offset: (page - 1) * ADMIN_PAGE_SIZE, limit: ADMIN_PAGE_SIZE });
    void reply.header(TOTAL_COUNT_HEADER, String(total));
    return OutboxList.encode(rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })));
  });
};
