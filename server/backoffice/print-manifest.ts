/**
 * The manifest that travels in every print ZIP (docs/rules/back-office.md#print-files-and-packing): one CSV
 * row per print file saying which order line it prints, with the shopper's options, the frame to
 * pick for it and the density it printed at, so the printer needs no other screen.
 */
import { stringify } from 'csv-stringify/sync';
import { frameLineOf, lineNumber, printEntryName } from '../../src/domain/backoffice/index.js';
import type { OrderLineRecord } from './order-records.port.js';
import type { PrintFileRecord } from './order-prints.port.js';
import { defused } from './csv-export.js';

export const MANIFEST_NAME = 'manifest.csv';

export const MANIFEST_COLUMNS = [
  'order',
  'line',
  'product',
  'sku',
  'size',
  'margin',
  'black_and_white',
  'frame',
  'quantity',
  'file',
  'effective_dpi',
] as const;

export type ManifestRow = Record<(typeof MANIFEST_COLUMNS)[number], string | number>;

/** An order's print files beside the lines they print. */
export interface PrintedOrder {
  readonly id: string;
  readonly lines: readonly OrderLineRecord[];
  readonly files: readonly Pick<PrintFileRecord, 'position' | 'media_key' | 'dpi'>[];
}

const yesNo = (b: boolean | null): string => (b === true ? 'yes' : 'no');

/** The name a print file of `order` has in a ZIP. */
export const entryNameOf = (order: Pick<PrintedOrder, 'id' | 'lines'>, position: number): string => {
  const line = order.lines[position];
  return printEntryName(order.id, position, line?.sku ?? 'line', line?.variation_name ?? '');
};

export const manifestRows = (order: PrintedOrder): ManifestRow[] =>
  order.files.map((f) => {
    const line = order.lines[f.position];
    const frame = frameLineOf(order.lines, f.position);
    return {
      order: order.id,
      line: lineNumber(f.position),
      product: line?.name ?? '',
      sku: line?.sku ?? '',
      size: line?.variation_name ?? '',
      margin: yesNo(line?.margin ?? null),
      black_and_white: yesNo(line?.black_and_white ?? null),
      frame: frame === null ? '' : `${order.lines[frame]!.name} (${order.lines[frame]!.sku})`,
      quantity: line?.quantity ?? 0,
      file: entryNameOf(order, f.position),
      effective_dpi: f.dpi,
    };
  });

/** The manifest as CSV text: a header, then the rows; text cells quoted and defused as in every export. */
export const manifestCsv = (rows: readonly ManifestRow[]): string =>
  stringify(rows as ManifestRow[], {
    header: true,
    columns: MANIFEST_COLUMNS as unknown as string[],
    cast: { string: (v) => ({ value: defused(v), quoted: true }) },
  });
