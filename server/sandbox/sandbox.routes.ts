/**
 * The sandbox provider's hosted pages (issue 5 item 2), framed by the shop's checkout page:
 *
 * GET  /sandbox/checkout/:id?mode=checkout|confirmation   checkout form / thank-you summary
 * POST /sandbox/checkout/:id/pay                           form post; 303 to the page on success
 * GET  /sandbox/pixel/:id.gif                              1×1 tracking pixel
 *
 * Each page sends its own CSP with a fresh nonce for its one inline script and style, and may
 * be framed only by this origin.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { storeByCode } from '../../src/domain/stores/stores.js';
import type { CheckoutProviderDeps } from '../orders/checkout-provider.port.js';
import { completeOrder, type CompletionFailure } from '../orders/complete-order.js';
import { findOrder, type StoredOrder } from '../orders/order.repository.js';
import { ORDER_ID_PATTERN } from '../orders/order-id.js';
import { priceCart } from '../orders/pricing.js';
import { checkoutPage, completedPage, confirmationPage, DELIVERY_COUNTRIES, messagePage } from './pages.js';
import { readPaymentForm, type FieldErrors, type FormValues } from './payment-form.js';

const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const COUNTRY_CODES = DELIVERY_COUNTRIES.map((c) => c.code);

const pageHeaders = (nonce: string): Record<string, string> => ({
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': [
    "default-src 'none'", `script-src 'nonce-${nonce}'`, `style-src 'nonce-${nonce}'`, "img-src 'self'",
    "form-action 'self'", "frame-ancestors 'self'", "base-uri 'none'",
  ].join('; '),
  'x-frame-options': 'SAMEORIGIN',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'cache-control': 'no-store',
});

const sendPage = (reply: FastifyReply, status: number, render: (nonce: string) => string): FastifyReply => {
  const nonce = randomBytes(16).toString('base64');
  return reply.code(status).headers(pageHeaders(nonce)).send(render(nonce));
};

export const confirmationUrl = (order: Pick<StoredOrder, 'id' | 'store'>): string =>
  `${storeByCode(order.store)?.pathPrefix ?? ''}/checkout/confirmation/${encodeURIComponent(order.id)}`;

const FAILURE_MESSAGE: Record<CompletionFailure['code'], (f: CompletionFailure) => string> = {
  'ORDER.NOT_FOUND': () => 'This checkout session does not exist.',
  'ORDER.ALREADY_COMPLETE': () => 'This order is already paid.',
  'ORDER.EMPTY': () => 'Your order has no items. Return to the shop and add some.',
  'ORDER.CHANGED': () => 'Your order changed while you were paying. Check the new total and pay again. Your card was not charged.',
  'ORDER.NOT_FOR_SALE': () => 'An item in your order is no longer for sale. Return to the shop and update your cart.',
  'ORDER.OUT_OF_STOCK': (f) => `Sorry, ${'sku' in f ? f.sku : 'an item'} is no longer in stock in that quantity. Your card was not charged.`,
  'ORDER.GIFT_CARD_BALANCE': (f) => `The balance of gift card ${'giftCard' in f ? f.giftCard : ''} was used in the meantime. Check the new total and pay again. Your card was not charged.`,
};

export const sandboxRoutes = (app: FastifyInstance, { db, clock, onPaid }: CheckoutProviderDeps): void => {
  const now = () => new Date(clock.now());

  const load = async (id: string): Promise<StoredOrder | null> => {
    const order = ORDER_ID_PATTERN.test(id) ? await findOrder(db, id) : null;
    return order?.provider === 'sandbox' ? order : null;
  };
  const notFoundPage = (reply: FastifyReply) => sendPage(reply, 404, (nonce) => messagePage({
    nonce, orderId: '', title: 'Checkout not found', text: 'This checkout session does not exist. Please return to the shop and start again.',
  }));

  const renderForm = async (reply: FastifyReply, status: number, order: StoredOrder, form: { values: FormValues; errors: FieldErrors; message?: string }) => {
    const store = storeByCode(order.store)!;
    const priced = await priceCart(db, store, order.lines.map((l, index) => ({ ...l, index })), order.coupons, now());
    if (!priced.ok) {
      return sendPage(reply, 409, (nonce) => messagePage({ nonce, orderId: order.id, title: 'Checkout', text: FAILURE_MESSAGE['ORDER.NOT_FOR_SALE']({ code: 'ORDER.NOT_FOR_SALE' }) }));
    }
    return sendPage(reply, status, (nonce) => checkoutPage({ nonce, order, pricing: priced.value, ...form }));
  };

  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    scope.get<{ Params: { id: string }; Querystring: { mode?: string } }>('/sandbox/checkout/:id', async (req, reply) => {
      const order = await load(req.params.id);
      if (!order) return notFoundPage(reply);
      if (order.status === 'checkout_incomplete') return renderForm(reply, 200, order, { values: {}, errors: {} });
      if (req.query.mode === 'confirmation') {
        const { rows: giftCards } = await db.query<{ code: string; balance: number; currency: string }>(
          'SELECT code, balance, currency FROM gift_card WHERE issued_for_order = $1 ORDER BY id', [order.id]);
        return sendPage(reply, 200, (nonce) => confirmationPage({ nonce, order, store: storeByCode(order.store)!, giftCards }));
      }
      return sendPage(reply, 200, (nonce) => completedPage({ nonce, order, confirmationUrl: confirmationUrl(order) }));
    });

    scope.post<{ Params: { id: string } }>('/sandbox/checkout/:id/pay', async (req, reply) => {
      const order = await load(req.params.id);
      if (!order) return notFoundPage(reply);
      const pageUrl = `/sandbox/checkout/${encodeURIComponent(order.id)}?mode=checkout`;
      if (order.status === 'checkout_complete') return reply.code(303).header('location', pageUrl).send();
      const live = await priceCart(db, storeByCode(order.store)!, order.lines.map((l, index) => ({ ...l, index })), order.coupons, now());
      const needsCard = !live.ok || live.value.total > 0;
      const form = readPaymentForm(req.body, COUNTRY_CODES, now(), needsCard);
      if (!form.ok) return renderForm(reply, 422, order, { ...form, message: 'Please correct the fields marked below.' });
      const result = await completeOrder(db, { orderId: order.id, customer: form.customer, expected: form.expected, method: 'test-card', now: now() });
      if (result.ok) onPaid?.(order.id);
      if (result.ok || result.error.code === 'ORDER.ALREADY_COMPLETE') return reply.code(303).header('location', pageUrl).send();
      if (result.error.code === 'ORDER.NOT_FOUND') return notFoundPage(reply);
      const c = form.customer;
      const fresh = (await load(order.id)) ?? order;
      return renderForm(reply, 409, fresh, {
        values: { email: c.email, country: c.country, name: c.name, address: c.streetAddress, postcode: c.postalCode, city: c.city },
        errors: {},
        message: FAILURE_MESSAGE[result.error.code](result.error),
      });
    });

    scope.get<{ Params: { file: string } }>('/sandbox/pixel/:file', async (req, reply) => {
      const id = /^(.+)\.gif$/.exec(req.params.file)?.[1];
      if (!id || !ORDER_ID_PATTERN.test(id)) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'No such pixel' });
      return reply.code(200).headers({ 'content-type': 'image/gif', 'cache-control': 'no-store' }).send(PIXEL);
    });
  });
};
