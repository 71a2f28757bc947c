/**
 * How an uploaded photo prints (spec §2 upload-your-own): the sheet turns with the photo (a
 * landscape photo prints on the landscape sheet), the photo covers the sheet — what does not
 * fit the sheet's proportions is cut evenly from both sides — and a margin leaves a white
 * border of 5 % of the sheet's shorter side. The print pipeline and every preview follow this.
 */
import { MARGIN_SHARE } from '../templates/artwork/render';
import { parsePrintSize } from './print-size';

export interface PrintedPhoto {
  /** Width ÷ height of the printed sheet. */
  readonly aspect: number;
  /** The white border on each edge, as a share of the sheet's width (CSS padding reads it so). */
  readonly insetOfWidth: number;
  readonly landscape: boolean;
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
  return { aspect, insetOfWidth: margin ? MARGIN_SHARE * shorterOfWidth : 0, landscape };
};
