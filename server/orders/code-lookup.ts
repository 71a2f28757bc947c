/**
 * Classifies the codes a shopper entered (spec §5 "Coupon code: ignored unless longer than 3
 * characters"). A code is a coupon when the coupon table has it (case-insensitively), else a
 * gift card when one matches its normalised form, else unknown. Unknown, expired, inactive,
 * used-up and other-currency codes are simply not applied: the priced answer lists what was.
 *
 * Decision: fixed coupon amounts are EUR minor units, converted with the shop's fixed rates
 * (server/seed/prices.ts FX, the same table the catalogue prices come from) and rounded to a
 * whole minor unit, so one coupon row serves all 21 stores.
 */
import type { Queryable } from '../db/db.port.js';
import type { Coupon } from '../../src/domain/pricing/index.js';
import { usableCouponCode } from '../../src/domain/validation/codes.js';
import type { Currency } from '../../src/domain/stores/stores.js';
import { FX } from '../seed/prices.js';
import { giftCardCodeOrNull } from '../giftcards/gift-card-code.js';
import type { UsableGiftCard } from './order-totals.js';

export interface ClassifiedCodes {
  readonly coupons: readonly Coupon[];
  readonly giftCards: readonly UsableGiftCard[];
}

interface CouponRow { key: string; fixed_amount: number | null; pct: number | null; valid: boolean }
interface GiftCardRow { id: number; code: string; balance: number; currency: string }

export const fixedAmountIn = (eurMinor: number, currency: Currency): number => Math.round(eurMinor * FX[currency]);

export const classifyCodes = async (
  db: Queryable, entered: readonly string[], currency: Currency, now: Date,
): Promise<ClassifiedCodes> => {
  const codes = [...new Set(entered.map(usableCouponCode).filter((c): c is string => c !== null))];
  if (codes.length === 0) return { coupons: [], giftCards: [] };
  const { rows: couponRows } = await db.query<CouponRow>(
    `SELECT lower(code) AS key, fixed_amount, percentage_discount::float8 AS pct,
       (active AND (valid_from IS NULL OR valid_from <= $2) AND (valid_until IS NULL OR $2 < valid_until)) AS valid
     FROM coupon WHERE lower(code) = ANY($1)`,
    [codes.map((c) => c.toLowerCase()), now],
  );
  const couponByKey = new Map(couponRows.map((r) => [r.key, r]));
  const giftCodes = codes.filter((c) => !couponByKey.has(c.toLowerCase()));
  const normalised = giftCodes.map(giftCardCodeOrNull);
  const { rows: cardRows } = await db.query<GiftCardRow>(
    'SELECT id, code, balance, currency FROM gift_card WHERE code = ANY($1)',
    [normalised.filter((c): c is string => c !== null)],
  );
  const cardByCode = new Map(cardRows.map((r) => [r.code, r]));

  const coupons: Coupon[] = [];
  const seenCoupons = new Set<string>();
  for (const code of codes) {
    const row = couponByKey.get(code.toLowerCase());
    if (!row?.valid || seenCoupons.has(row.key)) continue;
    seenCoupons.add(row.key);
    coupons.push(row.fixed_amount !== null
      ? { code, kind: 'fixed', amount: { amount: fixedAmountIn(row.fixed_amount, currency), currency } }
      : { code, kind: 'percentage', percent: row.pct ?? 0 });
  }
  const giftCards: UsableGiftCard[] = [];
  const seenCards = new Set<number>();
  giftCodes.forEach((code, i) => {
    const row = normalised[i] === null ? undefined : cardByCode.get(normalised[i]!);
    if (!row || row.currency !== currency || row.balance <= 0 || seenCards.has(row.id)) return;
    seenCards.add(row.id);
    giftCards.push({ code, id: row.id, balance: row.balance });
  });
  return { coupons, giftCards };
};
