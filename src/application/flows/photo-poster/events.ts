/** What the photo poster's form tells its flow. */
import type { ImageToUpload, UploadedImage } from '../../ports/image-upload.port';

export type PhotoPosterEvent =
  | { readonly type: 'upload.choose'; readonly file: ImageToUpload }
  | { readonly type: 'upload.sizeChanged'; readonly size: string | null }
  /** From the transfer: */
  | { readonly type: 'upload.progress'; readonly percent: number }
  | { readonly type: 'upload.uploaded'; readonly image: UploadedImage }
  /** `notJpeg`: the shop read the file and it is not a JPEG (a PNG renamed .jpg), whatever its name says. */
  | { readonly type: 'upload.failed'; readonly reason?: 'notJpeg' };
