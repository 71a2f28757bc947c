/**
 * Pixels of a print (docs/rules/personalisation.md#print-files render page, docs/rules/product-pages.md#size-frame-and-options print sizes): print files are made at 300 dpi for
 * the ordered size, so the largest size the shop sells (70 × 100 cm: 8268 × 11811 px, about
 * 97.7 megapixels) is the most any image of the shop ever needs. That is the pixel limit of
 * every uploaded image (customer photos, artist posters, avatars) and of print rendering: an
 * image with more pixels could only be scaled down before it is printed.
 */
import { POSTER_SIZES } from '../pricing/standard-prices';
import type { PixelDimensions } from './orientation';
import { parsePrintSize } from './print-size';

export const PRINT_DPI = 300;
const CM_PER_INCH = 2.54;

/** Pixels of a print size at PRINT_DPI, portrait (short side first); null for a malformed label. */
export const printPixels = (sizeLabel: string): PixelDimensions | null => {
  const size = parsePrintSize(sizeLabel);
  if (!size.ok) return null;
  const px = (cm: number) => Math.round((cm / CM_PER_INCH) * PRINT_DPI);
  const { widthCm, heightCm } = size.value;
  return { width: px(Math.min(widthCm, heightCm)), height: px(Math.max(widthCm, heightCm)) };
};

const area = (p: PixelDimensions | null): number => (p ? p.width * p.height : 0);

/** The largest standard size by printed area. */
export const LARGEST_PRINT_SIZE = POSTER_SIZES.reduce((a, b) => (area(printPixels(b)) > area(printPixels(a)) ? b : a));

/** Pixels of the largest print: no image of the shop is decoded or rendered beyond this. */
export const MAX_PRINT_PIXELS = area(printPixels(LARGEST_PRINT_SIZE));
