/**
 * GET /api/admin/orders.csv (the order list's filters, every page; `orders.read`) and
 * GET /api/admin/audit.csv (`audit.read`), streamed as text/csv attachments.
 */
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/db.port.js';
import { requireAbility } from './staff-guard.js';
import { orderFilterOf } from './order-filter-params.js';
import { AUDIT_CSV_COLUMNS, ORDER_CSV_COLUMNS, auditCsvRows, orderCsvRows } from './csv-exports.service.js';
import { sendCsv } from './csv-export.js';

export const csvExportRoutes = (app: FastifyInstance, deps: { readonly db: Queryable; readonly now: () => number }): void => {
  const day = () => new Date(deps.now()).toISOString().slice(0, 10);

  app.get<{ Querystring: Record<string, unknown> }>('/api/admin/orders.csv', async (req, reply) => {
    requireAbility(req, 'orders.read');
    const filter = orderFilterOf(req.query);
    return sendCsv(reply, `orders-${day()}.csv`, ORDER_CSV_COLUMNS, orderCsvRows(deps.db, filter));
  });

  app.get('/api/admin/audit.csv', async (req, reply) => {
    requireAbility(req, 'audit.read');
    return sendCsv(reply, `audit-${day()}.csv`, AUDIT_CSV_COLUMNS, auditCsvRows(deps.db));
  });
};
