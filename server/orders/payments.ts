/**
 * Payment is the orders' API (docs/rules/checkout.md "Payments"): a checkout provider only
 * translates its own pages and callbacks into these calls, and never reaches the order's tables,
 * its pricing or the gift cards by itself.
 *
 * - `read` gives a provider what its pages show: the order, its price now, the gift cards it issued.
 * - `complete` re-prices the order, records the payment and marks the order paid in one
 *   transaction (complete-order.ts). It is idempotent: a second call for an order already paid
 *   changes nothing and answers the paid order again (`replayed`). After the transaction commits,
 *   "paid" is published once to the subscribers registered at composition (print jobs, the
 *   confirmation e-mail); the artists' commissions and the gift cards bought are written inside
 *   the transaction itself, since a paid order without them must never be seen.
 */
import type { Db } from '../db/db.port.js';
import type { Clock } from '../platform/clock.js';
import type { ExchangeRates } from '../platform/exchange-rates.port.js';
import { isOrderId } from '../../src/domain/checkout/index.js';
import { storeByCode } from '../../src/domain/stores/stores.js';
import { ok, type Result } from '../../src/domain/result/result.js';
import { completeOrder, type CompletionFailure, type PaymentDecision } from './complete-order.js';
import { findOrder, type StoredOrder } from './order.repository.js';
import { priceCart, type Pricing } from './pricing.js';
import type { RecordSales } from './record-sales.port.js';

/** A gift card an order bought, as the confirmation shows it. */
export interface BoughtGiftCard {
  readonly code: string;
  readonly balance: number;
  readonly currency: string;
}

/**
 * The order as a provider's page shows it. `pricing` is its price now while it is open (null when a
 * line is no longer for sale); a paid order is not priced again and shows the gift cards it bought.
 */
export interface PaymentView {
  readonly order: StoredOrder;
  readonly pricing: Pricing | null;
  readonly giftCards: readonly BoughtGiftCard[];
}

/** How a provider pays an order: its method's name, and the payment decided from the re-priced total. */
export interface PaymentAttempt<R> {
  readonly method: string;
  /** Decides customer and payment from the order's re-priced total (`needsCard`: it is above zero). */
  readonly decide: (order: { readonly needsCard: boolean }) => PaymentDecision<R>;
}

export interface PaymentCompleted {
  readonly order: StoredOrder;
  /** The order was already paid: nothing changed and nothing was published again. */
  readonly replayed: boolean;
}

/** Told once per paid order, after its payment committed; a subscriber's failure never undoes the payment. */
export type PaidSubscriber = (orderId: string) => void | Promise<void>;

export interface PaymentsDeps {
  readonly db: Db;
  readonly clock: Clock;
  /** Euro rates for fixed coupons and the artists' EUR ledger. */
  readonly rates: ExchangeRates;
  /** Books the artists' commissions inside the payment's transaction. */
  readonly recordSales: RecordSales;
  /** The gift cards an order bought (the gift cards' own read). */
  readonly giftCardsBoughtWith: (orderId: string) => Promise<readonly BoughtGiftCard[]>;
  /** Where a subscriber's failure is reported. */
  readonly onSubscriberError: (error: unknown, orderId: string) => void;
}

export interface Payments {
  /** Registers a subscriber to "paid" (at composition, before the server listens). */
  onPaid(subscriber: PaidSubscriber): void;
  /** The order of `provider` with id `orderId` and its price now; null when there is none. */
  read(provider: string, orderId: string): Promise<PaymentView | null>;
  complete<R>(orderId: string, attempt: PaymentAttempt<R>): Promise<Result<PaymentCompleted, CompletionFailure<R>>>;
  /**
   * Whether `complete` would pay the order now (stock, prices, coupons, gift-card balances, the
   * expected total): every step runs and is rolled back, nothing is kept or published.
   */
  check<R>(orderId: string, attempt: PaymentAttempt<R>): Promise<Result<null, CompletionFailure<R>>>;
}

export const createPayments = (deps: PaymentsDeps): Payments => {
  const { db, clock, rates } = deps;
  const subscribers: PaidSubscriber[] = [];

  const publishPaid = (orderId: string): void => {
    for (const subscriber of subscribers) {
      // One subscriber's failure neither stops the others nor reaches the provider's answer.
      void Promise.resolve()
        .then(() => subscriber(orderId))
        .catch((error: unknown) => deps.onSubscriberError(error, orderId));
    }
  };

  /** The payment's one transaction (complete-order.ts); a trial runs every step and keeps nothing. */
  const completeWith = <R>(orderId: string, attempt: PaymentAttempt<R>, trial: boolean) =>
    completeOrder(db, {
      orderId,
      method: attempt.method,
      now: new Date(clock.now()),
      rates,
      recordSales: deps.recordSales,
      pay: attempt.decide,
      trial,
    });

  return {
    onPaid: (subscriber) => {
      subscribers.push(subscriber);
    },

    read: async (provider, orderId) => {
      const order = isOrderId(orderId) ? await findOrder(db, orderId) : null;
      if (!order || order.provider !== provider) return null;
      const store = storeByCode(order.store);
      if (!store) throw new Error(`Order ${order.id} has an unknown store ${order.store}`);
      if (order.status === 'checkout_complete')
        return { order, pricing: null, giftCards: await deps.giftCardsBoughtWith(order.id) };
      const lines = order.lines.map((l, index) => ({ ...l, index }));
      const priced = await priceCart(db, store, lines, order.coupons, new Date(clock.now()), rates);
      return { order, pricing: priced.ok ? priced.value : null, giftCards: [] };
    },

    check: async (orderId, attempt) => {
      const tried = await completeWith(orderId, attempt, true);
      return tried.ok ? ok(null) : tried;
    },

    complete: async (orderId, attempt) => {
      const result = await completeWith(orderId, attempt, false);
      if (result.ok) {
        publishPaid(orderId);
        return ok({ order: result.value.order, replayed: false });
      }
      if (result.error.code === 'ORDER.ALREADY_COMPLETE') {
        const paid = await findOrder(db, orderId);
        if (paid) return ok({ order: paid, replayed: true });
      }
      return result;
    },
  };
};
