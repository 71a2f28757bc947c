/** Cart lines as the browser sends them, for variations of the seeded catalogue. */
import type { CartLine } from '../../src/adapters/http/contract/index';
import type { Queryable } from '../../server/db/db.port';
import type { ProductType } from '../../src/domain/product/model';

/** A variation and its price in one currency: what an order line names. */
export interface PricedVariation {
  readonly product_id: number;
  readonly variation_id: number;
  readonly amount: number;
}

/** The variation of product `sku` in `size` (e.g. 'TPL-HEART', '13x18'), priced in `currency`. */
export const variationOf = async (db: Queryable, sku: string, size: string, currency = 'EUR'): Promise<PricedVariation> => {
  const { rows } = await db.query<PricedVariation>(
    `SELECT v.product_id, v.id AS variation_id, vp.amount FROM variation v JOIN product p ON p.id = v.product_id
     JOIN attribute_option o ON o.id = v.option_id JOIN variation_price vp ON vp.variation_id = v.id AND vp.currency = $3
     WHERE p.sku = $1 AND o.name = $2`,
    [sku, size, currency],
  );
  if (!rows[0]) throw new Error(`the seeded catalogue has no ${sku} in ${size}`);
  return rows[0];
};

/** The first variation (by id) in `size` of a listed product of `type`, priced in `currency`. */
export const firstVariationOfType = async (
  db: Queryable,
  type: ProductType,
  size: string,
  currency = 'EUR',
): Promise<PricedVariation & { readonly type: ProductType }> => {
  const { rows } = await db.query<PricedVariation & { type: ProductType }>(
    `SELECT v.product_id, v.id AS variation_id, vp.amount, p.type FROM variation v
     JOIN product p ON p.id = v.product_id JOIN attribute_option o ON o.id = v.option_id
     JOIN variation_price vp ON vp.variation_id = v.id AND vp.currency = $3
     WHERE p.type = $1 AND o.name = $2 AND p.status IN (4, 5) ORDER BY v.id LIMIT 1`,
    [type, size, currency],
  );
  if (!rows[0]) throw new Error(`the seeded catalogue lists no product of type ${type} in ${size}`);
  return rows[0];
};

let n = 0;

/**
 * One poster of `variation` at its own price, as the cart sends it; `changes` set what a test is about
 * (size name, quantity, template, a price the server must ignore…). Each line gets a uuid of its own.
 */
export const cartLine = (variation: PricedVariation, changes: Partial<CartLine> = {}): CartLine => ({
  uuid: `line-${++n}`,
  type: 1,
  thumb: '/t.webp',
  name: 'Poster',
  slug: 'poster',
  product_id: variation.product_id,
  variation_id: variation.variation_id,
  variation_name: '50x70',
  sku: 'SKU',
  margin: false,
  black_and_white: false,
  price: Number(variation.amount),
  currency: 'EUR',
  quantity: 1,
  template: null,
  ...changes,
});
