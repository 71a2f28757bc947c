/**
 * The catalogue's product management as the back office reaches it (docs/rules/catalogue-management.md): the
 * catalogue owns the product tables and implements this (server/catalogue/management); the back office
 * checks the role, names who acts and writes the audit row through the recorder it hands in, inside
 * the change's own transaction.
 */
import type { Queryable } from '../../db/db.port.js';
import type { Outcome } from '../../platform/outcome.js';
import type { AuditAction } from '../../../src/domain/backoffice/records.js';
import type {
  AdminProduct,
  AdminProductSummary,
  CreateProductRequest,
  ImportAnswer,
  LowStockList,
  ProductPricesRequest,
  StandardPriceList,
  StandardPricesRequest,
  StatusRequest,
  StockRequest,
  UpdateProductRequest,
} from '../../../src/adapters/http/contract/catalogue-admin.js';

export type ChangeRecorder = (
  tx: Queryable,
  change: { readonly action: AuditAction; readonly target: string; readonly before: unknown; readonly after: unknown },
) => Promise<void>;

export interface ProductSearch {
  readonly text?: string;
  readonly sku?: string;
  readonly status?: number;
  readonly type?: number;
  readonly category?: number;
  readonly artist?: string;
  readonly offset: number;
  readonly limit: number;
}

export interface ProductManagement {
  list(q: ProductSearch): Promise<{ readonly items: AdminProductSummary[]; readonly total: number }>;
  get(id: number): Promise<Outcome<AdminProduct>>;
  create(req: CreateProductRequest, record: ChangeRecorder): Promise<Outcome<AdminProduct>>;
  update(id: number, req: UpdateProductRequest, record: ChangeRecorder): Promise<Outcome<AdminProduct>>;
  move(id: number, req: StatusRequest, record: ChangeRecorder): Promise<Outcome<AdminProduct>>;
  setPrices(id: number, req: ProductPricesRequest, record: ChangeRecorder): Promise<Outcome<AdminProduct>>;
  setStock(id: number, req: StockRequest, record: ChangeRecorder): Promise<Outcome<AdminProduct>>;
  /** Stores the master (private, the print original) and queues the storefront's images. */
  uploadMaster(id: number, bytes: Buffer, record: ChangeRecorder): Promise<Outcome<AdminProduct>>;
  lowStock(): Promise<LowStockList>;
  standardPrices(): Promise<StandardPriceList>;
  setStandardPrices(req: StandardPricesRequest, record: ChangeRecorder): Promise<Outcome<StandardPriceList>>;
  exportCsv(): Promise<string>;
  importCsv(csv: string, record: ChangeRecorder): Promise<Outcome<ImportAnswer>>;
}
