/**
 * Klarna Order Management v1 for purchased orders: read, acknowledge, capture, refund, cancel and
 * lower the authorisation. The rules Klarna documents: a capture takes at most what is still
 * authorised, a refund at most what was captured and not yet refunded, only an order with nothing
 * captured can be cancelled, and the authorisation can be lowered but never below what was
 * captured (an increase needs Klarna's approval, which the stand-in never gives).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StandInContext } from './context.js';
import { errorAnswer, idempotent, type Answer } from './idempotency.js';
import { sendError } from './klarna-http.js';
import { orderManagementView, type OrderState } from './order-record.js';

type WithId = { Params: { id: string } };
type Body = Record<string, unknown>;

const ORDERS = '/ordermanagement/v1/orders';
const NO_CONTENT: Answer = { status: 204, headers: {}, body: undefined };

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);
const asBody = (body: unknown): Body => (typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Body) : {});

/** The shape checks of a capture, refund or authorisation body: Klarna's 400 for a missing or malformed field. */
const badFields = (body: Body, amountField: string): Answer | null => {
  if (body[amountField] === undefined) return errorAnswer(400, 'MISSING_VALUE', [`Missing value: ${amountField}`]);
  const bad = [
    !isInt(body[amountField]) && amountField,
    body.description !== undefined && !(typeof body.description === 'string' && body.description.length <= 255) && 'description',
    body.order_lines !== undefined && !(Array.isArray(body.order_lines) && body.order_lines.length <= 1000) && 'order_lines',
    body.shipping_info !== undefined && !Array.isArray(body.shipping_info) && 'shipping_info',
  ].filter((field): field is string => typeof field === 'string');
  return bad.length > 0
    ? errorAnswer(
        400,
        'BAD_VALUE',
        bad.map((field) => `Bad value: ${field}`),
      )
    : null;
};

const lines = (body: Body, field: string): unknown[] => (Array.isArray(body[field]) ? (body[field] as unknown[]) : []);

export const orderManagementApi = (app: FastifyInstance, context: StandInContext): void => {
  const { auth } = context;
  /** Order Management knows an order only once the shopper completed its checkout. */
  const purchased = (id: string): OrderState | undefined => {
    const order = context.orders.get(id);
    return order?.om_status ? order : undefined;
  };
  const notFound = (id: string) => errorAnswer(404, 'NOT_FOUND', [`No order ${id}`]);
  const location = (request: FastifyRequest, id: string, kind: string, itemId: string) =>
    `${context.baseUrl(request)}${ORDERS}/${encodeURIComponent(id)}/${kind}/${itemId}`;
  const touched = (order: OrderState) => {
    order.last_modified_at = context.timestamp();
  };

  app.get<WithId>(`${ORDERS}/:id`, { onRequest: auth }, async (request, reply) => {
    const order = purchased(request.params.id);
    if (!order) return sendError(reply, 404, 'NOT_FOUND', [`No order ${request.params.id}`]);
    return orderManagementView(order);
  });

  type WithItem = { Params: { id: string; item: string } };
  app.get<WithItem>(`${ORDERS}/:id/captures/:item`, { onRequest: auth }, async (request, reply) => {
    const capture = purchased(request.params.id)?.captures.find((c) => c.capture_id === request.params.item);
    return capture ?? sendError(reply, 404, 'NOT_FOUND', [`No capture ${request.params.item}`]);
  });
  app.get<WithItem>(`${ORDERS}/:id/refunds/:item`, { onRequest: auth }, async (request, reply) => {
    const refund = purchased(request.params.id)?.refunds.find((r) => r.refund_id === request.params.item);
    return refund ?? sendError(reply, 404, 'NOT_FOUND', [`No refund ${request.params.item}`]);
  });

  app.post<WithId>(`${ORDERS}/:id/acknowledge`, { onRequest: auth }, async (request, reply) =>
    idempotent(context, request, reply, () => {
      const order = purchased(request.params.id);
      if (!order) return notFound(request.params.id);
      order.acknowledged = true;
      return NO_CONTENT;
    }),
  );

  app.post<WithId>(`${ORDERS}/:id/captures`, { onRequest: auth }, async (request, reply) =>
    idempotent(context, request, reply, () => {
      const order = purchased(request.params.id);
      if (!order) return notFound(request.params.id);
      const body = asBody(request.body);
      const bad = badFields(body, 'captured_amount');
      if (bad) return bad;
      const amount = body.captured_amount as number;
      if (order.om_status === 'CANCELLED' || amount <= 0 || amount > order.remaining_authorized_amount) {
        return errorAnswer(403, 'CAPTURE_NOT_ALLOWED', [
          `Capture not allowed: ${amount} with ${order.remaining_authorized_amount} authorised on a ${order.om_status} order`,
        ]);
      }
      const captureId = randomUUID();
      order.captures.push({
        capture_id: captureId,
        captured_amount: amount,
        description: typeof body.description === 'string' ? body.description : '',
        order_lines: lines(body, 'order_lines'),
        shipping_info: lines(body, 'shipping_info'),
        captured_at: context.timestamp(),
      });
      order.captured_amount += amount;
      order.remaining_authorized_amount -= amount;
      order.om_status = order.remaining_authorized_amount === 0 ? 'CAPTURED' : 'PART_CAPTURED';
      touched(order);
      const at = location(request, order.order_id, 'captures', captureId);
      return { status: 201, headers: { location: at, 'capture-id': captureId }, body: undefined };
    }),
  );

  app.post<WithId>(`${ORDERS}/:id/refunds`, { onRequest: auth }, async (request, reply) =>
    idempotent(context, request, reply, () => {
      const order = purchased(request.params.id);
      if (!order) return notFound(request.params.id);
      const body = asBody(request.body);
      const bad = badFields(body, 'refunded_amount');
      if (bad) return bad;
      const amount = body.refunded_amount as number;
      const refundable = order.captured_amount - order.refunded_amount;
      if (amount <= 0 || amount > refundable) {
        return errorAnswer(403, 'REFUND_NOT_ALLOWED', [
          `Refund not allowed: ${amount} with ${refundable} captured and not refunded`,
        ]);
      }
      const refundId = randomUUID();
      order.refunds.push({
        refund_id: refundId,
        refunded_amount: amount,
        description: typeof body.description === 'string' ? body.description : '',
        order_lines: lines(body, 'order_lines'),
        refunded_at: context.timestamp(),
      });
      order.refunded_amount += amount;
      touched(order);
      const at = location(request, order.order_id, 'refunds', refundId);
      return { status: 201, headers: { location: at, 'refund-id': refundId }, body: undefined };
    }),
  );

  app.post<WithId>(`${ORDERS}/:id/cancel`, { onRequest: auth }, async (request, reply) =>
    idempotent(context, request, reply, () => {
      const order = purchased(request.params.id);
      if (!order) return notFound(request.params.id);
      if (order.captured_amount > 0) {
        return errorAnswer(403, 'CANCEL_NOT_ALLOWED', ['Cancel not allowed: the order has captures (refund them instead)']);
      }
      // Cancelling a cancelled order changes nothing and is answered like the first cancel.
      order.om_status = 'CANCELLED';
      order.remaining_authorized_amount = 0;
      touched(order);
      return NO_CONTENT;
    }),
  );

  app.patch<WithId>(`${ORDERS}/:id/authorization`, { onRequest: auth }, async (request, reply) =>
    idempotent(context, request, reply, () => {
      const order = purchased(request.params.id);
      if (!order) return notFound(request.params.id);
      const body = asBody(request.body);
      const bad = badFields(body, 'order_amount');
      if (bad) return bad;
      const amount = body.order_amount as number;
      if (order.om_status === 'CANCELLED' || amount < order.captured_amount || amount > order.order_amount) {
        return errorAnswer(403, 'NOT_ALLOWED', [
          `Authorisation change not allowed: ${amount} with ${order.captured_amount} captured of ${order.order_amount} on a ${order.om_status} order`,
        ]);
      }
      order.order_amount = amount;
      order.remaining_authorized_amount = amount - order.captured_amount;
      if (order.captured_amount > 0 && order.remaining_authorized_amount === 0) order.om_status = 'CAPTURED';
      touched(order);
      return NO_CONTENT;
    }),
  );
};
