import type { PosterCatalog } from '../../application/ports/catalogue.port';
import { ok } from '../../domain/result/result';
import type { HttpClient } from './http-client';
import {
  ArtistList,
  Artist,
  CategoryTree,
  Category,
  Page,
  ProductList,
  Product,
  ProductTag,
  SiteReviews,
  SearchAnswer,
  Widget,
} from './contract/index';

import * as t from 'io-ts';

/** The catalogue port over the HTTP API of docs/rules/shop-wide.md#wire-conventions. */
export const createHttpPosterCatalog = (http: HttpClient): PosterCatalog => ({
  products: async (query) => {
    const r = await http.request(ProductList, '/api/products', { query: { ...query } });
    return r.ok ? ok({ items: r.value.value, total: r.value.total }) : r;
  },
  search: (query) => http.get(SearchAnswer, '/api/search', { ...query }),
  productBySlug: (slug) => http.get(Product, `/api/product-by-slug/${encodeURIComponent(slug)}`),
  productById: (id) => http.get(Product, `/api/products/${id}`),
  productsByIds: async (ids) => {
    const r = await http.request(ProductList, '/api/product-wishlist', {
      method: 'POST',
      body: { product_ids: ids, limit: 100 },
    });
    return r.ok ? ok(r.value.value) : r;
  },
  bundled: (id) => http.get(ProductList, `/api/products/${id}/bundled`),
  tagBySlug: (slug) => http.get(ProductTag, `/api/product-tags-by-slug/${encodeURIComponent(slug)}`),
  categories: () => http.get(CategoryTree, '/api/categories'),
  categoryBySlugs: (slugs) => http.get(Category, `/api/category-by-slug/${slugs.map(encodeURIComponent).join('/')}`),
  page: (path) => http.get(Page, `/api/page-by-slug/${path.split('/').map(encodeURIComponent).join('/')}`),
  widget: (slug) => http.get(Widget, `/api/widget-by-slug/${encodeURIComponent(slug)}`),
  siteReviews: () => http.get(SiteReviews, '/content/site-reviews'),
  artists: async (limit, offset) => {
    const r = await http.request(ArtistList, '/api/artists', { query: { limit, offset } });
    return r.ok ? ok({ items: r.value.value, total: r.value.total }) : r;
  },
  artistBySlug: (slug) => http.get(Artist, `/api/artist-by-slug/${encodeURIComponent(slug)}`),
  wallExists: async (id) => (await http.get(t.unknown, `/api/gallery-wall/${encodeURIComponent(id)}`)).ok,
});
