/**
 * Sending a shopper's photo for an upload-your-own poster (docs/rules/uploads.md#customer-photos, docs/rules/shop-wide.md#wire-conventions POST /api/upload-image).
 * The file is whatever the view's file input gave (a browser `File`); the application only
 * reads its name and type and hands it back to the adapter. Progress is reported in whole
 * percent, 0 to 100, while the bytes travel.
 */
import type { Outcome } from '../model/outcome';

export interface ImageToUpload {
  readonly name: string;
  /** The browser's mime type ('' when it does not know). */
  readonly type: string;
  readonly size: number;
}

export interface UploadedImage {
  /** The stored photo's id, carried by the cart line (docs/rules/checkout.md#cart-lines "Cart line … uploaded image id"). */
  readonly id: string;
  readonly width: number;
  readonly height: number;
  /** Where the stored photo can be shown (the page's preview). */
  readonly url: string;
}

export interface ImageUploadGateway {
  upload(file: ImageToUpload, onProgress: (percent: number) => void, signal: AbortSignal): Promise<Outcome<UploadedImage>>;
}
