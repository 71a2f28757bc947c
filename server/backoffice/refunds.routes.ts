/** POST /api/admin/orders/{id}/refunds (admins): cancel, refund lines or an amount; the answer is the order as it is now. */
import type { FastifyInstance } from 'fastify';
import { decodeBody } from '../http/request-body.js';
import { answerOf } from '../http/failure-status.js';
import { AdminOrder, RefundCommand } from '../../src/adapters/http/contract/index.js';
import type { OrderDesk } from './order-desk.service.js';
import { orderIdParam } from './order-id-param.js';
import { staffActOf } from './staff-act.js';

export const refundRoutes = (app: FastifyInstance, deps: { readonly desk: OrderDesk }): void => {
  app.post<{ Params: { id: string } }>('/api/admin/orders/:id/refunds', async (req) => {
    const by = staffActOf(req, 'orders.refund');
    const id = orderIdParam(req.params.id);
    return AdminOrder.encode(answerOf(await deps.desk.refund(id, decodeBody(RefundCommand, req.body), by)));
  });
};
