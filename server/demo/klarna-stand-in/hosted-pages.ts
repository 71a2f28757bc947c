/**
 * What the shopper's browser loads from the stand-in, as it would from Klarna:
 *
 * GET  /kco.js                                   the client API for the merchant's page
 * GET  /checkout/:id/frame?mode=checkout|…       the hosted frame: form, or thank-you once complete
 * POST /checkout/:id/purchase                    the form's Pay: runs the purchase, hands back to the merchant
 *
 * Each page sends its own CSP (one nonce for its inline script and style) and may be framed by any
 * origin, as a provider's frame is embedded by its merchants' shops.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { StandInContext } from './context.js';
import { answerPage, checkoutPage, confirmationPage, messagePage, SHOPPER_FIELDS, type ShopperForm } from './frame-page.js';
import type { OrderState } from './order-record.js';
import { DEMO_SHOPPER } from './demo-shopper.js';
import { kcoScript } from './snippet.js';

type WithId = { Params: { id: string } };

/** Headers an app around the plugin may have set that would keep other origins from framing or loading these. */
const clearEmbeddingLimits = (reply: FastifyReply): void => {
  for (const name of ['x-frame-options', 'cross-origin-resource-policy', 'cross-origin-embedder-policy'])
    reply.raw.removeHeader(name);
  reply.header('cross-origin-resource-policy', 'cross-origin');
};

const sendPage = (reply: FastifyReply, status: number, render: (nonce: string) => string): FastifyReply => {
  const nonce = randomBytes(16).toString('base64');
  clearEmbeddingLimits(reply);
  return reply
    .code(status)
    .headers({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
      'content-security-policy': `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; form-action 'self'; frame-ancestors *; base-uri 'none'`,
    })
    .send(render(nonce));
};

/** The form's first values: the demo shopper, overridden by the address the merchant sent with the order, if any. */
const prefilled = (order: OrderState): ShopperForm => {
  const sent = order.billing_address ?? order.request.billing_address;
  const given = typeof sent === 'object' && sent !== null ? (sent as Record<string, unknown>) : {};
  return Object.fromEntries(
    SHOPPER_FIELDS.map(([name]) => [
      name,
      typeof given[name] === 'string' && given[name] !== '' ? given[name] : DEMO_SHOPPER[name],
    ]),
  ) as ShopperForm;
};

/** The form's fields, trimmed; a message when one is missing, too long or the e-mail has no @. */
const readForm = (body: unknown): { values: ShopperForm; error?: string } => {
  const raw = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const values = Object.fromEntries(
    SHOPPER_FIELDS.map(([name]) => [name, typeof raw[name] === 'string' ? raw[name].trim() : '']),
  ) as ShopperForm;
  const missing = SHOPPER_FIELDS.find(([name]) => values[name] === '' || values[name].length > 100);
  if (missing) return { values, error: `Please fill in ${missing[1].toLowerCase()} (at most 100 characters).` };
  if (!/^[^@\s]+@[^@\s]+$/.test(values.email)) return { values, error: 'Please enter a valid email address.' };
  return { values };
};

export const hostedPages = (app: FastifyInstance, context: StandInContext): void => {
  const notFound = (reply: FastifyReply) =>
    sendPage(reply, 404, (nonce) =>
      messagePage(nonce, 'Checkout not found', 'This checkout does not exist. Please return to the shop.'),
    );

  app.get('/kco.js', async (request, reply) => {
    clearEmbeddingLimits(reply);
    return (
      reply
        .headers({ 'content-type': 'application/javascript; charset=utf-8', 'cache-control': 'no-cache' })
        // The origin the frame is served from; a root-relative base is the origin this script came from.
        .send(kcoScript(new URL(context.baseUrl(request), `${request.protocol}://${request.host}`).origin))
    );
  });

  app.get<WithId>('/checkout/:id/frame', async (request, reply) => {
    const order = context.orders.get(request.params.id);
    if (order === undefined) return notFound(reply);
    // The order's state decides the mode: a stale checkout-mode frame of a paid order shows the thank-you.
    if (order.status === 'checkout_complete') return sendPage(reply, 200, (nonce) => confirmationPage(nonce, order));
    return sendPage(reply, 200, (nonce) => checkoutPage(nonce, order, prefilled(order)));
  });

  app.post<WithId>('/checkout/:id/purchase', async (request, reply) => {
    const order = context.orders.get(request.params.id);
    if (order === undefined) return notFound(reply);
    const form = readForm(request.body);
    if (form.error !== undefined && order.status === 'checkout_incomplete') {
      const error = form.error;
      return sendPage(reply, 400, (nonce) => checkoutPage(nonce, order, form.values, error));
    }
    const outcome = await context.purchase(order.order_id, form.values);
    return outcome.ok
      ? sendPage(reply, 200, (nonce) =>
          answerPage(nonce, 'Payment accepted', 'Thank you. Taking you back to the shop…', outcome.confirmationUrl),
        )
      : sendPage(reply, 200, (nonce) =>
          answerPage(nonce, 'The shop could not accept this order', 'Taking you back to the shop…', outcome.redirectUrl),
        );
  });
};
