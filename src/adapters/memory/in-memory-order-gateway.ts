/**
 * OrderGateway in memory, for tests and headless runs (STYLE habit 4): orders by id, coupons and gift cards
 * by code, pricing by the lines' own prices. Every call is written to `log` (which a test may
 * share with the fake embed to check the order of effects); failures are switched on per call.
 */
import { money, type CartLine } from '../../domain';
import { fail, type FailureCode, type Outcome } from '../../application/model/outcome';
import { ok } from '../../domain/result/result';
import type {
  AppliedCode, CheckoutOrder, CheckoutPricing, OrderGateway, OrderRequest, PlacedOrder,
} from '../../application/ports/orders.port';

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
  failures: OrderGatewayFailures = {};
  private next = 1;

  constructor(
    readonly log: string[] = [],
    private readonly coupons: Readonly<Record<string, number>> = {},
    private readonly giftCards: Readonly<Record<string, number>> = {},
  ) {}

  /** Plants an order as if an earlier visit had made it. */
  withOrder(id: string, status = 'checkout_incomplete', tracking: Record<string, string> = {}): this {
    this.orders.set(id, { id, status, email: null, country: null, snippet: snippet(id), tracking });
    return this;
  }

  price(lines: readonly CartLine[], codes: readonly string[]): Promise<Outcome<CheckoutPricing>> {
    this.log.push(`price ${codes.join(',')}`.trim());
    if (this.failures.price) return Promise.resolve(fail(this.failures.price, 'price failed'));
    const currency = lines[0]?.price.currency ?? 'EUR';
    const subtotal = lines.reduce((sum, l) => sum + l.price.amount * l.quantity, 0);
    let rest = subtotal;
    const take = (table: Readonly<Record<string, number>>): AppliedCode[] =>
      codes.filter((c) => c in table).map((code) => {
        const amount = Math.min(table[code]!, rest);
        rest -= amount;
        return { code, amount: money(amount, currency) };
      });
    const discounts = take(this.coupons);
    const giftCards = take(this.giftCards);
    return Promise.resolve(ok({
      lines: lines.map((l) => ({ uuid: l.uuid, unitPrice: l.price, lineTotal: money(l.price.amount * l.quantity, currency) })),
      subtotal: money(subtotal, currency),
      discounts,
      giftCards,
      total: money(rest, currency),
      currency,
    }));
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
}

export const snippet = (id: string): string => `<iframe src="/sandbox/checkout/${id}?mode=checkout"></iframe>`;
