/** Test builders for products, variations and frames (deterministic, minimal). */
import { money, type Money } from '../../src/domain/money';
import type { Product, ProductImage, Variation } from '../../src/domain/product';

export const eur = (amount: number): Money => money(amount, 'EUR');

export const variation = (optionName: string, amount: number, over: Partial<Variation> = {}): Variation => ({
  id: over.id ?? 1000 + amount,
  name: `Size ${optionName}`,
  sku: `SKU-${optionName}`,
  optionName,
  price: eur(amount),
  inStock: true,
  images: [],
  ...over,
});

export const product = (over: Partial<Product> = {}): Product => ({
  id: 1,
  sku: 'P-1',
  name: 'Mountain lake',
  slug: 'mountain-lake',
  type: 1,
  images: [{ type: 'thumb', url: 'thumb.webp' }] as readonly ProductImage[],
  variations: [variation('30x40', 2900, { id: 11 }), variation('50x70', 4900, { id: 12 }), variation('13x18', 1500, { id: 13 })],
  metadata: {},
  ...over,
});

export const frame = (id: number, sizes: readonly string[], over: Partial<Product> = {}): Product =>
  product({
    id,
    sku: `F-${id}`,
    name: `Frame ${id}`,
    slug: `frame-${id}`,
    type: 2,
    variations: sizes.map((s, i) => variation(s, 1000 + i * 100, { id: id * 100 + i })),
    ...over,
  });
