/** POST /api/admin/orders/{id}/print-job/retry: a failed print job runs again (fulfilment or admin). */
import type { FastifyInstance } from 'fastify';
import { answerOf } from '../http/failure-status.js';
import { AdminOrder } from '../../src/adapters/http/contract/index.js';
import type { OrderDesk } from './order-desk.service.js';
import type { PrintRetry } from './print-retry.service.js';
import { orderIdParam } from './order-id-param.js';
import { staffActOf } from './staff-act.js';

export const printRetryRoutes = (app: FastifyInstance, deps: { readonly desk: OrderDesk; readonly retry: PrintRetry }): void => {
  app.post<{ Params: { id: string } }>('/api/admin/orders/:id/print-job/retry', async (req) => {
    const by = staffActOf(req, 'orders.fulfil');
    const id = orderIdParam(req.params.id);
    answerOf(await deps.retry.retry(id, by));
    return AdminOrder.encode(answerOf(await deps.desk.detail(id)));
  });
};
