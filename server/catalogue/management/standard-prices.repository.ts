/** The standard price list (migration 120 standard_price) and the re-pricing of the variations that follow it. */
import type { Queryable } from '../../db/db.port.js';
import type { PriceCell } from '../../../src/domain/pricing/price-overrides.js';

export interface StandardRow {
  readonly product_type: number;
  readonly size: string;
  readonly currency: string;
  readonly amount: number;
}

export const standardRows = async (db: Queryable, type?: number): Promise<StandardRow[]> =>
  (
    await db.query<StandardRow>(
      `SELECT product_type, size, currency, amount FROM standard_price WHERE $1::int IS NULL OR product_type = $1 ORDER BY product_type, size, currency`,
      [type ?? null],
    )
  ).rows;

/** Replaces one size's row set: the EUR price and the currencies set by hand. */
export const writeStandardSize = async (
  tx: Queryable,
  type: number,
  size: string,
  rows: readonly { currency: string; amount: number }[],
) => {
  await tx.query('DELETE FROM standard_price WHERE product_type = $1 AND size = $2', [type, size]);
  for (const r of rows)
    await tx.query('INSERT INTO standard_price (product_type, size, currency, amount) VALUES ($1, $2, $3, $4)', [
      type,
      size,
      r.currency,
      r.amount,
    ]);
};

/**
 * Re-prices every variation of `type` in `size` to `cells`, except the prices set for one product
 * by hand (`fixed`); answers how many price rows changed.
 */
export const repriceSize = async (tx: Queryable, type: number, size: string, cells: readonly PriceCell[]): Promise<number> => {
  let changed = 0;
  for (const c of cells) {
    const { rows } = await tx.query<{ n: number }>(
      `WITH moved AS (
         UPDATE variation_price vp SET amount = $4 FROM variation v, product p, attribute_option o
         WHERE vp.variation_id = v.id AND p.id = v.product_id AND o.id = v.option_id
           AND p.type = $1 AND o.name = $2 AND vp.currency = $3 AND NOT vp.fixed AND vp.amount <> $4
         RETURNING 1)
       SELECT count(*)::int AS n FROM moved`,
      [type, size, c.currency, c.amount],
    );
    changed += rows[0]!.n;
  }
  return changed;
};
