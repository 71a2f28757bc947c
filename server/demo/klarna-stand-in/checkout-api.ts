/**
 * Klarna Checkout v3's merchant API: create, read and update a checkout order. An order can be
 * updated only while the shopper has not completed it; Klarna answers 403 READ_ONLY_ORDER after.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { checkCheckoutBody } from './amount-rules.js';
import type { StandInContext } from './context.js';
import { sendError } from './klarna-http.js';
import { checkoutView, newOrderState, type OrderState } from './order-record.js';
import { htmlSnippet } from './snippet.js';

type WithId = { Params: { id: string } };

export const checkoutApi = (app: FastifyInstance, context: StandInContext): void => {
  const { orders, auth } = context;
  const answer = (reply: FastifyReply, order: OrderState, base: string) =>
    reply.code(200).send(checkoutView(order, htmlSnippet(base, order.order_id, order.status)));

  app.post('/checkout/v3/orders', { onRequest: auth }, async (request, reply) => {
    const checked = checkCheckoutBody(request.body);
    if (!checked.ok) return sendError(reply, 400, checked.refusal.error_code, checked.refusal.error_messages);
    const order = newOrderState(randomUUID(), context.newReference(), checked.fields, context.timestamp());
    orders.set(order.order_id, order);
    return answer(reply, order, context.baseUrl(request));
  });

  app.get<WithId>('/checkout/v3/orders/:id', { onRequest: auth }, async (request, reply) => {
    const order = orders.get(request.params.id);
    if (order === undefined) return sendError(reply, 404, 'NOT_FOUND', [`No checkout order ${request.params.id}`]);
    return answer(reply, order, context.baseUrl(request));
  });

  app.post<WithId>('/checkout/v3/orders/:id', { onRequest: auth }, async (request, reply) => {
    const order = orders.get(request.params.id);
    if (order === undefined) return sendError(reply, 404, 'NOT_FOUND', [`No checkout order ${request.params.id}`]);
    if (order.status !== 'checkout_incomplete') {
      return sendError(reply, 403, 'READ_ONLY_ORDER', ['Cannot update a completed checkout order']);
    }
    const checked = checkCheckoutBody(request.body);
    if (!checked.ok) return sendError(reply, 400, checked.refusal.error_code, checked.refusal.error_messages);
    // An update replaces the merchant's fields, as a create sets them; the amounts follow the new lines.
    order.request = checked.fields;
    order.order_amount = checked.fields.order_amount;
    order.original_order_amount = checked.fields.order_amount;
    order.last_modified_at = context.timestamp();
    return answer(reply, order, context.baseUrl(request));
  });
};
