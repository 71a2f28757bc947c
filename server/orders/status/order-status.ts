/**
 * What the shopper sees of an order from the e-mails' link:
 * GET /api/order-status/{token} → OrderStatusAnswer. The token is random (128 bits) and unrelated
 * to the order id; an unknown one is a 404 like any other, so probing learns nothing.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/db.port.js';
import { notFound } from '../../http/errors.js';
import { estimatedDeliveryDate, formatIsoDate } from '../../../src/domain/delivery/index.js';
import { carrierNameOf, isReprinting, trackingUrl } from '../../../src/domain/backoffice/index.js';
import { OrderStatusAnswer, type OrderStatusLine } from '../../../src/adapters/http/contract/backoffice.js';
import { findOrder, type StoredOrder } from '../order.repository.js';
import type { StatusPrints } from './status-prints.port.js';
import { ensureStatusToken, findByStatusToken, productThumbs } from '../fulfilment/fulfilment.repository.js';

const TOKEN = /^[A-Za-z0-9_-]{22,64}$/;

/** The order's status token, made on first use. */
export const statusTokenOf = (db: Queryable, orderId: string): Promise<string | null> =>
  ensureStatusToken(db, orderId, randomBytes(16).toString('base64url'));

export interface OrderStatusDeps {
  readonly db: Queryable;
  /** Its print job, and what its personalised lines show (server/personalisation). */
  readonly prints: StatusPrints;
}

/** The stored template or photo of a line, as the shopper's page draws it. */
const designOf = (prints: StatusPrints, template: unknown): OrderStatusLine['design'] => {
  const design = prints.designOf(template);
  if (!design) return null;
  return 'template_id' in design
    ? { template_id: design.template_id, values: design.values }
    : { photo_url: `/uploads/${design.uploaded_image_id}.jpg` };
};

const lineOf = (
  l: StoredOrder['lines'][number],
  thumbs: ReadonlyMap<number, string>,
  design: OrderStatusLine['design'],
): OrderStatusLine => ({
  uuid: l.uuid,
  type: l.type,
  name: l.name,
  variation_name: l.variation_name,
  quantity: l.quantity,
  unit_price: Number(l.unit_price),
  thumb: thumbs.get(l.product_id) ?? null,
  margin: l.margin,
  black_and_white: l.black_and_white,
  design,
});

export const orderStatusOf = async ({ db, prints }: OrderStatusDeps, token: string): Promise<OrderStatusAnswer> => {
  const row = TOKEN.test(token) ? await findByStatusToken(db, token) : null;
  const order = row?.completed_at ? await findOrder(db, row.id) : null;
  if (!row?.completed_at || !order) throw notFound('This order');
  const [thumbs, job] = await Promise.all([
    productThumbs(
      db,
      order.lines.map((l) => l.product_id),
    ),
    prints.job(db, row.id),
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
            carrier_name: carrierNameOf(row.carrier, row.tracking_link),
            tracking_number: row.tracking_number,
            tracking_url: trackingUrl(row.carrier, row.tracking_number, row.tracking_link),
          }
        : null,
    lines: order.lines.map((l) => lineOf(l, thumbs, designOf(prints, l.template))),
    reprinting: isReprinting(job?.status ?? null, row.fulfilment_status),
  };
};

export const orderStatusRoutes = (app: FastifyInstance, deps: OrderStatusDeps): void => {
  app.get<{ Params: { token: string } }>('/api/order-status/:token', async (req, reply) => {
    void reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    return OrderStatusAnswer.encode(await orderStatusOf(deps, req.params.token));
  });
};
