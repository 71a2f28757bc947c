/**
 * Page parsing and breadcrumbs from the application layer, shared by the server render and the
 * browser (docs/rules/shop-wide.md#layout "Layout" breadcrumbs, docs/rules/catalogue.md#listings listings keep `?page`).
 */
import { describe, expect, it } from 'vitest';
import { pageNumberOf } from '../../src/application/routing/page-number';
import { crumbsOf } from '../../src/application/routing/breadcrumbs';
import { categoryListingQuery, categoryOffersFilters } from '../../src/application/loaders/category-listing';
import type { Category } from '../../src/application/model/catalogue';
import { loadPage, type PageData } from '../../src/application/loaders/pages.loader';
import { InMemoryPosterCatalog } from '../../src/adapters/memory/in-memory-poster-catalog';
import { RELATED_PRODUCTS_LIMIT } from '../../src/domain/constants';
import { storeByCode } from '../../src/domain/stores/stores';
import { catalogueProduct } from '../fakes/catalogue-products';

describe('pageNumberOf', () => {
  it.each([
    ['', 1],
    ['?page=3', 3],
    ['page=12&color=red', 12],
    ['?page=1e3', 1],
    ['?page=0', 1],
    ['?page=-2', 1],
    ['?page=2.5', 1],
    ['?page=abc', 1],
  ])('%s reads page %s', (search, page) => {
    expect(pageNumberOf(search)).toBe(page);
  });
});

describe('breadcrumbs', () => {
  const de = storeByCode('de')!;
  const child: Category = {
    id: 2,
    name: 'Seen',
    slug: 'seen',
    hierarchy: [
      { name: 'Natur', slug: 'natur' },
      { name: 'Seen', slug: 'seen' },
    ],
    children: [],
  } as unknown as Category;
  const root = {
    id: 1,
    name: 'Natur',
    slug: 'natur',
    hierarchy: [{ name: 'Natur', slug: 'natur' }],
    children: [child],
  } as unknown as Category;
  const labels = { home: 'Start', artists: 'Künstler', search: 'Suche' };

  it("a product: home, its first category's hierarchy (each linked, store-relative), then its name", () => {
    const product = catalogueProduct({ categories: [{ id: 2, name: 'Seen', slug: 'seen' }] as never });
    const data = { route: 'product', data: { product, related: [], bundled: [], frames: [] } } as PageData;
    expect(crumbsOf(data, labels, de, [root])).toEqual([
      { label: 'Start', href: '/' },
      { label: 'Natur', href: '/produkt-kategorie/natur' },
      { label: 'Seen', href: '/produkt-kategorie/natur/seen' },
      { label: 'Mountain lake' },
    ]);
  });

  it('an artist: home, the directory, the alias', () => {
    const data = { route: 'artist', data: { artist: { alias: 'Ada' } } } as unknown as PageData;
    expect(crumbsOf(data, labels, de, [])).toEqual([
      { label: 'Start', href: '/' },
      { label: 'Künstler', href: '/artists' },
      { label: 'Ada' },
    ]);
  });
});

describe('what a category page lists (docs/rules/catalogue.md#category-pages "categories", docs/rules/catalogue.md#category-pages default product type 1)', () => {
  const category = (over: Partial<Category>) =>
    ({ id: 9, slug: 'seen', dynamic: false, product_type: 1, metadata: {}, ...over }) as Category;
  it.each([
    ['type 1', category({ product_type: 1 }), { categories: ['seen'], type: 1 }, true],
    ['no type (the social-media category)', category({ product_type: null }), { categories: ['seen'], type: 1 }, true],
    ['walls', category({ product_type: 4 }), { categories: ['seen'], type: 4 }, false],
    [
      'dynamic (new arrivals)',
      category({ dynamic: true, metadata: { Newest: true, HardLimit: 48 } }),
      { newest: true, hard_limit: 48 },
      true,
    ],
  ])('%s', (_name, c, query, filters) => {
    expect(categoryListingQuery(c)).toEqual(query);
    expect(categoryOffersFilters(c)).toBe(filters);
  });
});

describe("a product page's related products (docs/rules/catalogue.md#carousels-and-related-products: limit, related_id, random, type)", () => {
  it("asks for products of the product's own type", async () => {
    const product = catalogueProduct({ id: 3, slug: 'lake' });
    const catalog = new InMemoryPosterCatalog([product]);
    await loadPage({ name: 'product', slug: 'lake' }, catalog, { categories: [], page: 1 });
    expect(catalog.queries.find((q) => q.related_id !== undefined)).toEqual({
      related_id: 3,
      random: true,
      limit: RELATED_PRODUCTS_LIMIT,
      type: 1,
    });
  });
});

describe("a saved wall's page (docs/rules/gallery-wall.md#designer-steps designer, docs/rules/gallery-wall.md#sharing-and-saved-walls GET /api/gallery-wall/{id})", () => {
  it.each([
    ['a saved wall', 'Abc123xyz9', true],
    ['an id no wall is saved under', 'Zzz999zzz9', false],
  ])('knows whether %s is there, so its head names a preview only then', async (_name, wallId, wallFound) => {
    const catalog = new InMemoryPosterCatalog([], ['Abc123xyz9']);
    const page = await loadPage({ name: 'galleryWall', wallId }, catalog, { categories: [], page: 1 });
    expect(page).toEqual({ ok: true, value: { route: 'galleryWall', data: { wallId, wallFound } } });
  });
});
