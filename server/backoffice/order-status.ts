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
import { CARRIER_NAMES, trackingUrl } from '../../src/domain/backoffice/index.js';
import { OrderStatusAnswer } from '../../src/adapters/http/contract/backoffice.js';
import { ensureStatusToken, findByStatusToken } from './admin-orders.repository.js';

const TOKEN = /^[A-Za-z0-9_-]{22,64}$/;

/** The order's status token, made on first use. */
export const statusTokenOf = (db: Queryable, orderId: string): Promise<string | null> =>
  ensureStatusToken(db, orderId, randomBytes(16).toString('base64url'));

export const orderStatusPath = (token: string): string => `/order-status/${token}`;

export const orderStatusOf = async (db: Queryable, token: string): Promise<OrderStatusAnswer> => {
  const row = TOKEN.test(token) ? await findByStatusToken(db, token) : null;
  if (!row?.completed_at) throw notFound('This order');
  const paid = row.completed_at;
  const paidOn = { year: paid.getUTCFullYear(), month: paid.getUTCMonth() + 1, day: paid.getUTCDate() };
  return {
    status: row.fulfilment_status,
    store: row.store,
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
  };
};

export const orderStatusRoutes = (app: FastifyInstance, deps: { readonly db: Queryable }): void => {
  app.get<{ Params: { token: string } }>('/api/order-status/:token', async (req, reply) => {
    void reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    return OrderStatusAnswer.encode(await orderStatusOf(deps.db, req.params.token));
  });
};
