/** Builders of catalogue read models (src/application/model/catalogue) for flow tests. */
import type { Category, Image, Product, Variation } from '../../src/application/model/catalogue';

export const image = (type: Image['type'], url: string): Image => ({ type, url, width: 800, height: 1120 });

export const variation = (size: string, price: number, over: Partial<Variation> = {}): Variation => ({
  id: over.id ?? 1000 + price,
  name: `Size ${size}`,
  sku: `SKU-${size}`,
  attribute_id: 1,
  option_id: 1,
  option_name: size,
  price,
  currency: 'EUR',
  stock: { instock: true, quantity: 10 },
  images: [],
  ...over,
});

export const catalogueProduct = (over: Partial<Product> = {}): Product => ({
  id: 1,
  sku: 'P-1',
  name: 'Mountain lake',
  slug: 'mountain-lake',
  type: 1,
  description: '',
  images: [image('thumb', 'thumb.webp'), image('featured', 'featured.webp')],
  bundle_images: [],
  variations: [variation('30x40', 2900, { id: 11 }), variation('50x70', 4900, { id: 12 }), variation('13x18', 1500, { id: 13 })],
  tags: [],
  categories: [],
  artist: null,
  alternate: {},
  status: 4,
  bundled_meta: null,
  metadata: {},
  ...over,
});

export const catalogueFrame = (id: number, sizes: readonly string[], over: Partial<Product> = {}): Product =>
  catalogueProduct({
    id,
    sku: `F-${id}`,
    name: `Frame ${id}`,
    slug: `frame-${id}`,
    type: 2,
    images: [image('thumb', `frame-${id}.webp`)],
    variations: sizes.map((s, i) => variation(s, 1000 + i * 100, { id: id * 100 + i, sku: `F-${id}-${s}` })),
    ...over,
  });

/** A category of posters shown in the menu, with five posters and no children. */
export const catalogueCategory = (id: number, over: Partial<Category> = {}): Category => ({
  id,
  slug: `c${id}`,
  name: `Category ${id}`,
  description: '',
  header_image_url: null,
  layout: 'default',
  home: false,
  children: [],
  hierarchy: [],
  product_count: 5,
  dynamic: false,
  show_in_menu: true,
  product_type: 1,
  metadata: {},
  alternate: {},
  ...over,
});
