/**
 * Accepted image files (docs/rules/uploads.md#customer-photos upload page, docs/rules/artists.md#profile uploads and avatar): jpg or jpeg only.
 *
 * Decision: the check looks at whatever the browser gives. A file name, when present, must end
 * in .jpg or .jpeg; a mime type, when present, must be image/jpeg (or the legacy image/jpg,
 * image/pjpeg); both are compared case-insensitively. With neither, the file is refused.
 */
export interface ImageFileInfo {
  readonly name?: string | null;
  readonly mimeType?: string | null;
}

const JPEG_EXTENSION = /\.jpe?g$/i;
const JPEG_MIME_TYPES: readonly string[] = ['image/jpeg', 'image/jpg', 'image/pjpeg'];

export const isJpegFile = (file: ImageFileInfo): boolean => {
  const name = file.name ?? '';
  const mime = (file.mimeType ?? '').trim().toLowerCase();
  if (name === '' && mime === '') return false;
  const nameOk = name === '' || JPEG_EXTENSION.test(name.trim());
  const mimeOk = mime === '' || JPEG_MIME_TYPES.includes(mime);
  return nameOk && mimeOk;
};
