/** The upload page's real transfer over the ImageUploadGateway port (docs/rules/shop-wide.md#wire-conventions POST /api/upload-image). */
import { fromCallback } from 'xstate';
import type { ImageToUpload, ImageUploadGateway } from '../../ports/image-upload.port';
import type { PhotoPosterEvent } from './events';

export const createPhotoPosterActors = (ports: { readonly uploads: ImageUploadGateway }) => ({
  actors: {
    uploadImage: fromCallback<PhotoPosterEvent, { readonly file: ImageToUpload }>(({ input, sendBack }) => {
      const abort = new AbortController();
      void ports.uploads
        .upload(
          input.file,
          (percent) => {
            if (!abort.signal.aborted) sendBack({ type: 'upload.progress', percent });
          },
          abort.signal,
        )
        .then((r) => {
          if (abort.signal.aborted) return;
          if (r.ok) sendBack({ type: 'upload.uploaded', image: r.value });
          // 415: the shop read the content and it is not a JPEG (docs/rules/shop-wide.md#errors-and-redirects: say what to do instead).
          else sendBack(r.error.status === 415 ? { type: 'upload.failed', reason: 'notJpeg' } : { type: 'upload.failed' });
        })
        .catch(() => {
          if (!abort.signal.aborted) sendBack({ type: 'upload.failed' });
        });
      // A new photo chosen mid-transfer, or the page left: the old transfer is cancelled.
      return () => abort.abort();
    }),
  },
});
