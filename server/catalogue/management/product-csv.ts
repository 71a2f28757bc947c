/**
 * The products CSV (docs/rules/catalogue-management.md#csv): one row per variation — sku, type, status, name
 * (English), size, stock, then the price in each store currency in major units. The import reads the
 * same columns: an unknown SKU makes a draft product, a known one is updated; a price left empty in a
 * currency other than EUR gets the nice price; stock is a count or `in`. The whole file is one
 * transaction: the first bad row refuses it with its line number and nothing is written.
 */
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { Db, Queryable } from '../../db/db.port.js';
import { Refusal, refuse, settle, type Outcome } from '../../platform/outcome.js';
import { defused, undefused } from '../../platform/csv-cells.js';
import type { EurRates } from '../../../src/domain/money/exchange-rates.js';
import type { ImportAnswer } from './product-shapes.js';
import { majorUnitsText, minorUnitsOf } from '../../../src/domain/backoffice/minor-units.js';
import { slugify } from '../../../src/domain/catalogue/slug.js';
import { isSku, isStockCount, PRODUCT_LIMITS } from '../../../src/domain/catalogue/product-draft.js';
import { statusName, type StatusMove } from '../../../src/domain/catalogue/product-lifecycle.js';
import { PRODUCT_TYPE } from '../../../src/domain/product/model.js';
import type { ChangeRecorder } from './product-admin.service.js';
import { findAdminProduct } from './product-admin.repository.js';
import { csvVariationRows, productBySku } from './product-csv.repository.js';
import { addSizes, createProductIn, moveIn, priceSizesIn, ARTIST_POSTER_MESSAGE } from './product-steps.js';
import { setStock, touchProduct, writeTexts } from './product-writes.repository.js';
import { STORE_CURRENCIES } from './standard-prices.js';

const FIXED_COLUMNS = ['sku', 'type', 'status', 'name', 'size', 'stock'] as const;
export const CSV_COLUMNS = [...FIXED_COLUMNS, ...STORE_CURRENCIES];
const TYPE_NAMES: Readonly<Record<number, string>> = { 1: 'poster', 2: 'frame', 3: 'giftCard', 4: 'wall' };
const STATUS_MOVE: Readonly<Record<string, StatusMove>> = { forSale: 'publish', hidden: 'hide', archived: 'archive' };

export const exportProductsCsv = async (db: Queryable): Promise<string> =>
  stringify(
    (await csvVariationRows(db)).map((r) => [
      r.sku,
      TYPE_NAMES[r.type] ?? String(r.type),
      statusName(r.status),
      defused(r.name),
      r.size,
      r.stock >= PRODUCT_LIMITS.uncounted ? 'in' : String(r.stock),
      ...STORE_CURRENCIES.map((c) => (r.prices?.[c] === undefined ? '' : majorUnitsText(r.prices[c]))),
    ]),
    { header: true, columns: CSV_COLUMNS, quoted_string: true },
  );

type Row = Readonly<Record<string, string>>;

const typeOf = (cell: string): number => {
  const t = Object.entries(TYPE_NAMES).find(([, name]) => name === cell)?.[0];
  if (t !== PRODUCT_TYPE.poster.toString() && t !== PRODUCT_TYPE.frame.toString())
    return refuse('PRODUCT.INVALID', `a new product's type is poster or frame, not "${cell}".`);
  return Number(t);
};

const amountOf = (cell: string, currency: string): number => {
  const minor = minorUnitsOf(cell);
  if (minor === null || minor === 0)
    return refuse('PRODUCT.INVALID', `the ${currency} price "${cell}" is not an amount like 29.90.`);
  return minor;
};

/** One row's change inside the import's transaction; answers the product's id and whether it is new. */
const importRow = async (tx: Queryable, row: Row, rates: EurRates, at: Date) => {
  const sku = row.sku ?? '';
  if (!isSku(sku)) refuse('PRODUCT.INVALID', `"${sku}" is not an SKU (capital letters, digits and hyphens).`);
  const name = undefused(row.name ?? '').trim();
  const size = row.size ?? '';
  let product = await productBySku(tx, sku);
  const isNew = !product;
  if (!product) {
    if (!name) refuse('PRODUCT.INVALID', 'a new product needs its name.');
    await createProductIn(
      tx,
      {
        sku,
        type: typeOf(row.type ?? ''),
        texts: [{ language: 'en', name, slug: slugify(name), description: '' }],
        sizes: [size],
      },
      rates,
      at,
    );
    product = (await productBySku(tx, sku))!;
  } else {
    if (product.artist_id !== null) refuse('PRODUCT.ARTIST_POSTER', ARTIST_POSTER_MESSAGE);
    const en = (await findAdminProduct(tx, product.id))!.texts.find((t) => t.language === 'en');
    if (name && en && name !== en.name) await writeTexts(tx, product.id, [{ ...en, name }]);
    await addSizes(tx, product, [size], rates);
  }
  if (row.EUR) {
    const currencies = Object.fromEntries(
      STORE_CURRENCIES.filter((c) => c !== 'EUR' && row[c]).map((c) => [c, amountOf(row[c]!, c)]),
    );
    await priceSizesIn(tx, product.id, [{ size, eur: amountOf(row.EUR, 'EUR'), currencies }], rates);
  }
  if (row.stock) {
    const stock = row.stock === 'in' ? PRODUCT_LIMITS.uncounted : Number(row.stock);
    if (!isStockCount(stock)) refuse('PRODUCT.INVALID', `the stock "${row.stock}" is neither a count nor "in".`);
    const variation = (await findAdminProduct(tx, product.id))!.variations.find((v) => v.size === size)!;
    await setStock(tx, variation.id, stock);
  }
  const move = STATUS_MOVE[row.status ?? ''];
  if (row.status && !move && !(row.status === 'draft' && isNew))
    refuse('PRODUCT.INVALID', `the status "${row.status}" cannot be set here.`);
  if (move && statusName(product.status) !== row.status) await moveIn(tx, (await productBySku(tx, sku))!, move, at);
  await touchProduct(tx, product.id, at);
  return { id: product.id, isNew };
};

export const importProductsCsv = (
  db: Db,
  csv: string,
  rates: EurRates,
  at: Date,
  record: ChangeRecorder,
): Promise<Outcome<ImportAnswer>> =>
  settle(() =>
    db.transaction(async (tx) => {
      let records: { record: string[]; info: { lines: number } }[];
      try {
        records = parse(csv, { bom: true, skip_empty_lines: true, trim: true, info: true }) as unknown as typeof records;
      } catch (e) {
        return refuse('PRODUCT.IMPORT', `The file is not CSV the shop reads: ${(e as Error).message}`);
      }
      const [header, ...rows] = records;
      const columns = header?.record ?? [];
      const missing = ['sku', 'size'].filter((c) => !columns.includes(c));
      if (missing.length > 0) refuse('PRODUCT.IMPORT', `Line 1: the header needs the columns ${missing.join(', ')}.`);
      const before = new Map<number, unknown>();
      const touched = new Set<number>();
      let prices = 0;
      for (const { record: cells, info } of rows) {
        const row = Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? '']));
        try {
          const existing = await productBySku(tx, row.sku ?? '');
          if (existing && !before.has(existing.id)) before.set(existing.id, await findAdminProduct(tx, existing.id));
          const { id } = await importRow(tx, row, rates, at);
          touched.add(id);
          if (row.EUR) prices += 1;
        } catch (e) {
          if (e instanceof Refusal) refuse('PRODUCT.IMPORT', `Line ${info.lines}: ${e.failure.message}`);
          throw e;
        }
      }
      const after = await Promise.all([...touched].map((id) => findAdminProduct(tx, id)));
      await record(tx, {
        action: 'products.import',
        target: `import:${at.toISOString()}`,
        before: [...touched].map((id) => before.get(id) ?? null),
        after,
      });
      return { products: touched.size, prices };
    }),
  );
