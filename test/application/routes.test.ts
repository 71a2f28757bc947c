import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canonicalPath, resolveRoute } from '../../src/application/routing/routes';
import { LANGUAGES, ROUTE_PREFIXES } from '../../src/domain/stores/stores';

describe('resolveRoute (docs/rules/stores-and-urls.md#routes Routes)', () => {
  it.each([
    ['/', 'en', { name: 'start' }],
    ['/product/golden-meadow', 'en', { name: 'product', slug: 'golden-meadow' }],
    ['/produkt/goldene-wiese', 'de', { name: 'product', slug: 'goldene-wiese' }],
    ['/product-category/art/abstract/geometric', 'en', { name: 'category', slugs: ['art', 'abstract', 'geometric'] }],
    ['/produkt-kategorie/kunst', 'de', { name: 'category', slugs: ['kunst'] }],
    ['/termek-cimke/virag', 'hu', { name: 'tag', slug: 'virag' }],
    ['/artists', 'en', { name: 'artists' }],
    ['/artists/mira-holt', 'en', { name: 'artist', slug: 'mira-holt' }],
    ['/about', 'en', { name: 'page', path: 'about' }],
    ['/help/shipping', 'en', { name: 'page', path: 'help/shipping' }],
    ['/wp-login.php', 'en', { name: 'notFound' }],
    ['/product/golden-meadow', 'de', { name: 'page', path: 'product/golden-meadow' }],
  ] as const)('%s in %s', (path, lang, expected) => {
    expect(resolveRoute(path, lang)).toEqual(expected);
  });

  it('every language resolves its own translated prefixes', () => {
    for (const lang of LANGUAGES) {
      const p = ROUTE_PREFIXES[lang];
      expect(resolveRoute(`/${p.product}/x`, lang)).toEqual({ name: 'product', slug: 'x' });
      expect(resolveRoute(`/${p.tag}/x`, lang)).toEqual({ name: 'tag', slug: 'x' });
      expect(resolveRoute(`/${p.category}/a/b`, lang)).toEqual({ name: 'category', slugs: ['a', 'b'] });
    }
  });

  it('any path with a dot is not found, whatever else it holds', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z0-9-]{1,8}$/), { maxLength: 3 }),
        fc.stringMatching(/^[a-z]{1,4}$/),
        (parts, ext) => {
          expect(resolveRoute(`/${[...parts, `file.${ext}`].join('/')}`, 'en')).toEqual({ name: 'notFound' });
        },
      ),
    );
  });
});

describe('checkout and form routes', () => {
  it.each([
    ['/checkout', { name: 'checkout', orderId: null }],
    ['/checkout/ord_123', { name: 'checkout', orderId: 'ord_123' }],
    ['/checkout/confirmation/ord_123', { name: 'confirmation', orderId: 'ord_123' }],
    ['/gift-card-balance', { name: 'balance' }],
    ['/unsubscribe', { name: 'unsubscribe' }],
    ['/gallery-wall', { name: 'galleryWall', wallId: null }],
    ['/gallery-wall/k3m9x2pq7a', { name: 'galleryWall', wallId: 'k3m9x2pq7a' }],
    ['/gallery-wall/k3m9x2pq7a/extra', { name: 'page', path: 'gallery-wall/k3m9x2pq7a/extra' }],
  ] as const)('%s', (path, expected) => {
    expect(resolveRoute(path, 'de')).toEqual(expected);
  });
});

describe('canonicalPath: one spelling per page, tokens never case-folded', () => {
  it.each([
    ['/De/Artists/', '/de/artists'],
    ['/Product/Golden-Meadow', '/product/golden-meadow'],
    ['/', '/'],
    ['/checkout/', '/checkout'],
    ['/checkout/Ab3_xZ-9QkLm', '/checkout/Ab3_xZ-9QkLm'],
    ['/Checkout/Confirmation/Ab3_xZ-9QkLm/', '/checkout/confirmation/Ab3_xZ-9QkLm'],
    ['/DE/checkout/confirmation/Ab3_xZ-9QkLm', '/de/checkout/confirmation/Ab3_xZ-9QkLm'],
    ['/product-category/Checkout/Abc', '/product-category/checkout/abc'],
  ])('%s → %s', (path, expected) => {
    expect(canonicalPath(path)).toBe(expected);
  });

  it('keeps any order id as it is, in any store', () => {
    fc.assert(
      fc.property(fc.constantFrom('', '/de', '/fr'), fc.stringMatching(/^[A-Za-z0-9_-]{8,24}$/), (prefix, id) => {
        expect(canonicalPath(`${prefix}/checkout/confirmation/${id}`)).toBe(`${prefix}/checkout/confirmation/${id}`);
        expect(canonicalPath(`${prefix}/checkout/${id}`)).toBe(`${prefix}/checkout/${id}`);
        const route = resolveRoute(canonicalPath(`/checkout/confirmation/${id}`), 'en');
        expect(route).toEqual({ name: 'confirmation', orderId: id });
      }),
    );
  });

  it('keeps the order id of a back-office order page as it is, and resolves it', () => {
    fc.assert(
      fc.property(fc.constantFrom('', '/de'), fc.stringMatching(/^[A-Za-z0-9_-]{8,24}$/), (prefix, id) => {
        expect(canonicalPath(`${prefix}/Admin/Orders/${id}/`)).toBe(`${prefix}/admin/orders/${id}`);
        expect(resolveRoute(`/admin/orders/${id}`, 'en')).toEqual({ name: 'admin', view: { page: 'order', orderId: id } });
      }),
    );
    expect(resolveRoute('/admin', 'de')).toEqual({ name: 'admin', view: { page: 'orders' } });
    expect(resolveRoute('/admin/orders', 'en')).toEqual({ name: 'page', path: 'admin/orders' });
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^(\/[A-Za-z0-9_-]{0,8}){0,4}\/?$/), (p) => {
        const path = p.startsWith('/') ? p : `/${p}`;
        expect(canonicalPath(canonicalPath(path))).toBe(canonicalPath(path));
      }),
    );
  });
});
