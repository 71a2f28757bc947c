/**
 * Checks every uploaded image passes before it is stored (spec §5 "Uploaded image", §7
 * POST /api/upload-image): bounded size read from a stream, JPEG by its content (magic bytes,
 * never the name or the declared type), a pixel limit read from the header before anything is
 * decoded, a full decode that refuses truncated files, and a re-encode to JPEG that drops EXIF
 * (location, camera serials) after applying its orientation. Refusals are values with a stable
 * code, an HTTP status and a sentence a person can read. Shared by customer and artist uploads.
 */
import type { Readable } from 'node:stream';
import sharp, { type Metadata } from 'sharp';
import { err, ok, type Result } from '../../src/domain/result/result.js';

export const UPLOAD_MAX_BYTES = 25 * 1024 * 1024;
export const UPLOAD_MAX_PIXELS = 100_000_000;

export type UploadRefusalCode =
  | 'UPLOAD.EMPTY' | 'UPLOAD.TOO_LARGE' | 'UPLOAD.NOT_JPEG' | 'UPLOAD.TRUNCATED' | 'UPLOAD.TOO_MANY_PIXELS';

export interface UploadRefusal {
  readonly code: UploadRefusalCode;
  readonly status: 400 | 413 | 415 | 422;
  readonly message: string;
}

export interface CheckedImage {
  /** The re-encoded JPEG, without EXIF. */
  readonly jpeg: Buffer;
  readonly width: number;
  readonly height: number;
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

export const refusal = (code: UploadRefusalCode, extra?: { width: number; height: number }): UploadRefusal => {
  switch (code) {
    case 'UPLOAD.EMPTY': return { code, status: 400, message: 'The uploaded file is empty.' };
    case 'UPLOAD.TOO_LARGE': return { code, status: 413, message: `The image is larger than ${mb(UPLOAD_MAX_BYTES)}.` };
    case 'UPLOAD.NOT_JPEG': return { code, status: 415, message: 'The file is not a JPEG image. Please choose a .jpg or .jpeg photo.' };
    case 'UPLOAD.TRUNCATED': return { code, status: 422, message: 'The JPEG image is incomplete or damaged.' };
    case 'UPLOAD.TOO_MANY_PIXELS': return {
      code, status: 422,
      message: `The image has too many pixels${extra ? ` (${extra.width} × ${extra.height})` : ''}; at most ${UPLOAD_MAX_PIXELS / 1_000_000} megapixels are accepted.`,
    };
  }
};

/**
 * Reads a stream into memory up to `maxBytes`. Past the limit it stops keeping data, drains
 * the rest so the connection can answer, and refuses; a stream that a parser already cut
 * (busboy's `truncated`) is refused the same way. Memory never exceeds the limit.
 */
export const readUpTo = async (stream: Readable & { truncated?: boolean }, maxBytes = UPLOAD_MAX_BYTES): Promise<Result<Buffer, UploadRefusal>> => {
  const chunks: Buffer[] = [];
  let size = 0;
  let over = false;
  for await (const chunk of stream) {
    const c = chunk as Buffer;
    size += c.length;
    if (size > maxBytes) over = true;
    if (!over) chunks.push(c);
    else chunks.length = 0;
  }
  if (over || stream.truncated) return err(refusal('UPLOAD.TOO_LARGE'));
  if (size === 0) return err(refusal('UPLOAD.EMPTY'));
  return ok(Buffer.concat(chunks, size));
};

/** JPEG files start with SOI (FF D8) followed by a marker (FF). */
export const hasJpegMagic = (bytes: Uint8Array): boolean =>
  bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

export const checkJpeg = async (bytes: Buffer): Promise<Result<CheckedImage, UploadRefusal>> => {
  if (bytes.length === 0) return err(refusal('UPLOAD.EMPTY'));
  if (bytes.length > UPLOAD_MAX_BYTES) return err(refusal('UPLOAD.TOO_LARGE'));
  if (!hasJpegMagic(bytes)) return err(refusal('UPLOAD.NOT_JPEG'));
  let header: Metadata;
  try {
    // Only the header is parsed here; the pixel limit is checked before any decoding.
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return err(refusal('UPLOAD.TRUNCATED'));
  }
  if (header.format !== 'jpeg') return err(refusal('UPLOAD.NOT_JPEG'));
  const { width = 0, height = 0 } = header;
  if (width * height > UPLOAD_MAX_PIXELS) return err(refusal('UPLOAD.TOO_MANY_PIXELS', { width, height }));
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'truncated' })
      .rotate() // apply the EXIF orientation; the re-encode then drops all metadata
      .jpeg({ quality: 92 })
      .toBuffer({ resolveWithObject: true });
    return ok({ jpeg: data, width: info.width, height: info.height });
  } catch (e) {
    return err(refusal(/pixel limit/i.test((e as Error).message) ? 'UPLOAD.TOO_MANY_PIXELS' : 'UPLOAD.TRUNCATED'));
  }
};
