/**
 * Classifies the codes a shopper entered (docs/rules/gift-cards-and-coupons.md#codes "Coupon code: ignored unless longer than 3
 * characters"). A code is a coupon when the coupon table has it (case-insensitively), else a
 * gift card when one matches its normalised form, else unknown. Unknown, expired, inactive,
 * used-up and other-currency codes are simply not applied: the priced answer lists what was, and
 * why each other code was not (a gift card in another currency is told as such, not as invalid).
 *
 * Decision: fixed coupon amounts are EUR minor units, converted with the shop's euro rates (the
 * ExchangeRates port; by default the domain's fixed table, the one the catalogue prices come
 * from) and rounded to a whole minor unit, so one coupon row serves all 21 stores; an amount staff
 * named for the store currency (coupon_amount) is taken as it is instead.
 */
import type { Queryable } from '../db/db.port.js';
import { usableCouponCode } from '../../src/domain/validation/codes.js';
import type { Currency } from '../../src/domain/stores/stores.js';
import { eurExchangeRate, type EurRates } from '../../src/domain/money/exchange-rates.js';
import type { ExchangeRates } from '../platform/exchange-rates.port.js';
import { refuse } from '../platform/outcome.js';
import { giftCardCodeOrNull } from '../../src/domain/validation/gift-card-code.js';
import type { StoredCoupon, UsableGiftCard } from './order-table-totals.js';
import { couponsByCode, giftCardsByCode } from './pricing.repository.js';
import type { DeclineReason } from '../../src/domain/pricing/index.js';

type GiftCardDecline = Extract<DeclineReason, 'invalid' | 'spent' | 'other_currency'>;

export interface ClassifiedCodes {
  readonly coupons: readonly StoredCoupon[];
  readonly giftCards: readonly UsableGiftCard[];
  /** Entered codes that matched no usable coupon or gift card: failed guesses. */
  readonly unmatched: readonly string[];
  /**
   * The unmatched codes with the reason the shopper is told: a gift card with no balance left is
   * spent, one in another currency than the store's says so.
   */
  readonly declined: readonly { readonly code: string; readonly reason: GiftCardDecline }[];
}

/** A fixed EUR amount in the store currency; without a rate for it the coupon cannot be priced now. */
export const fixedAmountIn = (eurMinor: number, currency: Currency, rates: EurRates): number => {
  const rate = eurExchangeRate(currency, rates);
  if (rate === undefined)
    return refuse('PRICES.NO_RATE', `No exchange rate for ${currency} at the moment. Please try again later.`);
  return Math.round(eurMinor * rate);
};

export const classifyCodes = async (
  db: Queryable,
  entered: readonly string[],
  currency: Currency,
  now: Date,
  exchangeRates: ExchangeRates,
): Promise<ClassifiedCodes> => {
  const codes = [...new Set(entered.map(usableCouponCode).filter((c): c is string => c !== null))];
  if (codes.length === 0) return { coupons: [], giftCards: [], unmatched: [], declined: [] };
  const couponRows = await couponsByCode(
    db,
    codes.map((c) => c.toLowerCase()),
    now,
    currency,
  );
  const couponByKey = new Map(couponRows.map((r) => [r.key, r]));
  const giftCodes = codes.filter((c) => !couponByKey.has(c.toLowerCase()));
  const normalised = giftCodes.map(giftCardCodeOrNull);
  const cardRows = await giftCardsByCode(
    db,
    normalised.filter((c): c is string => c !== null),
  );
  const cardByCode = new Map(cardRows.map((r) => [r.code, r]));

  // Read only when a fixed coupon needs converting: a live provider is asked no more than that.
  const rates = couponRows.some((r) => r.valid && r.fixed_amount !== null && r.amount_in_currency === null)
    ? await exchangeRates.current()
    : {};
  const coupons: StoredCoupon[] = [];
  const declined: { code: string; reason: GiftCardDecline }[] = [];
  const seenCoupons = new Set<string>();
  for (const code of codes) {
    const row = couponByKey.get(code.toLowerCase());
    if (row && !row.valid) declined.push({ code, reason: 'invalid' });
    if (!row?.valid || seenCoupons.has(row.key)) continue;
    seenCoupons.add(row.key);
    const ids = { id: row.id, singleUse: row.single_use };
    coupons.push(
      row.fixed_amount !== null
        ? {
            code,
            kind: 'fixed',
            amount: { amount: Number(row.amount_in_currency ?? fixedAmountIn(row.fixed_amount, currency, rates)), currency },
            ...ids,
          }
        : { code, kind: 'percentage', percent: row.pct ?? 0, ...ids },
    );
  }
  const giftCards: UsableGiftCard[] = [];
  const seenCards = new Set<number>();
  giftCodes.forEach((code, i) => {
    const row = normalised[i] === null ? undefined : cardByCode.get(normalised[i]!);
    if (!row || row.currency !== currency || row.balance <= 0) {
      declined.push({ code, reason: !row ? 'invalid' : row.currency !== currency ? 'other_currency' : 'spent' });
      return;
    }
    if (seenCards.has(row.id)) return;
    seenCards.add(row.id);
    giftCards.push({ code, id: row.id, balance: row.balance });
  });
  return { coupons, giftCards, unmatched: declined.map((d) => d.code), declined };
};
