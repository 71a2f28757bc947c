/**
 * Customer "upload your own image" check (docs/rules/uploads.md#customer-photos "Uploaded image (customer)"):
 * jpg/jpeg only; never square; at least 47 px per cm of the chosen size. For a portrait image
 * width ≥ first dimension × 47 and height ≥ second × 47; for a landscape image the dimensions
 * swap. The too-small result carries the actual width and height (and what was required).
 *
 * Decision: checks run in that order — format, square, resolution — and the first failure wins.
 */
import { CUSTOMER_MIN_PX_PER_CM } from '../constants';
import { err, ok, type Result } from '../result/result';
import { isJpegFile, type ImageFileInfo } from './image-file';
import { isSquare, orientationOf, withinPrintProportions, type Orientation, type PixelDimensions } from './orientation';
import { parsePrintSize, type InvalidSize } from './print-size';

export type CustomerUploadError =
  | { readonly code: 'UPLOAD.NOT_JPEG' }
  | { readonly code: 'UPLOAD.SQUARE'; readonly width: number; readonly height: number }
  | {
      readonly code: 'UPLOAD.TOO_SMALL';
      readonly width: number;
      readonly height: number;
      readonly requiredWidth: number;
      readonly requiredHeight: number;
    }
  | InvalidSize;

export const requiredPixels = (sizeLabel: string, orientation: Orientation): Result<PixelDimensions, InvalidSize> => {
  const size = parsePrintSize(sizeLabel);
  if (!size.ok) return size;
  const short = size.value.widthCm * CUSTOMER_MIN_PX_PER_CM;
  const long = size.value.heightCm * CUSTOMER_MIN_PX_PER_CM;
  return ok(orientation === 'portrait' ? { width: short, height: long } : { width: long, height: short });
};

export const checkCustomerUpload = (
  file: ImageFileInfo,
  image: PixelDimensions,
  sizeLabel: string,
): Result<Orientation, CustomerUploadError> => {
  if (!isJpegFile(file)) return err({ code: 'UPLOAD.NOT_JPEG' });
  if (isSquare(image)) return err({ code: 'UPLOAD.SQUARE', width: image.width, height: image.height });
  const orientation = orientationOf(image);
  const required = requiredPixels(sizeLabel, orientation);
  if (!required.ok) return required;
  const { width: requiredWidth, height: requiredHeight } = required.value;
  return image.width >= requiredWidth && image.height >= requiredHeight
    ? ok(orientation)
    : err({ code: 'UPLOAD.TOO_SMALL', width: image.width, height: image.height, requiredWidth, requiredHeight });
};

/**
 * The largest of the offered sizes that an image prints well at (beyond docs/rules/shop-wide.md#errors-and-redirects: the too-small
 * message also says what the file is good for). Largest by print area; among equal areas the
 * one listed first. Null when none fits, the image is square, or no label parses.
 */
export const largestPrintableSize = (image: PixelDimensions, sizeLabels: readonly string[]): string | null => {
  if (isSquare(image)) return null;
  const orientation = orientationOf(image);
  let best: { readonly label: string; readonly area: number } | null = null;
  for (const label of sizeLabels) {
    const required = requiredPixels(label, orientation);
    const size = parsePrintSize(label);
    if (!required.ok || !size.ok) continue;
    const fits = image.width >= required.value.width && image.height >= required.value.height;
    const area = size.value.widthCm * size.value.heightCm;
    if (fits && (best === null || area > best.area)) best = { label, area };
  }
  return best?.label ?? null;
};

/** Whether an image has 47 px per cm of `sizeLabel`, the sheet turned as the image is. */
export const fitsPrintSize = (image: PixelDimensions, sizeLabel: string): boolean => {
  const required = requiredPixels(sizeLabel, orientationOf(image));
  return required.ok && image.width >= required.value.width && image.height >= required.value.height;
};

export type PrintablePhotoError =
  | { readonly code: 'UPLOAD.PROPORTIONS'; readonly width: number; readonly height: number }
  | { readonly code: 'UPLOAD.TOO_SMALL'; readonly width: number; readonly height: number };

/**
 * A photo a print can be made of, judged on its decoded pixels when it is uploaded: within the
 * proportions of a print (1:3 to 3:1) and with 47 px per cm of at least one of `sizeLabels`.
 * The size ordered is checked again when the order is made (fitsPrintSize).
 */
export const checkPrintablePhoto = (image: PixelDimensions, sizeLabels: readonly string[]): Result<void, PrintablePhotoError> => {
  const { width, height } = image;
  if (!withinPrintProportions(image)) return err({ code: 'UPLOAD.PROPORTIONS', width, height });
  return sizeLabels.some((label) => fitsPrintSize(image, label))
    ? ok(undefined)
    : err({ code: 'UPLOAD.TOO_SMALL', width, height });
};
