import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CatalogueService } from './catalogue.service.js';
import type { CategoryService } from './category.service.js';
import type { StoreContext } from '../http/store-context.js';
import { productFilterFromQuery, searchRequestFromQuery } from './filter-params.js';
import { searchAnswer } from './search-answer.js';
import { idParam } from '../http/params.js';
import { badRequest, notFound } from '../http/errors.js';
import {
  TOTAL_COUNT_HEADER,
  isId,
  MAX_ID,
  ProductList,
  Product,
  ProductWithFrames,
  ProductTag,
  CategoryTree,
  Category,
  SearchAnswer,
} from '../../src/adapters/http/contract/index.js';
import { PRODUCT_TYPE } from '../../src/domain/product/model.js';

/** Catalogue read endpoints of docs/rules/catalogue.md#category-pages plus the category tree the menu and category pages need. */
export const catalogueRoutes = (
  app: FastifyInstance,
  deps: { catalogue: CatalogueService; categories: CategoryService; context: (req: FastifyRequest) => StoreContext },
) => {
  const { catalogue, categories, context } = deps;

  app.get('/api/products', async (req, reply) => {
    const { items, total } = await catalogue.listProducts(
      productFilterFromQuery(req.query as Record<string, unknown>),
      context(req),
    );
    reply.header(TOTAL_COUNT_HEADER, String(total));
    return ProductList.encode(items);
  });

  app.get('/api/search', async (req) => {
    const request = searchRequestFromQuery(req.query as Record<string, unknown>);
    const found = await catalogue.search(request, context(req));
    return SearchAnswer.encode(searchAnswer(request, found));
  });

  app.post('/api/product-wishlist', async (req, reply) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const ids = body.product_ids;
    if (!Array.isArray(ids) || ids.length > 200)
      throw badRequest('Field "product_ids" must be a list of at most 200 product ids');
    const bad = ids.findIndex((x) => !isId(x));
    if (bad >= 0) throw badRequest(`Field "product_ids[${bad}]" must be a product id, a whole number from 1 to ${MAX_ID}`);
    const asQuery = Object.fromEntries(
      Object.entries(body)
        .filter(([k, v]) => k !== 'product_ids' && v !== null && v !== undefined)
        .map(([k, v]) => [k, String(v)]),
    );
    const filter = { ...productFilterFromQuery(asQuery), productIds: ids as number[] };
    const { items, total } = await catalogue.listProducts(filter, context(req));
    reply.header(TOTAL_COUNT_HEADER, String(total));
    return ProductList.encode(items);
  });

  app.get<{ Params: { id: string } }>('/api/products/:id', async (req) => {
    const ctx = context(req);
    const product = await catalogue.listedProductById(idParam(req.params.id), ctx);
    if (!product) throw notFound(`Product ${req.params.id}`);
    // docs/rules/product-pages.md#size-frame-and-options "product with variations and frames": the frames offering one of its sizes.
    const sizes = new Set(product.variations.map((v) => v.option_name));
    const frames =
      product.type === PRODUCT_TYPE.frame
        ? []
        : (await catalogue.listProducts({ type: PRODUCT_TYPE.frame, limit: 100, offset: 0 }, ctx)).items.filter((f) =>
            f.variations.some((v) => sizes.has(v.option_name)),
          );
    return ProductWithFrames.encode({ ...product, frames });
  });

  app.get<{ Params: { id: string } }>('/api/products/:id/bundled', async (req) => {
    const id = idParam(req.params.id);
    if (!(await catalogue.isListed(id))) throw notFound(`Product ${id}`);
    return ProductList.encode(await catalogue.bundled(id, context(req)));
  });

  app.get<{ Params: { slug: string } }>('/api/product-by-slug/:slug', async (req) => {
    const product = await catalogue.productBySlug(req.params.slug, context(req));
    if (!product) throw notFound(`Product "${req.params.slug}"`);
    return Product.encode(product);
  });

  app.get<{ Params: { slug: string } }>('/api/product-tags-by-slug/:slug', async (req) => {
    const tag = await catalogue.tagBySlug(req.params.slug, context(req));
    if (!tag) throw notFound(`Tag "${req.params.slug}"`);
    return ProductTag.encode(tag);
  });

  app.get('/api/categories', async (req) => CategoryTree.encode((await categories.tree(context(req))).roots));

  app.get<{ Params: { '*': string } }>('/api/category-by-slug/*', async (req) => {
    const slugs = req.params['*'].split('/').filter(Boolean);
    const category = await categories.bySlugPath(slugs, context(req));
    if (!category) throw notFound(`Category "${req.params['*']}"`);
    return Category.encode(category);
  });
};
