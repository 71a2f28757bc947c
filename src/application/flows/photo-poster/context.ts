/** The photo poster's flow: its input, the upload's verdict and what it holds (docs/rules/uploads.md#customer-photos). */
import type { ImageToUpload, UploadedImage } from '../../ports/image-upload.port';

export interface PhotoPosterInput {
  /** The sizes the product is sold in (for the "largest size that prints well" hint). */
  readonly sizes: readonly string[];
  /** The configurator's size when the page opens. */
  readonly size: string | null;
}

/** Why the photo cannot be printed at the chosen size (the page turns it into text). */
export type UploadVerdict =
  | { readonly code: 'TOO_SMALL'; readonly width: number; readonly height: number; readonly largestSize: string | null }
  | { readonly code: 'SQUARE'; readonly width: number; readonly height: number };

export interface PhotoPosterContext extends PhotoPosterInput {
  readonly file: ImageToUpload | null;
  readonly progress: number;
  readonly image: UploadedImage | null;
  readonly verdict: UploadVerdict | null;
  /** The red failure toast is showing (docs/rules/shop-wide.md#errors-and-redirects). */
  readonly toast: boolean;
}
