/**
 * How an uploaded photo prints (docs/rules/uploads.md#customer-photos upload-your-own): the sheet turns with the photo (a
 * landscape photo prints on the landscape sheet), the photo covers the sheet — what does not
 * fit the sheet's proportions is cut evenly from both sides — and a margin leaves a white
 * border of 5 % of the sheet's shorter side. The print pipeline (server/personalisation/print-file.ts),
 * the upload page's preview and the cart's thumbnail all follow this.
 */
import { MARGIN_SHARE } from '../templates/artwork/canvas';
import { parsePrintSize } from './print-size';

export interface PrintedPhoto {
  /** Width ÷ height of the printed sheet. */
  readonly aspect: number;
  /** The white border on each edge, as a share of the sheet's width (CSS padding reads it so). */
  readonly insetOfWidth: number;
  readonly landscape: boolean;
  /** The white border on each edge in cm (0 without a margin). */
  readonly borderCm: number;
  /** What the cover fit cuts: the share (0–1) of the photo's width or height that does not print. */
  readonly trimmed: { readonly axis: 'width' | 'height'; readonly share: number };
}

export const printedPhoto = (
  size: string,
  photo: { readonly width: number; readonly height: number },
  margin: boolean,
): PrintedPhoto => {
  const parsed = parsePrintSize(size);
  const [short, long] = parsed.ok
    ? [Math.min(parsed.value.widthCm, parsed.value.heightCm), Math.max(parsed.value.widthCm, parsed.value.heightCm)]
    : [50, 70];
  const landscape = photo.width > photo.height;
  const aspect = landscape ? long / short : short / long;
  const shorterOfWidth = landscape ? 1 / aspect : 1;
  const insetOfWidth = margin ? MARGIN_SHARE * shorterOfWidth : 0;
  // The photo covers the sheet inside the border (width 1, height 1 ÷ aspect, less the border on each edge).
  const inner = (1 - 2 * insetOfWidth) / (1 / aspect - 2 * insetOfWidth);
  const photoAspect = photo.width / photo.height;
  const trimmed =
    photoAspect > inner
      ? { axis: 'width' as const, share: 1 - inner / photoAspect }
      : { axis: 'height' as const, share: 1 - photoAspect / inner };
  return { aspect, insetOfWidth, landscape, borderCm: margin ? MARGIN_SHARE * short : 0, trimmed };
};
