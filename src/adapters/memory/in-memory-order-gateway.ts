/**
 * OrderGateway in memory, for tests and headless runs (docs/architecture.md#conventions): orders by id, coupons and gift cards
 * by code, priced by the domain's own rule (computeTotals) from the lines' prices. Every call is written to `log` (which a test may
 * share with the fake embed to check the order of effects); failures are switched on per call.
 */
import { computeTotals, money, PRODUCT_TYPE, type CartLine, type Coupon } from '../../domain';
import { fail, type FailureCode, type Outcome } from '../../application/model/outcome';
import { ok } from '../../domain/result/result';
import type {
  AppliedCode,
  CheckoutOrder,
  CheckoutPricing,
  OrderGateway,
  OrderRequest,
  PlacedOrder,
} from '../../application/ports/orders.port';
import type { OrderStatus } from '../../application/model/order-status';

export interface OrderGatewayFailures {
  price?: FailureCode;
  create?: FailureCode;
  get?: FailureCode;
  /** A status, e.g. 409 for an order paid meanwhile. */
  update?: FailureCode | 409;
}

export class InMemoryOrderGateway implements OrderGateway {
  readonly orders = new Map<string, CheckoutOrder>();
  readonly requests = new Map<string, OrderRequest>();
  readonly idempotencyKeys: string[] = [];
  /** Paid orders by the token of their status link. */
  readonly statuses = new Map<string, OrderStatus>();
  failures: OrderGatewayFailures = {};
  private next = 1;

  constructor(
    readonly log: string[] = [],
    private readonly coupons: Readonly<Record<string, number>> = {},
    private readonly giftCards: Readonly<Record<string, number>> = {},
  ) {}

  /** Plants an order as if an earlier visit had made it. */
  withOrder(id: string, status = 'checkout_incomplete', tracking: Record<string, string> = {}): this {
    this.orders.set(id, {
      id,
      status,
      email: null,
      country: null,
      snippet: snippet(id),
      tracking,
      fulfilment: status === 'checkout_complete' ? 'paid' : null,
    });
    return this;
  }

  price(lines: readonly CartLine[], codes: readonly string[]): Promise<Outcome<CheckoutPricing>> {
    this.log.push(`price ${codes.join(',')}`.trim());
    if (this.failures.price) return Promise.resolve(fail(this.failures.price, 'price failed'));
    const currency = lines[0]?.price.currency ?? 'EUR';
    // The domain's pricing rule, as the server applies it: a headless run prices as the shop does.
    const coupons = codes
      .filter((code) => code in this.coupons)
      .map((code): Coupon => ({ code, kind: 'fixed', amount: money(this.coupons[code]!, currency) }));
    const cards = codes
      .filter((code) => (this.giftCards[code] ?? 0) > 0)
      .map((code) => ({ code, balance: money(this.giftCards[code]!, currency) }));
    const totals = computeTotals(
      currency,
      lines.map((l) => ({ unitPrice: l.price, quantity: l.quantity, isGiftCard: l.type === PRODUCT_TYPE.giftCard })),
      coupons,
      cards,
    );
    if (!totals.ok) return Promise.resolve(fail('BAD_REQUEST', totals.error.code, 400));
    const t = totals.value;
    return Promise.resolve(
      ok({
        lines: lines.map((l, i) => ({ uuid: l.uuid, unitPrice: l.price, lineTotal: t.lineTotals[i]! })),
        subtotal: t.subtotal,
        discounts: t.discounts.map((d): AppliedCode => ({ code: d.coupon.code, amount: d.amount })),
        giftCards: t.giftCards.map((g): AppliedCode => ({ code: g.card.code, amount: g.amount })),
        declined: codes
          .filter((code) => !(code in this.coupons) && !((this.giftCards[code] ?? 0) > 0))
          .map((code) => ({ code, reason: code in this.giftCards ? ('spent' as const) : ('invalid' as const) })),
        total: t.total,
        currency,
      }),
    );
  }

  create(request: OrderRequest, idempotencyKey: string): Promise<Outcome<PlacedOrder>> {
    this.log.push('create');
    this.idempotencyKeys.push(idempotencyKey);
    if (this.failures.create) return Promise.resolve(fail(this.failures.create, 'create failed'));
    const id = `order-${this.next++}`;
    this.withOrder(id);
    this.requests.set(id, request);
    return Promise.resolve(ok({ id, snippet: snippet(id) }));
  }

  get(orderId: string): Promise<Outcome<CheckoutOrder>> {
    this.log.push(`get ${orderId}`);
    if (this.failures.get) return Promise.resolve(fail(this.failures.get, 'get failed'));
    const order = this.orders.get(orderId);
    return Promise.resolve(order ? ok(order) : fail('NOT_FOUND', 'no such order', 404));
  }

  update(orderId: string, request: OrderRequest): Promise<Outcome<PlacedOrder>> {
    this.log.push(`update ${orderId}`);
    const f = this.failures.update;
    if (f === 409) return Promise.resolve(fail('BAD_REQUEST', 'order already complete', 409));
    if (f) return Promise.resolve(fail(f, 'update failed'));
    if (!this.orders.has(orderId)) return Promise.resolve(fail('NOT_FOUND', 'no such order', 404));
    this.requests.set(orderId, request);
    return Promise.resolve(ok({ id: orderId, snippet: snippet(orderId) }));
  }

  status(token: string): Promise<Outcome<OrderStatus>> {
    this.log.push(`status ${token}`);
    const found = this.statuses.get(token);
    return Promise.resolve(found ? ok(found) : fail('NOT_FOUND', 'no such order', 404));
  }
}

export const snippet = (id: string): string => `<iframe src="/sandbox/checkout/${id}?mode=checkout"></iframe>`;
