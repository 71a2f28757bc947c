/**
 * The sandbox provider's hosted pages, framed by the shop's checkout page:
 *
 * GET  /sandbox/checkout/:id?mode=checkout|confirmation   checkout form / thank-you summary
 * POST /sandbox/checkout/:id/pay                           form post; 303 to the page on success
 * GET  /sandbox/pixel/:id.gif                              1×1 tracking pixel
 *
 * Each page sends its own CSP with a fresh nonce for its one inline script and style, and may
 * be framed only by this origin.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { storeByCode } from '../../../src/domain/stores/stores.js';
import type { CheckoutProviderDeps, PaymentView, StoredOrder } from '../../orders/checkout-provider.port.js';
import { checkoutPage, completedPage, confirmationPage, DELIVERY_COUNTRY_CODES, messagePage, type Nonces } from './pages.js';
import { readPaymentForm, type FieldErrors, type FormValues } from './payment-form.js';
import { failureText, providerTexts } from './provider-texts.js';
import { sandboxTexts } from './sandbox-texts.js';
import { isOrderId } from '../../../src/domain/checkout/index.js';

/** The sandbox's name: CHECKOUT_PROVIDER's value, its path segment and shop_order.provider. */
export const SANDBOX_PROVIDER = 'sandbox';

const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const COUNTRY_CODES = DELIVERY_COUNTRY_CODES;

/**
 * The sandbox pages' own, stricter policy (helmet's per-route options): nothing but their one
 * inline script and style (by nonce), same-origin images and form posts, framed by the shop only.
 */
const SANDBOX_HELMET = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      scriptSrc: [] as string[],
      styleSrc: [] as string[],
      imgSrc: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
      baseUri: ["'none'"],
    },
  },
  referrerPolicy: { policy: 'same-origin' as const },
};

const sendPage = (reply: FastifyReply, status: number, render: (nonce: Nonces) => string): FastifyReply => {
  const nonce = reply.cspNonce as Nonces;
  return reply
    .code(status)
    .headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
    .send(render(nonce));
};

export const confirmationUrl = (order: Pick<StoredOrder, 'id' | 'store'>): string =>
  `${storeByCode(order.store)?.pathPrefix ?? ''}/checkout/confirmation/${encodeURIComponent(order.id)}`;

export const sandboxRoutes = (app: FastifyInstance, { clock, payments }: CheckoutProviderDeps): void => {
  const now = () => new Date(clock.now());

  const load = (id: string): Promise<PaymentView | null> => payments.read(SANDBOX_PROVIDER, id);
  const notFoundPage = (reply: FastifyReply) =>
    sendPage(reply, 404, (nonce) =>
      messagePage({
        nonce,
        orderId: '',
        title: 'Checkout not found',
        text: 'This checkout session does not exist. Please return to the shop and start again.',
      }),
    );

  const renderForm = (
    reply: FastifyReply,
    status: number,
    { order, pricing }: PaymentView,
    form: { values: FormValues; errors: FieldErrors; message?: string },
  ) => {
    const store = storeByCode(order.store)!;
    if (!pricing) {
      return sendPage(reply, 409, (nonce) =>
        messagePage({
          nonce,
          orderId: order.id,
          title: sandboxTexts(store.language).title,
          text: failureText(store.language, { code: 'ORDER.NOT_FOR_SALE' }),
          lang: store.locale,
        }),
      );
    }
    return sendPage(reply, status, (nonce) => checkoutPage({ nonce, order, pricing, ...form }));
  };

  void app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, helmet: SANDBOX_HELMET } as typeof route.config;
    });
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16_384 },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );

    scope.get<{ Params: { id: string }; Querystring: { mode?: string } }>('/sandbox/checkout/:id', async (req, reply) => {
      const view = await load(req.params.id);
      if (!view) return notFoundPage(reply);
      const { order, giftCards } = view;
      if (order.status === 'checkout_incomplete') return renderForm(reply, 200, view, { values: {}, errors: {} });
      if (req.query.mode === 'confirmation') {
        return sendPage(reply, 200, (nonce) => confirmationPage({ nonce, order, store: storeByCode(order.store)!, giftCards }));
      }
      return sendPage(reply, 200, (nonce) =>
        completedPage({ nonce, order, store: storeByCode(order.store)!, confirmationUrl: confirmationUrl(order) }),
      );
    });

    scope.post<{ Params: { id: string } }>('/sandbox/checkout/:id/pay', async (req, reply) => {
      const view = await load(req.params.id);
      if (!view) return notFoundPage(reply);
      const { order } = view;
      const pageUrl = `/sandbox/checkout/${encodeURIComponent(order.id)}?mode=checkout`;
      if (order.status === 'checkout_complete') return reply.code(303).header('location', pageUrl).send();
      // Whether a card is needed is decided inside the payment transaction, from the total it
      // re-prices: never from a price read before it, nor from a form field.
      const at = now();
      const result = await payments.complete(order.id, {
        method: 'test-card',
        decide: ({ needsCard }) => readPaymentForm(req.body, COUNTRY_CODES, at, needsCard),
      });
      if (result.ok) return reply.code(303).header('location', pageUrl).send();
      if (result.error.code === 'ORDER.NOT_FOUND') return notFoundPage(reply);
      const fresh = (await load(order.id)) ?? view;
      const language = storeByCode(fresh.order.store)!.language;
      if (result.error.code === 'ORDER.PAYMENT_REJECTED') {
        return renderForm(reply, 422, fresh, { ...result.error.rejection, message: providerTexts(language).correctFields });
      }
      const c = readPaymentForm(req.body, COUNTRY_CODES, at, false);
      const values = c.ok ? c.value.customer : undefined;
      return renderForm(reply, 409, fresh, {
        values: values
          ? {
              email: values.email,
              country: values.country,
              name: values.name,
              address: values.streetAddress,
              postcode: values.postalCode,
              city: values.city,
            }
          : {},
        errors: {},
        message: failureText(language, result.error),
      });
    });

    scope.get<{ Params: { file: string } }>('/sandbox/pixel/:file', async (req, reply) => {
      const id = /^(.+)\.gif$/.exec(req.params.file)?.[1];
      if (!id || !isOrderId(id)) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'No such pixel' });
      return reply.code(200).headers({ 'content-type': 'image/gif', 'cache-control': 'no-store' }).send(PIXEL);
    });
  });
};
