/**
 * The ImageInspector in the browser: decodes the chosen file with createImageBitmap for its
 * pixel size (EXIF orientation applied, as the server reads it) and makes an object URL for
 * the preview.
 */
import { fail } from '../../application/model/outcome';
import { ok } from '../../domain/result/result';
import type { ImageInspector } from '../../application/ports/artist-account.port';

export const createBrowserImageInspector = (win: Window & typeof globalThis): ImageInspector => ({
  inspect: async (file) => {
    try {
      const bitmap = await win.createImageBitmap(file, { imageOrientation: 'from-image' });
      const size = { width: bitmap.width, height: bitmap.height };
      bitmap.close();
      return ok({ ...size, previewUrl: win.URL.createObjectURL(file) });
    } catch (e) {
      return fail('BAD_REQUEST', `The image could not be read: ${String(e)}`);
    }
  },
});
