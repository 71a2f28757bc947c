import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { resolveRoute } from '../../src/application/routing/routes';
import { LANGUAGES, ROUTE_PREFIXES } from '../../src/domain/stores/stores';

describe('resolveRoute (spec §2 Routes)', () => {
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
    fc.assert(fc.property(fc.array(fc.stringMatching(/^[a-z0-9-]{1,8}$/), { maxLength: 3 }), fc.stringMatching(/^[a-z]{1,4}$/), (parts, ext) => {
      expect(resolveRoute(`/${[...parts, `file.${ext}`].join('/')}`, 'en')).toEqual({ name: 'notFound' });
    }));
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
