/**
 * Demo coupons (docs/rules/gift-cards-and-coupons.md#coupons "Coupon", docs/rules/gift-cards-and-coupons.md#codes "Coupon code: ignored unless longer than 3 characters").
 * Idempotent: a coupon whose code exists (case-insensitively) is left as it is, so this runs
 * on every start, after the migrations, without touching coupons an operator has edited.
 */
import type { Queryable } from '../../db/db.port.js';

export interface SeedCoupon {
  readonly code: string;
  /** EUR minor units; converted to the store currency when applied. */
  readonly fixedAmount?: number;
  readonly percentage?: number;
  readonly validFrom?: string;
  readonly validUntil?: string;
}

export const DEMO_COUPONS: readonly SeedCoupon[] = [
  { code: 'WELCOME10', percentage: 10 },
  { code: 'SPRING5', fixedAmount: 500 },
  { code: 'EXPIRED20', percentage: 20, validFrom: '2024-01-01T00:00:00Z', validUntil: '2024-02-01T00:00:00Z' },
  { code: 'HALFPRICE', percentage: 50 },
  { code: 'BIGSAVER', fixedAmount: 100_000 },
];

export const seedCoupons = async (db: Queryable, coupons: readonly SeedCoupon[] = DEMO_COUPONS): Promise<void> => {
  for (const c of coupons) {
    await db.query(
      `INSERT INTO coupon (code, fixed_amount, percentage_discount, valid_from, valid_until)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (lower(code)) DO NOTHING`,
      [c.code, c.fixedAmount ?? null, c.percentage ?? null, c.validFrom ?? null, c.validUntil ?? null],
    );
  }
};
