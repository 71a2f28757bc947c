/**
 * Checks every uploaded image passes before it is stored (docs/rules/uploads.md#customer-photos "Uploaded image", docs/rules/uploads.md#customer-photos
 * POST /api/upload-image): bounded size read from a stream, JPEG by its content (magic bytes,
 * never the name or the declared type), a pixel limit read from the header before anything is
 * decoded (the pixels of the largest print, src/domain/print/print-pixels.ts), a full decode
 * that refuses any file the decoder warns about — sharp's advice for untrusted input; a JPEG
 * whose header claims 9000 × 11000 pixels over 8 × 8 of data only draws a warning — and a
 * re-encode to JPEG that drops EXIF (location, camera serials) after applying its orientation.
 *
 * What is stored is never larger than what was sent: when
 * the re-encode comes out larger, an upright photo is stored as sent with its metadata removed
 * losslessly; a photo that had to be turned is re-encoded at a lower quality.
 *
 * Refusals are values with a stable code, an HTTP status and a sentence a person can read.
 * Shared by customer and artist uploads; callers run it through the image-work limit.
 */
import type { Readable } from 'node:stream';
import sharp, { type Metadata } from 'sharp';
import { err, ok, type Result } from '../../src/domain/result/result.js';
import { LARGEST_PRINT_SIZE, MAX_PRINT_PIXELS, PRINT_DPI } from '../../src/domain/print/print-pixels.js';
import { withoutMetadata } from './jpeg-metadata.js';

export const UPLOAD_MAX_BYTES = 25 * 1024 * 1024;
export const UPLOAD_MAX_PIXELS = MAX_PRINT_PIXELS;
/**
 * libjpeg's optimised Huffman tables hold every coefficient of the image in memory (about 3 bytes
 * a pixel: 290 MB for the largest print); above this the standard tables stream in ~25 MB.
 */
const OPTIMISED_CODING_MAX_PIXELS = 24_000_000;
const STORED_QUALITY = 92;
/** Re-encodes of a turned photo when 92 came out larger than what was sent. */
const TURNED_QUALITIES = [80, 60];

export type UploadRefusalCode =
  'UPLOAD.EMPTY' | 'UPLOAD.TOO_LARGE' | 'UPLOAD.NOT_JPEG' | 'UPLOAD.TRUNCATED' | 'UPLOAD.TOO_MANY_PIXELS';

export interface UploadRefusal {
  readonly code: UploadRefusalCode;
  readonly status: 400 | 413 | 415 | 422;
  readonly message: string;
}

export interface CheckedImage {
  /** The JPEG to store, without EXIF. */
  readonly jpeg: Buffer;
  readonly width: number;
  readonly height: number;
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const [printWidthCm, printHeightCm] = LARGEST_PRINT_SIZE.split('x');

export const refusal = (code: UploadRefusalCode, extra?: { width: number; height: number; reason?: string }): UploadRefusal => {
  const size = extra ? ` ${extra.width} × ${extra.height} pixels` : '';
  switch (code) {
    case 'UPLOAD.EMPTY':
      return { code, status: 400, message: 'The uploaded file is empty.' };
    case 'UPLOAD.TOO_LARGE':
      return { code, status: 413, message: `The image is larger than ${mb(UPLOAD_MAX_BYTES)}.` };
    case 'UPLOAD.NOT_JPEG':
      return { code, status: 415, message: 'The file is not a JPEG image. Please choose a .jpg or .jpeg photo.' };
    case 'UPLOAD.TRUNCATED':
      return {
        code,
        status: 422,
        message: extra?.reason
          ? `The JPEG image is incomplete or damaged: its header says${size}, but its picture data could not be read in full (${extra.reason}).`
          : 'The JPEG image is incomplete or damaged.',
      };
    case 'UPLOAD.TOO_MANY_PIXELS':
      return {
        code,
        status: 422,
        message: `The image has too many pixels${extra ? ` (${extra.width} × ${extra.height})` : ''}; at most ${(UPLOAD_MAX_PIXELS / 1_000_000).toFixed(1)} megapixels are accepted, enough for a ${printWidthCm} × ${printHeightCm} cm print at ${PRINT_DPI} dpi.`,
      };
  }
};
/**
 * Reads a stream into memory up to `maxBytes`. Past the limit it stops keeping data, drains
 * the rest so the connection can answer, and refuses; a stream that a parser already cut
 * (busboy's `truncated`) is refused the same way. Memory never exceeds the limit.
 */
export const readUpTo = async (
  stream: Readable & { truncated?: boolean },
  maxBytes = UPLOAD_MAX_BYTES,
): Promise<Result<Buffer, UploadRefusal>> => {
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

/** The decoder's own words, without the library's prefix: "premature end of data segment". */
const decoderReason = (e: unknown): string =>
  String((e as Error)?.message ?? e)
    .split('\n')[0]!
    .replace(/^Vips\w*:\s*/, '')
    .replace(/^Corrupt JPEG data:\s*/i, '')
    .slice(0, 120);

const encode = (bytes: Buffer, quality: number, pixels: number) =>
  sharp(bytes, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'warning' })
    .rotate() // apply the EXIF orientation; the re-encode then drops all metadata
    .jpeg({ quality, optimiseCoding: pixels <= OPTIMISED_CODING_MAX_PIXELS })
    .toBuffer({ resolveWithObject: true });

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
  const pixels = width * height;
  if (pixels > UPLOAD_MAX_PIXELS) return err(refusal('UPLOAD.TOO_MANY_PIXELS', { width, height }));
  let first: Awaited<ReturnType<typeof encode>>;
  try {
    first = await encode(bytes, STORED_QUALITY, pixels);
  } catch (e) {
    if (/pixel limit/i.test((e as Error).message)) return err(refusal('UPLOAD.TOO_MANY_PIXELS', { width, height }));
    return err(refusal('UPLOAD.TRUNCATED', { width, height, reason: decoderReason(e) }));
  }
  const checked = (r: typeof first) => ok({ jpeg: r.data, width: r.info.width, height: r.info.height });
  if (first.data.length <= bytes.length) return checked(first);
  const upright = (header.orientation ?? 1) === 1;
  const asSent = upright ? withoutMetadata(bytes) : null;
  if (asSent) return ok({ jpeg: asSent, width: first.info.width, height: first.info.height });
  let smaller = first;
  for (const quality of TURNED_QUALITIES) {
    smaller = await encode(bytes, quality, pixels);
    if (smaller.data.length <= bytes.length) break;
  }
  return checked(smaller);
};
