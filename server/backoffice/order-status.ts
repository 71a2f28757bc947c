/**
 * What the shopper sees of an order from the e-mails' link:
 * GET /api/order-status/{token} → OrderStatusAnswer. The token is random (128 bits) and unrelated
 * to the order id; an unknown one is a 404 like any other, so probing learns nothing.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/db.port.js';
import { notFound } from '../http/errors.js';
import { estimatedDeliveryDate, formatIsoDate } from '../../src/domain/delivery/index.js';
import { CARRIER_NAMES, isReprinting, trackingUrl } from '../../src/domain/backoffice/index.js';
import { OrderStatusAnswer, type OrderStatusLine } from '../../src/adapters/http/contract/backoffice.js';
import { findOrder, type StoredLine } from '../orders/order.repository.js';
import { isStoredLineTemplate } from '../personalisation/personalised-lines.js';
import { findPrintJob } from '../personalisation/print-job.repository.js';
import { ensureStatusToken, findByStatusToken, productThumbs } from './admin-orders.repository.js';

const TOKEN = /^[A-Za-z0-9_-]{22,64}$/;

/** The order's status token, made on first use. */
export const statusTokenOf = (db: Queryable, orderId: string): Promise<string | null> =>
  ensureStatusToken(db, orderId, randomBytes(16).toString('base64url'));

/** The stored template or photo of a line, as the shopper's page draws it. */
const designOf = (template: unknown): OrderStatusLine['design'] => {
  if (isStoredLineTemplate(template)) return { template_id: template.template_id, values: template.values };
  const upload = (template as { uploaded_image_id?: unknown } | null)?.uploaded_image_id;
  return typeof upload === 'string' ? { photo_url: `/uploads/${upload}.jpg` } : null;
};

const lineOf = (l: StoredLine, thumbs: ReadonlyMap<number, string>): OrderStatusLine => ({
  uuid: l.uuid,
  type: l.type,
  name: l.name,
  variation_name: l.variation_name,
  quantity: l.quantity,
  unit_price: Number(l.unit_price),
  thumb: thumbs.get(l.product_id) ?? null,
  margin: l.margin,
  black_and_white: l.black_and_white,
  design: designOf(l.template),
});

export const orderStatusOf = async (db: Queryable, token: string): Promise<OrderStatusAnswer> => {
  const row = TOKEN.test(token) ? await findByStatusToken(db, token) : null;
  const order = row?.completed_at ? await findOrder(db, row.id) : null;
  if (!row?.completed_at || !order) throw notFound('This order');
  const [thumbs, job] = await Promise.all([
    productThumbs(
      db,
      order.lines.map((l) => l.product_id),
    ),
    findPrintJob(db, row.id),
  ]);
  const paid = row.completed_at;
  const paidOn = { year: paid.getUTCFullYear(), month: paid.getUTCMonth() + 1, day: paid.getUTCDate() };
  return {
    status: row.fulfilment_status,
    store: row.store,
    currency: order.currency,
    paid_on: formatIsoDate(paidOn),
    estimated_delivery: formatIsoDate(estimatedDeliveryDate(paidOn)),
    shipment:
      row.carrier && row.tracking_number
        ? {
            carrier: row.carrier,
            carrier_name: CARRIER_NAMES[row.carrier],
            tracking_number: row.tracking_number,
            tracking_url: trackingUrl(row.carrier, row.tracking_number),
          }
        : null,
    lines: order.lines.map((l) => lineOf(l, thumbs)),
    reprinting: isReprinting(job?.status ?? null, row.fulfilment_status),
  };
};

export const orderStatusRoutes = (app: FastifyInstance, deps: { readonly db: Queryable }): void => {
  app.get<{ Params: { token: string } }>('/api/order-status/:token', async (req, reply) => {
    void reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    return OrderStatusAnswer.encode(await orderStatusOf(deps.db, req.params.token));
  });
};
