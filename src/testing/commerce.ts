/** Money, sizes, products and cart lines as the domain builds them (docs/rules/checkout.md#cart-lines "Product", "Cart line"). */
import fc from 'fast-check';
import {
  CART_MAX_QUANTITY,
  EUR_EXCHANGE_RATES,
  POSTER_SIZES,
  PRODUCT_TYPE,
  WALL_SIZES,
  frameLine,
  money,
  posterLine,
  type CartLine,
  type Money,
  type Product,
} from '../domain';

/** The currencies the shop sells in. */
export const currency = (): fc.Arbitrary<string> => fc.constantFrom(...Object.keys(EUR_EXCHANGE_RATES));

export interface MoneyConstraints {
  /** Every amount in this currency; any shop currency when left out. */
  readonly currency?: string;
  /** Largest amount in minor units (default 1,000,000: ten thousand euros). */
  readonly max?: number;
}

/** A non-negative amount in integer minor units. */
export const moneyAmount = (c: MoneyConstraints = {}): fc.Arbitrary<Money> =>
  fc
    .tuple(fc.integer({ min: 0, max: c.max ?? 1_000_000 }), c.currency === undefined ? currency() : fc.constant(c.currency))
    .map(([amount, cur]) => money(amount, cur));

/** A print size the shop sells (13x18 … 70x100). */
export const posterSize = (): fc.Arbitrary<string> => fc.constantFrom(...POSTER_SIZES);

/** A size a gallery-wall slot can have. */
export const wallSize = (): fc.Arbitrary<string> => fc.constantFrom(...WALL_SIZES);

/** A poster or frame with a variation for each of `sizes` (at least one size), priced in `currency`. */
export const product = (
  type: number,
  cur: string,
  sizes: fc.Arbitrary<readonly string[]> = fc.uniqueArray(posterSize(), { minLength: 1 }),
): fc.Arbitrary<Product> =>
  fc
    .tuple(fc.integer({ min: 1, max: 1_000_000 }), sizes, fc.array(moneyAmount({ currency: cur, max: 50_000 })))
    .map(([id, productSizes, prices]) => ({
      id,
      sku: `${type}-${id}`,
      name: `Product ${id}`,
      slug: `product-${id}`,
      type,
      images: [{ type: 'thumb' as const, url: `${id}.webp` }],
      variations: productSizes.map((size, i) => ({
        id: id * 100 + i,
        name: size,
        sku: `${type}-${id}-${size}`,
        optionName: size,
        price: prices[i] ?? money(1000 + i * 100, cur),
        inStock: true,
        images: [],
      })),
      metadata: {},
    }));

/** A poster line as the product page adds it; every price in `currency`. */
export const cartLine = (cur: string): fc.Arbitrary<CartLine> =>
  fc
    .tuple(fc.uuid(), fc.integer({ min: 1, max: CART_MAX_QUANTITY }), fc.boolean(), fc.boolean())
    .chain(([uuid, quantity, margin, blackAndWhite]) =>
      product(PRODUCT_TYPE.poster, cur).chain((p) =>
        fc.constantFrom(...p.variations).map((v) => posterLine(p, v, { uuid, margin, blackAndWhite, quantity })),
      ),
    );

/** A poster line, maybe followed by its frame line (never more frames than posters: a frame belongs to its poster). */
const posterWithFrame = (cur: string): fc.Arbitrary<readonly CartLine[]> =>
  cartLine(cur).chain((poster) =>
    fc
      .option(
        fc
          .tuple(product(PRODUCT_TYPE.frame, cur), fc.uuid(), fc.integer({ min: 1, max: poster.quantity }))
          .chain(([frame, uuid, quantity]) =>
            fc.constantFrom(...frame.variations).map((v) => frameLine(frame, v, uuid, quantity, poster.uuid)),
          ),
        { nil: undefined },
      )
      .map((frame) => (frame ? [poster, frame] : [poster])),
  );

/** A cart: posters with their frames, in one currency, distinct ids. */
export const cartLines = (cur: string, maxLength = 8): fc.Arbitrary<readonly CartLine[]> =>
  fc
    .uniqueArray(posterWithFrame(cur), { maxLength: Math.ceil(maxLength / 2), selector: (ls) => ls[0]!.uuid })
    .map((groups) => groups.flat())
    .filter((lines) => new Set(lines.map((l) => l.uuid)).size === lines.length && lines.length <= maxLength);
