/**
 * What the printer and the packers are told about an order's lines (docs/rules/back-office.md#print-files-and-packing):
 * which frame goes round which poster, what a print file is called, and when a print is too coarse to
 * pass without a look.
 */
import { PRODUCT_TYPE } from '../product/model';

/** Below this effective density a print file is flagged to the staff (it still prints). */
export const LOW_PRINT_DPI = 150;

export const isLowDpi = (dpi: number): boolean => dpi < LOW_PRINT_DPI;

/** The fields of an order line these rules read. */
export interface PackingLine {
  readonly type: number;
  readonly name: string;
}

/**
 * The frame line that frames line `position`, or null. The shop stores a framed poster as the poster's
 * line followed at once by its frame's (the product page adds them together), so a frame line belongs
 * to the poster right before it; a frame bought alone (after a frame, a gift card or first) frames nothing.
 */
export const frameLineOf = (lines: readonly PackingLine[], position: number): number | null =>
  lines[position]?.type === PRODUCT_TYPE.poster && lines[position + 1]?.type === PRODUCT_TYPE.frame ? position + 1 : null;

/** Only letters, digits, `_` and `-` in a file name; every other run of characters becomes one `-`. */
const safe = (part: string): string => part.replace(/[^A-Za-z0-9_-]+/g, '-');

/** Line numbers for people count from 1 (the packing slip, the manifest, the file names). */
export const lineNumber = (position: number): number => position + 1;

/** A print file's name in a ZIP: `{order}-{line}-{sku}-{size}.jpg`, safe characters only. */
export const printEntryName = (orderId: string, position: number, sku: string, size: string): string =>
  `${safe(orderId)}-${lineNumber(position)}-${safe(sku)}-${safe(size)}.jpg`;
