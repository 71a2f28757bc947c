/**
 * The catalogue's product management as one object (the back office's ProductManagement port,
 * server/backoffice/products/product-management.port.ts, wired in server/app.ts): the desk's changes,
 * the master image and its background images, the standard price list and the CSV import and export.
 */
import type { Db } from '../../db/db.port.js';
import type { Clock } from '../../platform/clock.js';
import type { ExchangeRates } from '../../platform/exchange-rates.port.js';
import type { MediaStore } from '../../platform/media-store.port.js';
import type { ImageWork } from '../../platform/image-work.js';
import { checkJpeg } from '../../platform/image-checks.js';
import { POSTER_VARIANT_STEPS } from '../../platform/poster-variants.js';
import type { SerialJobs } from '../../platform/serial-jobs.js';
import { failed, refuse, settle } from '../../platform/outcome.js';
import { PRODUCT_TYPE } from '../../../src/domain/product/model.js';
import type { StandardPricesRequest } from './product-shapes.js';
import { createProductAdmin, type ChangeRecorder } from './product-admin.service.js';
import { listAdminProducts, lowStock, type ProductQuery } from './product-admin.repository.js';
import { queueImageJob } from './catalogue-images.repository.js';
import { masterKey } from './catalogue-images.js';
import { standardPriceList } from './standard-prices.js';
import { checkedSizePrices } from './product-steps.js';
import { repriceSize, writeStandardSize } from './standard-prices.repository.js';
import { exportProductsCsv, importProductsCsv } from './product-csv.js';

export const createProductManagement = (deps: {
  readonly db: Db;
  readonly clock: Clock;
  readonly rates: ExchangeRates;
  readonly media: MediaStore;
  readonly work: ImageWork;
  readonly images: SerialJobs;
}) => {
  const { db, rates } = deps;
  const admin = createProductAdmin(deps);
  const now = () => new Date(deps.clock.now());
  return {
    ...admin,
    list: (q: ProductQuery) => listAdminProducts(db, q),
    lowStock: () => lowStock(db),

    uploadMaster: async (id: number, bytes: Buffer, record: ChangeRecorder) => {
      const checked = await deps.work.background(() => checkJpeg(bytes));
      if (!checked.ok) return failed(checked.error.code, checked.error.message);
      const key = masterKey(id);
      // Stored before the row names it: a refused change leaves an unnamed file, never a row without its file.
      await deps.media.put(key, checked.value.jpeg);
      const changed = await admin.change(id, 'product.image', record, async (tx, row) => {
        if (row.type !== PRODUCT_TYPE.poster) refuse('PRODUCT.IMAGE', 'A master image is uploaded for posters only.');
        await queueImageJob(tx, id, {
          master: key,
          width: checked.value.width,
          height: checked.value.height,
          total: POSTER_VARIANT_STEPS,
          at: now(),
        });
      });
      if (changed.ok) deps.images.enqueue(id);
      else await deps.media.delete(key);
      return changed;
    },

    standardPrices: async () => standardPriceList(db, await rates.current()),

    setStandardPrices: async (req: StandardPricesRequest, record: ChangeRecorder) => {
      const current = await rates.current();
      return settle(() =>
        db.transaction(async (tx) => {
          // The list prices posters and frames; any other number names no product type.
          if (req.type !== PRODUCT_TYPE.poster && req.type !== PRODUCT_TYPE.frame)
            refuse(
              'PRODUCT.INVALID',
              `The standard price list is for posters (${PRODUCT_TYPE.poster}) and frames (${PRODUCT_TYPE.frame}).`,
            );
          const before = await standardPriceList(tx, current);
          for (const s of req.sizes) {
            const cells = checkedSizePrices(s, current);
            const byHand = s.currencies ?? {};
            await writeStandardSize(tx, req.type, s.size, [
              { currency: 'EUR', amount: s.eur },
              ...Object.entries(byHand).map(([currency, amount]) => ({ currency, amount })),
            ]);
            await repriceSize(tx, req.type, s.size, cells);
          }
          const after = await standardPriceList(tx, current);
          await record(tx, { action: 'prices.standard', target: `prices:${req.type}`, before, after });
          return after;
        }),
      );
    },

    exportCsv: () => exportProductsCsv(db),
    importCsv: async (csv: string, record: ChangeRecorder) => importProductsCsv(db, csv, await rates.current(), now(), record),
  };
};
