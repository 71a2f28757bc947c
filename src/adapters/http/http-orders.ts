/**
 * The OrderGateway over the HTTP API (docs/rules/checkout.md#checkout-order /api/{checkout-provider}-checkout/order, and
 * POST /api/cart/price). The provider's name is configuration ('sandbox' by default in the
 * composition root); the idempotency key comes from the caller — nothing random is made here.
 * Domain cart lines (Money prices, camelCase) become the wire's CartLine; the server re-prices
 * every line, so the price sent is only what the shopper was shown.
 */
import { isTemplateId, money, type CartLine as DomainCartLine } from '../../domain';
import { encodeTemplateFields } from './contract/template-fields';
import { type Outcome } from '../../application/model/outcome';
import { ok } from '../../domain/result/result';
import type { CheckoutPricing, OrderGateway, OrderRequest, PlacedOrder } from '../../application/ports/orders.port';
import type { CartLine, LineTemplate } from './contract/cart';
import { CartPricing, type CartPricingRequest, type CartPricingRequestLine } from './contract/cart-pricing';
import { CreateOrderAnswer, Order, type CreateOrderRequest } from './contract/order';
import type { HttpClient } from './http-client';
import { OrderStatusAnswer } from './contract/backoffice';
import { orderStatusFromWire } from './order-status';

export const CART_PRICE_PATH = '/api/cart/price';
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Domain values go out in the spec's snake_case through the template's field codec. */
const wireValues = (templateId: string, values: Readonly<Record<string, unknown>>): Record<string, unknown> =>
  isTemplateId(templateId) ? encodeTemplateFields(templateId, values as never) : { ...values };

const wireTemplate = (line: DomainCartLine): LineTemplate | null => {
  const t = line.template;
  if (t === undefined) return null;
  return t.kind === 'upload'
    ? { uploaded_image_id: t.uploadedImageId }
    : { values: wireValues(t.templateId, t.values), assets: { ...t.assets }, valid: t.valid };
};

/** What the server prices a line by; the order's line carries it too. */
const pricedLine = (line: DomainCartLine) => ({
  uuid: line.uuid,
  product_id: line.productId,
  variation_id: line.variationId,
  quantity: line.quantity,
  margin: line.margin ?? null,
  black_and_white: line.blackAndWhite ?? null,
});

export const toWireCartLine = (line: DomainCartLine): CartLine => ({
  ...pricedLine(line),
  type: line.type,
  thumb: line.thumb ?? '',
  name: line.name,
  slug: line.slug,
  variation_name: line.variationName,
  sku: line.sku,
  price: line.price.amount,
  currency: line.price.currency,
  template: wireTemplate(line),
});

const toPricingLine = (line: DomainCartLine): CartPricingRequestLine => {
  const template = wireTemplate(line);
  return { ...pricedLine(line), ...(template === null ? {} : { template }) };
};

export const toWireOrderRequest = (r: OrderRequest): CreateOrderRequest => ({
  cart: r.lines.map(toWireCartLine),
  coupons: [...r.coupons],
  campaign_data: { ...r.campaign },
});

const fromWirePricing = (p: CartPricing): CheckoutPricing => {
  const m = (amount: number) => money(amount, p.currency);
  return {
    lines: p.lines.map((l) => ({
      uuid: l.uuid,
      unitPrice: money(l.unit_price, l.currency),
      lineTotal: money(l.line_total, l.currency),
    })),
    subtotal: m(p.subtotal),
    discounts: p.discounts.map((d) => ({ code: d.code, amount: m(d.amount) })),
    giftCards: p.gift_cards.map((g) => ({ code: g.code, amount: m(g.amount) })),
    declined: p.declined.map((d) => ({ code: d.code, reason: d.reason })),
    total: m(p.total),
    currency: p.currency,
  };
};

const map = <A, B>(o: Outcome<A>, f: (a: A) => B): Outcome<B> => (o.ok ? ok(f(o.value)) : o);
const placed = (a: CreateOrderAnswer): PlacedOrder => ({ id: a.id, snippet: a.snippet });

export const createHttpOrderGateway = (http: HttpClient, opts: { readonly provider: string }): OrderGateway => {
  const orders = `/api/${encodeURIComponent(opts.provider)}-checkout/order`;
  const order = (id: string) => `${orders}/${encodeURIComponent(id)}`;
  const send = async (path: string, method: string, body: unknown, headers?: Record<string, string>) =>
    map(await http.request(CreateOrderAnswer, path, { method, body, headers }), (r) => placed(r.value));
  return {
    price: async (lines, codes) => {
      // Every entered code goes as a coupon: the server tells coupons from gift cards.
      const body: CartPricingRequest = { lines: lines.map(toPricingLine), coupons: [...codes], gift_cards: [] };
      return map(await http.request(CartPricing, CART_PRICE_PATH, { method: 'POST', body }), (r) => fromWirePricing(r.value));
    },
    create: (request, idempotencyKey) =>
      send(orders, 'POST', toWireOrderRequest(request), { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }),
    get: async (id) =>
      map(await http.get(Order, order(id)), ({ fulfilment_status, ...o }) => ({ ...o, fulfilment: fulfilment_status })),
    update: (id, request) => send(order(id), 'PUT', toWireOrderRequest(request)),
    status: async (token) =>
      map(await http.get(OrderStatusAnswer, `/api/order-status/${encodeURIComponent(token)}`), orderStatusFromWire),
  };
};
