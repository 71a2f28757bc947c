/**
 * A shopper's photo a print can be made of (docs/rules/uploads.md#customer-photos "Uploaded image"), judged at upload on its
 * decoded pixels: within 1:3 to 3:1, and with 47 px per cm of at least the smallest size sold.
 * A header that lies (65500 × 1 over 64 × 64 of data) decodes to what it says, so its proportions
 * refuse it; the size ordered is checked again when the order is made.
 */
import { POSTER_SIZES } from '../../src/domain/pricing/standard-prices.js';
import { checkPrintablePhoto, requiredPixels } from '../../src/domain/print/index.js';
import { CUSTOMER_MIN_PX_PER_CM, PRINT_MAX_ASPECT_RATIO } from '../../src/domain/constants.js';
import { HttpProblem } from '../http/errors.js';

const SMALLEST = POSTER_SIZES[0];

/** Undefined for a printable photo, else the 422 that says why. */
export const unprintablePhoto = (image: { readonly width: number; readonly height: number }): HttpProblem | undefined => {
  const checked = checkPrintablePhoto(image, POSTER_SIZES);
  if (checked.ok) return undefined;
  const { width, height } = image;
  if (checked.error.code === 'UPLOAD.PROPORTIONS')
    return new HttpProblem(
      422,
      `The photo is ${width} × ${height} pixels: a print is at most ${PRINT_MAX_ASPECT_RATIO} times as long as it is wide (between 1:${PRINT_MAX_ASPECT_RATIO} and ${PRINT_MAX_ASPECT_RATIO}:1).`,
      checked.error.code,
    );
  const need = requiredPixels(SMALLEST, width <= height ? 'portrait' : 'landscape');
  const needs = need.ok ? `${need.value.width} × ${need.value.height}` : '';
  return new HttpProblem(
    422,
    `The photo is too small to print (${width} × ${height} pixels): the smallest size, ${SMALLEST.replace('x', ' × ')} cm, needs ${needs} pixels (${CUSTOMER_MIN_PX_PER_CM} per cm).`,
    checked.error.code,
  );
};
