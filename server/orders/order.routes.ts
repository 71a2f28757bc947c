/**
 * Cart pricing and hosted-checkout orders (docs/rules/checkout.md#checkout-order).
 *
 * POST /api/cart/price                      CartPricingRequest → CartPricing
 * POST /api/{provider}-checkout/order       CreateOrderRequest → CreateOrderAnswer (Idempotency-Key honoured)
 * GET  /api/{provider}-checkout/order/:id                      → Order
 * PUT  /api/{provider}-checkout/order/:id   UpdateOrderRequest → CreateOrderAnswer (409 once complete)
 *
 * Prices, discounts and totals come from priceCart; the client's prices are decoded (the codec
 * names them) and then never read.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/db.port.js';
import type { StoreContext } from '../http/store-context.js';
import { badRequest } from '../http/errors.js';
import { answerOf } from '../http/failure-status.js';
import { CHECKOUT_COMPLETE } from '../../src/domain/index.js';
import {
  CartPricing,
  CartPricingRequest,
  CreateOrderAnswer,
  CreateOrderRequest,
  Order,
  UpdateOrderRequest,
} from '../../src/adapters/http/contract/index.js';
import type { CheckoutProvider } from './checkout-provider.port.js';
import type { Payments } from './payments.js';
import type { Clock } from '../platform/clock.js';
import type { ExchangeRates } from '../platform/exchange-rates.port.js';
import type { GuessLimiter } from '../http/guess-limiter.js';
import { campaignData, enteredCodes, requestedLines } from './cart-input.js';
import { decodeBody } from '../http/request-body.js';
import { IDEMPOTENCY_HEADER, idempotencyKeyOf, requestHash } from './idempotency.js';
import { toCartPricing } from './pricing.js';
import type { Personaliser } from './personaliser.port.js';
import { createOrderService, type OrderInput } from './order.service.js';
import { checkoutPagePolicy } from './checkout-csp.js';

export interface CheckoutRouteDeps {
  readonly db: Db;
  readonly context: (req: FastifyRequest) => StoreContext;
  readonly provider: CheckoutProvider;
  readonly clock: Clock;
  /** Personalised lines' values and upload lines' photos (docs/rules/uploads.md#customer-photos upload-your-own) are checked and kept by it. */
  readonly personaliser: Personaliser;
  /** Euro rates: fixed coupon amounts are set in EUR. */
  readonly rates: ExchangeRates;
  /** The orders' payment calls, which the provider's own pages and callbacks make. */
  readonly payments: Payments;
  readonly guesses: GuessLimiter;
}

/** Routes decode, call the order service (order.service.ts), encode; the guessing limit is per request. */
export const checkoutRoutes = (app: FastifyInstance, deps: CheckoutRouteDeps): void => {
  const { context, provider, clock, guesses } = deps;
  const orders = createOrderService(deps);
  const base = `/api/${provider.name}-checkout/order`;

  /** Checks the request's lines and codes before any transaction starts (400 naming the field, 429). */
  const orderInput = async (req: FastifyRequest, body: CreateOrderRequest): Promise<OrderInput> => {
    const lines = requestedLines(body.cart, 'cart');
    if (lines.length === 0)
      throw badRequest('Field "cart" must hold at least one line with a quantity of 1 or more', 'ORDER.EMPTY');
    const codes = enteredCodes(body.coupons, 'coupons');
    const campaign = campaignData(body.campaign_data, 'campaign_data');
    await guesses.admit(req, codes.length);
    return { lines, codes, campaign };
  };

  app.post('/api/cart/price', async (req) => {
    const body = decodeBody(CartPricingRequest, req.body);
    const lines = requestedLines(body.lines, 'lines');
    const codes = [...enteredCodes(body.coupons, 'coupons'), ...enteredCodes(body.gift_cards, 'gift_cards')];
    await guesses.admit(req, codes.length);
    const priced = answerOf(await orders.price(context(req).store, lines, codes, 'lines'));
    await guesses.recordMisses(req, priced.unmatched);
    return CartPricing.encode(toCartPricing(priced));
  });

  app.post(base, async (req, reply) => {
    const body = decodeBody(CreateOrderRequest, req.body);
    const store = context(req).store;
    const key = idempotencyKeyOf(req.headers);
    const input = await orderInput(req, body);
    const hash =
      key === undefined
        ? undefined
        : requestHash({ provider: provider.name, store: store.code, body: CreateOrderRequest.encode(body) });
    const { written, replayed } = answerOf(
      await orders.create(store, input, key === undefined ? undefined : { key, hash: hash! }),
    );
    await guesses.recordMisses(req, written.unmatched);
    if (replayed) void reply.header('idempotent-replayed', 'true');
    if (key !== undefined) void reply.header(IDEMPOTENCY_HEADER, key);
    return CreateOrderAnswer.encode({ id: written.id, snippet: written.snippet });
  });

  app.get<{ Params: { id: string } }>(`${base}/:id`, async (req, reply) => {
    const { order, snippet, tracking } = answerOf(await orders.view(req.params.id));
    void reply.header('cache-control', 'no-store');
    return Order.encode({
      id: order.id,
      status: order.status,
      email: order.email,
      country: order.country,
      snippet,
      tracking: { ...tracking },
      fulfilment_status: order.status === CHECKOUT_COMPLETE ? order.fulfilment_status : null,
    });
  });

  app.put<{ Params: { id: string } }>(`${base}/:id`, async (req) => {
    const body = decodeBody(UpdateOrderRequest, req.body);
    const store = context(req).store;
    answerOf(await orders.find(req.params.id));
    const input = await orderInput(req, body);
    const written = answerOf(await orders.update(store, req.params.id, input));
    await guesses.recordMisses(req, written.unmatched);
    return CreateOrderAnswer.encode({ id: written.id, snippet: written.snippet });
  });

  provider.routes(app, { clock, payments: deps.payments });
  checkoutPagePolicy(app, provider.embedOrigins);
};
