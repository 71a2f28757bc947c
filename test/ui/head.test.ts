import { describe, expect, it } from 'vitest';
import { headFor } from '../../src/ui/head';
import { DEFAULT_STORE } from '../../src/domain/stores/stores';
import type { Product } from '../../src/application/model/catalogue';
import type { PageData } from '../../src/application/loaders/pages.loader';

const variation = (id: number, size: string, price: number) => ({
  id,
  name: size,
  sku: `V${id}`,
  attribute_id: 1,
  option_id: id,
  option_name: size,
  price,
  currency: 'EUR',
  stock: { instock: true, quantity: 10 },
  images: [],
});
const product = (id: number, type: number, prices: number[]): Product => ({
  id,
  sku: `P${id}`,
  name: `Poster ${id}`,
  slug: `poster-${id}`,
  type,
  description: '<p>Nice</p>',
  images: [],
  bundle_images: [],
  variations: prices.map((p, i) => variation(id * 10 + i, `${i}x${i}`, p)),
  tags: [],
  categories: [],
  artist: null,
  alternate: { en: 'http://shop.test/product/x' },
  status: 4,
  bundled_meta: null,
  metadata: {},
});
const ctx = {
  store: DEFAULT_STORE,
  publicUrl: 'http://shop.test',
  path: '/product/x',
  brand: 'Shop',
  storeAlternates: {},
  titles: {
    checkout: 'Checkout',
    confirmation: 'Thanks',
    balance: 'Balance',
    unsubscribe: 'Unsubscribe',
    artists: 'Artists',
    galleryWall: 'Design your own',
    search: 'Search results',
    notFound: 'Not found',
    error: 'Something went wrong',
    account: 'My account',
    admin: 'Back office',
    orderStatus: 'Your order',
  },
};
const ld = (data: PageData) =>
  headFor(data, ctx).jsonLd!.find((x) => (x as { '@type': string })['@type'] === 'Product') as {
    offers: Record<string, unknown>;
  };

describe('product structured data (docs/rules/product-pages.md#head-and-structured-data)', () => {
  it('a poster offers its lowest and highest variation price and the variation count', () => {
    const offers = ld({
      route: 'product',
      data: { product: product(1, 1, [2990, 990, 4990]), related: [], bundled: [], frames: [] },
    }).offers;
    expect(offers).toMatchObject({ lowPrice: 9.9, highPrice: 49.9, offerCount: 3, priceCurrency: 'EUR' });
  });

  it('a wall offers the summed lowest and highest prices of its bundled posters', () => {
    const wall = product(9, 4, []);
    const bundled = [product(1, 1, [990, 2990]), product(2, 1, [1490, 4990])];
    const offers = ld({ route: 'product', data: { product: wall, related: [], bundled, frames: [] } }).offers;
    expect(offers).toMatchObject({ lowPrice: 24.8, highPrice: 79.8, offerCount: 2 });
  });
});

describe('gallery-wall designer head (docs/rules/gallery-wall.md#designer-steps)', () => {
  it('has the translated title and a canonical link to /gallery-wall, also for a saved wall', () => {
    const head = headFor(
      { route: 'galleryWall', data: { wallId: 'Abc123xyz9', wallFound: true } },
      { ...ctx, path: '/gallery-wall/Abc123xyz9' },
    );
    expect(head.title).toBe('Design your own | Shop');
    expect(head.canonical).toBe('http://shop.test/gallery-wall');
  });

  it("shows a saved wall's own preview as its Open Graph image, and none for an empty designer or an unknown id", () => {
    expect(headFor({ route: 'galleryWall', data: { wallId: 'Abc123xyz9', wallFound: true } }, ctx).image).toBe(
      'http://shop.test/api/gallery-wall/Abc123xyz9/preview.jpg',
    );
    expect(headFor({ route: 'galleryWall', data: { wallId: null, wallFound: false } }, ctx).image).toBeUndefined();
    // No wall is saved under the id: its preview would be a 404.
    expect(headFor({ route: 'galleryWall', data: { wallId: 'Zzz999zzz9', wallFound: false } }, ctx).image).toBeUndefined();
  });
});
