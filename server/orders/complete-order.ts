/**
 * Completing a paid order: in ONE transaction the order is locked and re-priced from the
 * database, the payment is decided from that total, gift cards are drawn down, single-use
 * coupons redeemed, and stock is decremented with guarded
 * updates (`… WHERE balance >= $1`, `… WHERE stock >= $1`), the payment is recorded, a gift
 * card is issued per gift-card unit bought, and the order becomes checkout_complete. Any
 * failure rolls all of it back and is returned as a value with a stable code.
 *
 * Rows are updated in ascending id order, so two payments touching the same gift cards and
 * variations on PostgreSQL wait for each other instead of deadlocking; a guarded update that
 * finds the balance or stock already taken fails this payment, never the invariant.
 */
import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../db/db.port.js';
import { storeByCode } from '../../src/domain/stores/stores.js';
import { err, ok, type Result } from '../../src/domain/result/result.js';
import { generateGiftCardCode } from '../../src/domain/validation/gift-card-code.js';
import { PRODUCT_TYPE } from '../../src/domain/product/model.js';
import { priceCart, type Pricing } from './pricing.js';
import { findOrder, markOrderComplete, replaceOrderContent, type Customer, type StoredOrder } from './order.repository.js';
import {
  drawGiftCard,
  insertIssuedGiftCard,
  insertPayment,
  recordGiftCardUse,
  redeemCoupon,
  takeVariationStock,
} from './completion.repository.js';
import type { RecordSales } from './record-sales.port.js';
import { writeFulfilmentMove } from './fulfilment/fulfilment.repository.js';
import type { ExchangeRates } from '../platform/exchange-rates.port.js';

export type { Customer };

/** Why an order was not completed; `R` is the checkout provider's own rejection of the payment. */
export type CompletionFailure<R = unknown> =
  | { readonly code: 'ORDER.NOT_FOUND' }
  | { readonly code: 'ORDER.ALREADY_COMPLETE' }
  | { readonly code: 'ORDER.EMPTY' }
  | { readonly code: 'ORDER.CHANGED' }
  | { readonly code: 'ORDER.NOT_FOR_SALE' }
  | { readonly code: 'ORDER.OUT_OF_STOCK'; readonly sku: string }
  | { readonly code: 'ORDER.GIFT_CARD_BALANCE'; readonly giftCard: string }
  | { readonly code: 'ORDER.PAYMENT_REJECTED'; readonly rejection: R };

/** Who pays, and the order version and total they were shown (null when the provider shows none). */
export interface Payment {
  readonly customer: Customer;
  readonly expected: { readonly version: number; readonly total: number } | null;
}

/**
 * How the payment is decided from the order's re-priced total inside the payment transaction
 * (whether a card is needed at all depends on that total, never on a price read before): the
 * payment, or the provider's rejection `R` (the sandbox's form with its field errors).
 */
export type PaymentDecision<R = unknown> = Result<Payment, R>;

export interface IssuedGiftCard {
  readonly code: string;
  readonly amount: number;
  readonly currency: string;
}

export interface Completion {
  readonly order: StoredOrder;
  readonly pricing: Pricing;
  readonly issued: readonly IssuedGiftCard[];
}

/** Ends a trial run after every check passed: its transaction rolls back and nothing is kept. */
class TrialPassed extends Error {
  constructor(readonly completion: Completion) {
    super('trial passed');
  }
}

class Abort extends Error {
  constructor(readonly failure: CompletionFailure) {
    super(failure.code);
  }
}

const drawGiftCards = async (tx: Queryable, orderId: string, p: Pricing): Promise<void> => {
  for (const g of [...p.giftCards].filter((g) => g.amount > 0).sort((a, b) => a.id - b.id)) {
    if (!(await drawGiftCard(tx, g.id, g.amount, p.currency)))
      throw new Abort({ code: 'ORDER.GIFT_CARD_BALANCE', giftCard: g.code });
    await recordGiftCardUse(tx, g.id, orderId, g.amount);
  }
};

const takeStock = async (tx: Queryable, p: Pricing): Promise<void> => {
  const wanted = new Map<number, { quantity: number; sku: string }>();
  for (const l of p.lines) {
    const w = wanted.get(l.variation_id);
    wanted.set(l.variation_id, { quantity: (w?.quantity ?? 0) + l.quantity, sku: l.sku });
  }
  for (const [id, w] of [...wanted].sort(([a], [b]) => a - b)) {
    if (!(await takeVariationStock(tx, id, w.quantity))) throw new Abort({ code: 'ORDER.OUT_OF_STOCK', sku: w.sku });
  }
};

const issueGiftCards = async (tx: Queryable, orderId: string, p: Pricing): Promise<IssuedGiftCard[]> => {
  const issued: IssuedGiftCard[] = [];
  for (const l of p.lines.filter((l) => l.type === PRODUCT_TYPE.giftCard)) {
    for (let unit = 0; unit < l.quantity; unit++) {
      for (;;) {
        // 80 random bits: a collision is astronomically rare, but never a failed payment
        const code = generateGiftCardCode(randomBytes);
        if (await insertIssuedGiftCard(tx, { code, amount: l.unit_price, currency: p.currency, orderId })) {
          issued.push({ code, amount: l.unit_price, currency: p.currency });
          break;
        }
      }
    }
  }
  return issued;
};

const redeemCoupons = async (tx: Queryable, orderId: string, p: Pricing): Promise<void> => {
  for (const d of p.discounts.filter((d) => d.singleUse)) {
    // false: redeemed by a payment that got there first
    if (!(await redeemCoupon(tx, d.couponId, orderId))) throw new Abort({ code: 'ORDER.CHANGED' });
  }
};

export const completeOrder = async <R = never>(
  db: Db,
  input: {
    readonly orderId: string;
    /**
     * Decides customer and payment from the re-priced order (`needsCard`: its total is above
     * zero); `expected` is what the shopper was shown: another version or total means "look again".
     */
    readonly pay: (order: { readonly needsCard: boolean }) => PaymentDecision<R>;
    readonly method: string;
    readonly now: Date;
    /** Euro rates for fixed coupons and the artists' EUR ledger. */
    readonly rates: ExchangeRates;
    /** Books the artists' commissions of the sale in the same transaction. */
    readonly recordSales: RecordSales;
    /** Runs every step and check, then rolls all of it back (a provider's "may this be paid?"). */
    readonly trial?: boolean;
  },
): Promise<Result<Completion, CompletionFailure<R>>> => {
  try {
    return ok(
      await db.transaction(async (tx) => {
        const order = await findOrder(tx, input.orderId, true);
        if (!order) throw new Abort({ code: 'ORDER.NOT_FOUND' });
        if (order.status === 'checkout_complete') throw new Abort({ code: 'ORDER.ALREADY_COMPLETE' });
        const store = storeByCode(order.store);
        if (!store) throw new Error(`Order ${order.id} has an unknown store ${order.store}`);
        const priced = await priceCart(
          tx,
          store,
          order.lines.map((l, index) => ({ ...l, index })),
          order.coupons,
          input.now,
          input.rates,
        );
        if (!priced.ok) throw new Abort({ code: 'ORDER.NOT_FOR_SALE' });
        const pricing = priced.value;
        if (pricing.lines.length === 0) throw new Abort({ code: 'ORDER.EMPTY' });
        const payment = input.pay({ needsCard: pricing.total > 0 });
        if (!payment.ok) throw new Abort({ code: 'ORDER.PAYMENT_REJECTED', rejection: payment.error });
        const expected = payment.value.expected;
        if (expected && (expected.version !== order.version || expected.total !== pricing.total)) {
          throw new Abort({ code: 'ORDER.CHANGED' });
        }
        await drawGiftCards(tx, order.id, pricing);
        await redeemCoupons(tx, order.id, pricing);
        await takeStock(tx, pricing);
        await insertPayment(tx, {
          orderId: order.id,
          amount: pricing.total,
          currency: pricing.currency,
          method: pricing.total > 0 ? input.method : 'gift-card-only',
        });
        const issued = await issueGiftCards(tx, order.id, pricing);
        await replaceOrderContent(tx, order.id, { pricing, codes: order.coupons, campaignData: order.campaign_data });
        const c = payment.value.customer;
        await markOrderComplete(tx, order.id, input.now, c);
        // Gift cards are digital: an order of gift cards only is delivered once paid (their codes go
        // by e-mail) and never enters production or shipping (docs/rules/back-office.md#order-lifecycle).
        if (pricing.lines.every((l) => l.type === PRODUCT_TYPE.giftCard))
          await writeFulfilmentMove(tx, order.id, {
            to: 'delivered',
            at: input.now,
            note: 'Gift cards only: the codes are sent by e-mail',
            staff: null,
          });
        // The artists' commissions are booked in this same transaction (docs/rules/artists.md#sales-and-commission "Account transaction").
        await input.recordSales(
          tx,
          {
            orderId: order.id,
            currency: pricing.currency,
            subtotal: pricing.subtotal,
            discountTotal: pricing.discounts.reduce((sum, d) => sum + d.amount, 0),
            deliveryCountry: c.country,
            lines: pricing.lines.map((l, position) => ({ ...l, position })),
            at: input.now,
          },
          input.rates,
        );
        const completed = await findOrder(tx, order.id);
        if (input.trial) throw new TrialPassed({ order: completed!, pricing, issued });
        return { order: completed!, pricing, issued };
      }),
    );
  } catch (e) {
    if (e instanceof TrialPassed) return ok(e.completion);
    // Only this call's `pay` puts a rejection into an Abort, so it is of this call's type R.
    if (e instanceof Abort) return err(e.failure as CompletionFailure<R>);
    throw e;
  }
};
