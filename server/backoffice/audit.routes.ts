/** GET /api/admin/audit: the record of staff writes, for admins. */
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/db.port.js';
import { intParam } from '../http/params.js';
import { ADMIN_PAGE_SIZE } from '../../src/domain/backoffice/index.js';
import { AuditList, TOTAL_COUNT_HEADER } from '../../src/adapters/http/contract/index.js';
import { listAudit } from './audit.repository.js';
import { requireAbility } from './staff-guard.js';

export const auditRoutes = (app: FastifyInstance, deps: { readonly db: Queryable }): void => {
  app.get<{ Querystring: Record<string, unknown> }>('/api/admin/audit', async (req, reply) => {
    requireAbility(req, 'audit.read');
    const page = intParam(req.query, 'page', 1, 100_000) ?? 1;
    const { rows, total } = await listAudit(deps.db, { offset: (page - 1) * ADMIN_PAGE_SIZE, limit: ADMIN_PAGE_SIZE });
    void reply.header(TOTAL_COUNT_HEADER, String(total));
    return AuditList.encode(
      rows.map((r) => ({
        ...r,
        at: r.at.toISOString(),
        before: (r.before ?? null) as Record<string, unknown> | null,
        after: (r.after ?? null) as Record<string, unknown> | null,
      })),
    );
  });
};
