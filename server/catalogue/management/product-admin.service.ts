/**
 * The back office's product management (docs/rules/catalogue-management.md): products created, edited, priced,
 * stocked, published, hidden and archived, each change one transaction with its audit row written
 * by the caller's recorder. The server decides every price: the EUR price and the hand-set
 * amounts come from staff, the nice prices from the rates. An artist's poster is refused (its artist
 * and moderation change it).
 */
import type { Db, Queryable } from '../../db/db.port.js';
import type { Clock } from '../../platform/clock.js';
import type { ExchangeRates } from '../../platform/exchange-rates.port.js';
import { refuse, settle, type Outcome } from '../../platform/outcome.js';
import type { AuditAction } from '../../../src/domain/backoffice/records.js';
import type {
  AdminProduct,
  CreateProductRequest,
  ProductPricesRequest,
  StatusRequest,
  StockRequest,
  UpdateProductRequest,
} from './product-shapes.js';
import { staffMayEdit } from '../../../src/domain/catalogue/product-lifecycle.js';
import { findAdminProduct, productRow } from './product-admin.repository.js';
import { checkLinks, checkTexts, checkedMetadata } from './product-checks.js';
import {
  replaceCategories,
  replaceTags,
  setStock,
  touchProduct,
  updateProductRow,
  writeTexts,
} from './product-writes.repository.js';
import { isStockCount, PRODUCT_LIMITS } from '../../../src/domain/catalogue/product-draft.js';
import { ARTIST_POSTER_MESSAGE, createProductIn, moveIn, priceSizesIn } from './product-steps.js';

/** Writes the audit row of one change inside its transaction (the back office's, handed in by its route). */
export type ChangeRecorder = (
  tx: Queryable,
  change: { readonly action: AuditAction; readonly target: string; readonly before: unknown; readonly after: unknown },
) => Promise<void>;

export const createProductAdmin = (deps: { readonly db: Db; readonly clock: Clock; readonly rates: ExchangeRates }) => {
  const { db, clock } = deps;
  const now = () => new Date(clock.now());

  /** Locks product `id`, refuses an artist's poster, runs `change`, records before and after; answers the product. */
  const change = async (
    id: number,
    action: AuditAction,
    record: ChangeRecorder,
    work: (tx: Queryable, row: NonNullable<Awaited<ReturnType<typeof productRow>>>) => Promise<void>,
  ): Promise<Outcome<AdminProduct>> =>
    settle(() =>
      db.transaction(async (tx) => {
        const row = await productRow(tx, id, true);
        if (!row) return refuse('PRODUCT.NOT_FOUND', `Product ${id} was not found.`);
        if (!staffMayEdit({ artistPoster: row.artist_id !== null })) refuse('PRODUCT.ARTIST_POSTER', ARTIST_POSTER_MESSAGE);
        const before = (await findAdminProduct(tx, id))!;
        await work(tx, row);
        await touchProduct(tx, id, now());
        const after = (await findAdminProduct(tx, id))!;
        await record(tx, { action, target: `product:${id}`, before, after });
        return after;
      }),
    );

  return {
    /** One change of product `id` through `work`, audited as `action` (the image upload's step). */
    change,

    get: async (id: number): Promise<Outcome<AdminProduct>> =>
      settle(async () => (await findAdminProduct(db, id)) ?? refuse('PRODUCT.NOT_FOUND', `Product ${id} was not found.`)),

    create: async (req: CreateProductRequest, record: ChangeRecorder): Promise<Outcome<AdminProduct>> => {
      const rates = await deps.rates.current();
      return settle(() =>
        db.transaction(async (tx) => {
          const id = await createProductIn(tx, req, rates, now());
          const after = (await findAdminProduct(tx, id))!;
          await record(tx, { action: 'product.create', target: `product:${id}`, before: null, after });
          return after;
        }),
      );
    },

    update: (id: number, req: UpdateProductRequest, record: ChangeRecorder) =>
      change(id, 'product.update', record, async (tx) => {
        if (req.texts) await writeTexts(tx, id, await checkTexts(tx, req.texts, id, false));
        if (req.categories || req.tags) await checkLinks(tx, req.categories ?? [], req.tags ?? []);
        if (req.categories) await replaceCategories(tx, id, req.categories);
        if (req.tags) await replaceTags(tx, id, req.tags);
        await updateProductRow(tx, id, {
          ...(req.portrait === undefined ? {} : { portrait: req.portrait }),
          ...(req.metadata ? { metadata: checkedMetadata(req.metadata) } : {}),
          at: now(),
        });
      }),

    move: (id: number, req: StatusRequest, record: ChangeRecorder) =>
      change(id, 'product.status', record, (tx, row) => moveIn(tx, row, req.move, now())),

    setPrices: async (id: number, req: ProductPricesRequest, record: ChangeRecorder) => {
      const rates = await deps.rates.current();
      return change(id, 'product.prices', record, (tx) => priceSizesIn(tx, id, req.sizes, rates));
    },

    setStock: (id: number, req: StockRequest, record: ChangeRecorder) =>
      change(id, 'product.stock', record, async (tx) => {
        const variations = (await findAdminProduct(tx, id))!.variations;
        for (const s of req.variations) {
          if (!variations.some((v) => v.id === s.id)) refuse('PRODUCT.INVALID', `Variation ${s.id} is not this product's.`);
          const stock = s.count ?? (s.in_stock === false ? 0 : PRODUCT_LIMITS.uncounted);
          if (!isStockCount(stock)) refuse('PRODUCT.INVALID', `Stock is a whole number from 0 to ${PRODUCT_LIMITS.uncounted}.`);
          await setStock(tx, s.id, stock);
        }
      }),
  };
};
export type ProductAdmin = ReturnType<typeof createProductAdmin>;
