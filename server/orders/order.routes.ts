/**
 * Cart pricing and hosted-checkout orders (spec §7).
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
import type { Db, Queryable } from '../db/db.port.js';
import type { StoreContext } from '../http/store-context.js';
import { badRequest, HttpProblem, notFound } from '../http/errors.js';
import {
  CartPricing, CartPricingRequest, CreateOrderAnswer, CreateOrderRequest, Order, UpdateOrderRequest,
} from '../../src/adapters/http/contract/index.js';
import type { Store } from '../../src/domain/stores/stores.js';
import type { CheckoutProvider } from './checkout-provider.port.js';
import type { Clock } from '../platform/clock.js';
import type { ExchangeRates } from '../platform/exchange-rates.port.js';
import type { GuessLimiter } from '../giftcards/guess-limiter.js';
import { campaignData, enteredCodes, notForSale, requestedLines } from './cart-input.js';
import { decodeBody } from '../http/request-body.js';
import { IDEMPOTENCY_HEADER, idempotencyKeyOf, oncePerKey, requestHash } from './idempotency.js';
import { findOrder, insertOrder, replaceOrderContent, setProviderRef, type OrderContent, type StoredOrder } from './order.repository.js';
import { newOrderId, ORDER_ID_PATTERN } from './order-id.js';
import { priceCart, toCartPricing } from './pricing.js';
import type { MediaStore } from '../uploads/media-store.port.js';
import { personaliseLines, saveTemplateValues, type PersonalisedLines } from '../personalisation/personalised-lines.js';

export interface CheckoutRouteDeps {
  readonly db: Db;
  readonly context: (req: FastifyRequest) => StoreContext;
  readonly provider: CheckoutProvider;
  readonly clock: Clock;
  /** Uploaded photos: an upload line must name one (spec §2 upload-your-own). */
  readonly media: MediaStore;
  /** Euro rates: fixed coupon amounts are set in EUR. */
  readonly rates: ExchangeRates;
  /** Called after an order was paid (print files of personalised lines, spec §2 render page). */
  readonly onPaid?: (orderId: string) => void;
  readonly guesses: GuessLimiter;
}

type OrderBody = CreateOrderRequest;

export const checkoutRoutes = (app: FastifyInstance, deps: CheckoutRouteDeps): void => {
  const { db, context, provider, clock, media, guesses, rates } = deps;
  const base = `/api/${provider.name}-checkout/order`;
  const now = () => new Date(clock.now());

  /** Checks the request's lines and codes before any transaction starts (400 naming the field, 429). */
  const orderInput = async (req: FastifyRequest, body: OrderBody) => {
    const lines = requestedLines(body.cart, 'cart');
    if (lines.length === 0) throw badRequest('Field "cart" must hold at least one line with a quantity of 1 or more', 'ORDER.EMPTY');
    const codes = enteredCodes(body.coupons, 'coupons');
    const campaign = campaignData(body.campaign_data, 'campaign_data');
    await guesses.admit(req, codes.length);
    return { lines, codes, campaign };
  };

  const orderContent = async (tx: Queryable, store: Store, input: Awaited<ReturnType<typeof orderInput>>): Promise<OrderContent & { personalised: PersonalisedLines<unknown> }> => {
    const priced = await priceCart(tx, store, input.lines, input.codes, now(), rates);
    if (!priced.ok) throw notForSale(priced.error, 'cart');
    const personalised = await personaliseLines(tx, media, priced.value.lines, 'cart');
    return { pricing: { ...priced.value, lines: personalised.lines }, codes: input.codes, campaignData: input.campaign, personalised };
  };

  const loadOrder = async (id: string): Promise<StoredOrder> => {
    const order = ORDER_ID_PATTERN.test(id) ? await findOrder(db, id) : null;
    if (!order || order.provider !== provider.name) throw notFound(`Order "${id}"`);
    return order;
  };

  app.post('/api/cart/price', async (req) => {
    const body = decodeBody(CartPricingRequest, req.body);
    const lines = requestedLines(body.lines, 'lines');
    const codes = [...enteredCodes(body.coupons, 'coupons'), ...enteredCodes(body.gift_cards, 'gift_cards')];
    await guesses.admit(req, codes.length);
    const priced = await priceCart(db, context(req).store, lines, codes, now(), rates);
    if (!priced.ok) throw notForSale(priced.error, 'lines');
    await guesses.recordMisses(req, priced.value.unmatched);
    return CartPricing.encode(toCartPricing(priced.value));
  });

  app.post(base, async (req, reply) => {
    const body = decodeBody(CreateOrderRequest, req.body);
    const store = context(req).store;
    const key = idempotencyKeyOf(req.headers);
    const input = await orderInput(req, body);
    let unmatched: readonly string[] = [];
    const answer = await db.transaction(async (tx) => {
      const create = async (): Promise<CreateOrderAnswer> => {
        const content = await orderContent(tx, store, input);
        unmatched = content.pricing.unmatched;
        const id = newOrderId();
        await insertOrder(tx, id, provider.name, content);
        await saveTemplateValues(tx, id, content.personalised);
        const session = await provider.createSession((await findOrder(tx, id))!);
        await setProviderRef(tx, id, session.reference);
        return CreateOrderAnswer.encode({ id, snippet: session.snippet });
      };
      if (key === undefined) return { answer: await create(), replayed: false };
      const hash = requestHash({ provider: provider.name, store: store.code, body: CreateOrderRequest.encode(body) });
      return oncePerKey(tx, key, hash, create);
    });
    await guesses.recordMisses(req, unmatched);
    if (answer.replayed) void reply.header('idempotent-replayed', 'true');
    if (key !== undefined) void reply.header(IDEMPOTENCY_HEADER, key);
    return answer.answer;
  });

  app.get<{ Params: { id: string } }>(`${base}/:id`, async (req, reply) => {
    const order = await loadOrder(req.params.id);
    void reply.header('cache-control', 'no-store');
    return Order.encode({
      id: order.id,
      status: order.status,
      email: order.email,
      country: order.country,
      snippet: await provider.snippet(order),
      tracking: order.status === 'checkout_complete' ? { ...provider.tracking(order) } : {},
    });
  });

  app.put<{ Params: { id: string } }>(`${base}/:id`, async (req) => {
    const body = decodeBody(UpdateOrderRequest, req.body);
    const store = context(req).store;
    await loadOrder(req.params.id);
    const input = await orderInput(req, body);
    let unmatched: readonly string[] = [];
    const answer = await db.transaction(async (tx) => {
      const current = await findOrder(tx, req.params.id, true);
      if (!current) throw notFound(`Order "${req.params.id}"`);
      if (current.status === 'checkout_complete') {
        throw new HttpProblem(409, 'This order is already paid and can no longer be changed. Start a new order for further items.', 'ORDER.ALREADY_COMPLETE');
      }
      const content = await orderContent(tx, store, input);
      unmatched = content.pricing.unmatched;
      await replaceOrderContent(tx, current.id, content);
      await saveTemplateValues(tx, current.id, content.personalised);
      const session = await provider.updateSession((await findOrder(tx, current.id))!);
      await setProviderRef(tx, current.id, session.reference ?? current.provider_ref);
      return CreateOrderAnswer.encode({ id: current.id, snippet: session.snippet });
    });
    await guesses.recordMisses(req, unmatched);
    return answer;
  });

  provider.routes(app, { db, clock, rates, onPaid: deps.onPaid });
};
