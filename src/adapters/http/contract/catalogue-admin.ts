import * as t from 'io-ts';
import { nullable } from './nullable.js';
import { STATUS_MOVES } from '../../../domain/catalogue/product-lifecycle.js';

/**
 * The back office's product management (docs/rules/catalogue-management.md), under /api/admin/catalogue/* with
 * the `catalogue` ability (the catalogue role and admins):
 *
 * GET  /api/admin/catalogue/products     ?q&sku&status&type&category&artist&page → AdminProductList + X-Total-Count
 * POST /api/admin/catalogue/products     CreateProductRequest   → AdminProduct (409 for an SKU or slug in use)
 * GET  /api/admin/catalogue/products/{id}                       → AdminProduct
 * PATCH /api/admin/catalogue/products/{id} UpdateProductRequest → AdminProduct (409 for an artist's poster)
 * POST /api/admin/catalogue/products/{id}/status  StatusRequest  → AdminProduct
 * PUT  /api/admin/catalogue/products/{id}/prices  ProductPricesRequest → AdminProduct
 * PUT  /api/admin/catalogue/products/{id}/stock   StockRequest   → AdminProduct
 * POST /api/admin/catalogue/products/{id}/image   image/jpeg or image/png body → AdminProduct (images made in the background)
 * GET  /api/admin/catalogue/low-stock                           → LowStockList
 * GET  /api/admin/catalogue/standard-prices                     → StandardPriceList
 * PUT  /api/admin/catalogue/standard-prices  StandardPricesRequest → StandardPriceList
 * GET  /api/admin/catalogue/products.csv                        → text/csv (products and prices)
 * POST /api/admin/catalogue/products.csv     text/csv           → ImportAnswer (422 naming the first bad line; nothing written)
 */
const Text = t.strict({ language: t.string, name: t.string, slug: t.string, description: t.string }, 'ProductText');

const Metadata = t.partial(
  {
    pp: t.boolean,
    disable_bw: t.boolean,
    frame_type: nullable(t.string),
    template: nullable(t.string),
    byop: t.boolean,
  },
  'ProductMetadataRequest',
);

export const AdminProductSummary = t.strict(
  {
    id: t.number,
    sku: t.string,
    type: t.number,
    status: t.string,
    name: t.string,
    artist: nullable(t.string),
    thumb: nullable(t.string),
    categories: t.array(t.string),
    updated_at: t.string,
  },
  'AdminProductSummary',
);
export type AdminProductSummary = t.TypeOf<typeof AdminProductSummary>;
export const AdminProductList = t.array(AdminProductSummary, 'AdminProductList');
export type AdminProductList = t.TypeOf<typeof AdminProductList>;

const PriceRow = t.strict({ currency: t.string, amount: t.number, fixed: t.boolean }, 'AdminPrice');
export const AdminVariation = t.strict(
  { id: t.number, sku: t.string, size: t.string, stock: t.number, counted: t.boolean, prices: t.array(PriceRow) },
  'AdminVariation',
);

export const AdminProduct = t.strict(
  {
    id: t.number,
    sku: t.string,
    type: t.number,
    status: t.string,
    artist_id: nullable(t.number),
    /** False for an artist's poster: its artist and moderation change it. */
    editable: t.boolean,
    portrait: t.boolean,
    metadata: Metadata,
    texts: t.array(Text),
    categories: t.array(t.number),
    tags: t.array(t.number),
    variations: t.array(AdminVariation),
    images: t.array(t.strict({ type: t.string, url: t.string, width: t.number, height: t.number })),
    image_job: nullable(t.strict({ done: t.number, total: t.number, state: t.string })),
    updated_at: t.string,
  },
  'AdminProduct',
);
export type AdminProduct = t.TypeOf<typeof AdminProduct>;

export const CreateProductRequest = t.intersection(
  [
    t.type({ sku: t.string, type: t.number, texts: t.array(Text), sizes: t.array(t.string) }),
    t.partial({ categories: t.array(t.number), tags: t.array(t.number), portrait: t.boolean, metadata: Metadata }),
  ],
  'CreateProductRequest',
);
export type CreateProductRequest = t.TypeOf<typeof CreateProductRequest>;

export const UpdateProductRequest = t.partial(
  {
    texts: t.array(Text),
    categories: t.array(t.number),
    tags: t.array(t.number),
    portrait: t.boolean,
    metadata: Metadata,
  },
  'UpdateProductRequest',
);
export type UpdateProductRequest = t.TypeOf<typeof UpdateProductRequest>;

export const StatusRequest = t.strict(
  { move: t.keyof(Object.fromEntries(STATUS_MOVES.map((m) => [m, null])) as Record<(typeof STATUS_MOVES)[number], null>) },
  'StatusRequest',
);
export type StatusRequest = t.TypeOf<typeof StatusRequest>;

/** Per size: the EUR price, and the currencies whose price is set by hand (the others get the nice price). */
const SizePrice = t.intersection([
  t.type({ size: t.string, eur: t.number }),
  t.partial({ currencies: t.record(t.string, t.number) }),
]);
export const ProductPricesRequest = t.strict({ sizes: t.array(SizePrice) }, 'ProductPricesRequest');
export type ProductPricesRequest = t.TypeOf<typeof ProductPricesRequest>;

/** Per variation: in stock or not (uncounted), or a counted number of units. */
export const StockRequest = t.strict(
  { variations: t.array(t.intersection([t.type({ id: t.number }), t.partial({ in_stock: t.boolean, count: t.number })])) },
  'StockRequest',
);
export type StockRequest = t.TypeOf<typeof StockRequest>;

export const LowStockList = t.array(
  t.strict({ product_id: t.number, variation_id: t.number, sku: t.string, name: t.string, size: t.string, stock: t.number }),
  'LowStockList',
);
export type LowStockList = t.TypeOf<typeof LowStockList>;

export const StandardPrice = t.strict(
  {
    type: t.number,
    size: t.string,
    eur: t.number,
    currencies: t.array(
      t.strict({ currency: t.string, nice: nullable(t.number), amount: nullable(t.number), overridden: t.boolean }),
    ),
  },
  'StandardPrice',
);
export const StandardPriceList = t.array(StandardPrice, 'StandardPriceList');
export type StandardPriceList = t.TypeOf<typeof StandardPriceList>;

export const StandardPricesRequest = t.strict({ type: t.number, sizes: t.array(SizePrice) }, 'StandardPricesRequest');
export type StandardPricesRequest = t.TypeOf<typeof StandardPricesRequest>;

export const ImportAnswer = t.strict({ products: t.number, prices: t.number }, 'ImportAnswer');
export type ImportAnswer = t.TypeOf<typeof ImportAnswer>;
