/**
 * What staff may create and expire as coupons (docs/rules/gift-cards-and-coupons.md#coupons "Coupon", docs/rules/gift-cards-and-coupons.md#coupons codes).
 *
 * Decisions:
 * - A code is 4 to 40 letters, digits, "-" or "_": longer than the 3 characters a shopper's entry
 *   must exceed to count (docs/rules/back-office.md#coupon-and-gift-card-desk), and nothing a shopper could not type from an e-mail.
 * - A percentage is above 0 and at most 100, with at most two decimals (what the coupon table keeps).
 * - A fixed coupon names its amount per currency. The EUR amount is required: stores whose
 *   currency is not listed get it converted at the shop's euro rates, as every fixed coupon so far.
 * - An end date, when given, lies in the future; expiring ends a coupon now, and a coupon that
 *   has already ended cannot be expired again.
 */
import type { Currency } from '../stores/stores';
import { STORES } from '../stores/stores';
import { err, ok, type Result } from '../result/result';

/** The longest coupon code staff may create (the form's field holds no more). */
export const COUPON_CODE_MAX_LENGTH = 40;
export const COUPON_CODE_PATTERN = new RegExp(`^[A-Za-z0-9_-]{4,${COUPON_CODE_MAX_LENGTH}}$`);
export const COUPON_CURRENCIES: readonly Currency[] = [...new Set(STORES.map((s) => s.currency))];
/** The largest fixed amount in minor units: far above any order, far below the column's limit. */
export const MAX_COUPON_AMOUNT = 100_000_000;

export type CouponDraft =
  | { readonly code: string; readonly kind: 'percentage'; readonly percent: number; readonly validUntil: Date | null }
  | {
      readonly code: string;
      readonly kind: 'fixed';
      readonly amounts: readonly { readonly currency: Currency; readonly amount: number }[];
      readonly validUntil: Date | null;
    };

export interface CouponDraftInput {
  readonly code: string;
  readonly kind: 'percentage' | 'fixed';
  readonly percent?: number | undefined;
  readonly amounts?: readonly { readonly currency: string; readonly amount: number }[] | undefined;
  readonly validUntil?: Date | null | undefined;
}

export type CouponRuleError = {
  readonly code: 'COUPON.CODE' | 'COUPON.PERCENT' | 'COUPON.AMOUNTS' | 'COUPON.VALID_UNTIL' | 'COUPON.ALREADY_ENDED';
  readonly reason: string;
};

const fail = (code: CouponRuleError['code'], reason: string) => err<CouponRuleError>({ code, reason });
// 64.01 × 100 is 6400.999… in binary floating point: compare to the nearest whole cent, not exactly.
const hasTwoDecimals = (n: number): boolean => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;
const isCurrency = (c: string): c is Currency => (COUPON_CURRENCIES as readonly string[]).includes(c);

const checkAmounts = (
  amounts: CouponDraftInput['amounts'],
): Result<{ currency: Currency; amount: number }[], CouponRuleError> => {
  const list = amounts ?? [];
  const seen = new Set<string>();
  for (const { currency, amount } of list) {
    if (!isCurrency(currency))
      return fail('COUPON.AMOUNTS', `${currency} is not a currency of the shop's stores (${COUPON_CURRENCIES.join(', ')}).`);
    if (seen.has(currency)) return fail('COUPON.AMOUNTS', `The amount in ${currency} is given twice.`);
    seen.add(currency);
    if (!Number.isSafeInteger(amount) || amount < 1 || amount > MAX_COUPON_AMOUNT)
      return fail('COUPON.AMOUNTS', `The amount in ${currency} must be a whole number of cents from 1 to ${MAX_COUPON_AMOUNT}.`);
  }
  if (!seen.has('EUR'))
    return fail('COUPON.AMOUNTS', 'A fixed coupon needs its amount in EUR; the stores of other currencies convert it.');
  return ok(list.map((a) => ({ currency: a.currency as Currency, amount: a.amount })));
};

export const checkCouponDraft = (input: CouponDraftInput, now: Date): Result<CouponDraft, CouponRuleError> => {
  const code = input.code.trim();
  if (!COUPON_CODE_PATTERN.test(code)) return fail('COUPON.CODE', 'A coupon code is 4 to 40 letters, digits, "-" or "_".');
  const validUntil = input.validUntil ?? null;
  if (validUntil !== null && !(validUntil.getTime() > now.getTime()))
    return fail('COUPON.VALID_UNTIL', 'The end date must lie in the future.');
  if (input.kind === 'percentage') {
    const p = input.percent;
    // At least 0.01: a smaller positive number rounds to 0 in the two-decimal column.
    if (p === undefined || !Number.isFinite(p) || p < 0.01 || p > 100 || !hasTwoDecimals(p))
      return fail('COUPON.PERCENT', 'The percentage must be above 0 and at most 100, with at most two decimals.');
    return ok({ code, kind: 'percentage', percent: p, validUntil });
  }
  const amounts = checkAmounts(input.amounts);
  return amounts.ok ? ok({ code, kind: 'fixed', amounts: amounts.value, validUntil }) : amounts;
};

/** A coupon's state for staff: running, ended (its end date passed or it was switched off), or not started yet. */
export type CouponState = 'active' | 'ended' | 'scheduled';

export const couponState = (
  c: { readonly active: boolean; readonly validFrom: Date | null; readonly validUntil: Date | null },
  now: Date,
): CouponState =>
  !c.active || (c.validUntil !== null && c.validUntil.getTime() <= now.getTime())
    ? 'ended'
    : c.validFrom !== null && c.validFrom.getTime() > now.getTime()
      ? 'scheduled'
      : 'active';

/** The new end of a coupon expired now: `now` (the end is exclusive), unless it has already ended. */
export const expireCoupon = (
  c: { readonly active: boolean; readonly validFrom: Date | null; readonly validUntil: Date | null },
  now: Date,
): Result<Date, CouponRuleError> =>
  couponState(c, now) === 'ended' ? fail('COUPON.ALREADY_ENDED', 'This coupon has already ended.') : ok(now);
