/** SQL of the staff's coupons (coupon, coupon_amount of migration 087, and the paid orders that used them). */
import type { Queryable } from '../db/db.port.js';
import type { CouponDraft } from '../../src/domain/backoffice/index.js';

export interface CouponRow {
  readonly id: number;
  readonly code: string;
  readonly fixed_amount: number | null;
  readonly percent: number | null;
  readonly amounts: readonly { readonly currency: string; readonly amount: number }[];
  readonly valid_from: Date | null;
  readonly valid_until: Date | null;
  readonly active: boolean;
  readonly single_use: boolean;
  readonly uses: number;
  readonly created_at: Date;
}

// An order records the codes as the shopper typed them; a use is a paid order that entered the code.
const COLUMNS = `c.id, c.code, c.fixed_amount::float8 AS fixed_amount, c.percentage_discount::float8 AS percent,
  c.valid_from, c.valid_until, c.active, c.single_use, c.created_at,
  COALESCE((SELECT json_agg(json_build_object('currency', ca.currency, 'amount', ca.amount::float8) ORDER BY ca.currency)
            FROM coupon_amount ca WHERE ca.coupon_id = c.id), '[]'::json) AS amounts,
  (SELECT count(*) FROM shop_order o WHERE o.status = 'checkout_complete'
     AND EXISTS (SELECT 1 FROM unnest(o.coupons) e WHERE lower(btrim(e)) = lower(c.code)))::int AS uses`;

export const listCoupons = async (db: Queryable, page: { offset: number; limit: number }) => {
  const total = Number((await db.query<{ n: string | number }>('SELECT count(*) AS n FROM coupon')).rows[0]!.n);
  const { rows } = await db.query<CouponRow>(
    `SELECT ${COLUMNS} FROM coupon c ORDER BY c.created_at DESC, c.id DESC LIMIT $1 OFFSET $2`,
    [page.limit, page.offset],
  );
  return { rows, total };
};

export const findCoupon = async (db: Queryable, id: number, lock = false): Promise<CouponRow | undefined> =>
  (await db.query<CouponRow>(`SELECT ${COLUMNS} FROM coupon c WHERE c.id = $1${lock ? ' FOR UPDATE OF c' : ''}`, [id])).rows[0];

/** Whether a coupon or a gift card already answers to this code (a coupon would hide the card at checkout). */
export const codeInUse = async (db: Queryable, code: string, giftCardCode: string | null) =>
  (
    await db.query<{ coupon: boolean; gift_card: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM coupon WHERE lower(code) = lower($1)) AS coupon,
              EXISTS (SELECT 1 FROM gift_card WHERE code = $2) AS gift_card`,
      [code, giftCardCode],
    )
  ).rows[0]!;

/** Inserts the coupon with its per-currency amounts; answers its id. */
export const insertCoupon = async (tx: Queryable, draft: CouponDraft): Promise<number> => {
  const eur = draft.kind === 'fixed' ? draft.amounts.find((a) => a.currency === 'EUR')!.amount : null;
  const { rows } = await tx.query<{ id: number }>(
    'INSERT INTO coupon (code, fixed_amount, percentage_discount, valid_until) VALUES ($1, $2, $3, $4) RETURNING id',
    [draft.code, eur, draft.kind === 'percentage' ? draft.percent : null, draft.validUntil],
  );
  const id = rows[0]!.id;
  for (const a of draft.kind === 'fixed' ? draft.amounts.filter((x) => x.currency !== 'EUR') : [])
    await tx.query('INSERT INTO coupon_amount (coupon_id, currency, amount) VALUES ($1, $2, $3)', [id, a.currency, a.amount]);
  return id;
};

export const endCoupon = async (tx: Queryable, id: number, at: Date): Promise<void> => {
  await tx.query('UPDATE coupon SET valid_until = $2 WHERE id = $1', [id, at]);
};

/**
 * The codes an order was given that name a coupon, in the order given. The order keeps every code
 * the shopper entered, gift-card codes among them; those pay like money, so staff never see them.
 */
export const couponCodesAmong = async (db: Queryable, codes: readonly string[]): Promise<string[]> =>
  codes.length === 0
    ? []
    : (
        await db.query<{ code: string }>(
          `SELECT e.code FROM unnest($1::text[]) WITH ORDINALITY AS e(code, n)
           WHERE EXISTS (SELECT 1 FROM coupon c WHERE lower(c.code) = lower(btrim(e.code)))
           ORDER BY e.n`,
          [codes],
        )
      ).rows.map((r) => r.code);
