/**
 * Print files (docs/rules/personalisation.md#print-files render page; docs/rules/product-pages.md#size-frame-and-options print sizes): when an order with a personalised or
 * uploaded line is paid, each such line becomes a JPEG at 300 dpi for its ordered size, stored
 * through the MediaStore under `prints/<order>/<position>.jpg` and listed with the order.
 *
 * A personalised line is drawn by the same renderer as the in-page preview
 * (renderTemplateSvg): the identical SVG string is rasterised with sharp/librsvg at the print
 * density. sharp rather than Chromium's print: it is already the shop's image engine, needs no
 * browser process on the server, streams large rasters in tiles, and renders a 50 × 70 cm
 * poster (5906 × 8268 px) in a few seconds with bounded memory. The render page's browser
 * route (with its redirect quirk) is not involved: this module calls the renderer directly.
 *
 * Memory: a 70 × 100 cm print is 8268 × 11811 pixels (293 MB as an RGB raster), and libvips
 * streams it from the decoder or the SVG renderer to the JPEG encoder in strips. The JPEG is
 * written with fixed Huffman tables (`optimiseCoding: false`): optimised tables need a second
 * pass over every coefficient of the page, so the encoder kept the whole page's coefficients
 * until the end (+565 MB for a photo print, +698 MB for a personalised one, bench/print-render.ts).
 * With fixed tables a render grows the process by about 16 MB (photo) and 145 MB (personalised,
 * librsvg's own buffers); the pixels are the same, the file a few per cent larger.
 *
 * The SVG string a JPEG was rasterised from is kept beside it (`prints/<order>/<position>.svg`):
 * a JPEG's text cannot be read back, the SVG's can, and the SVG kept is the one rasterised, not
 * one drawn again later by a renderer that may have changed since.
 */
import sharp from 'sharp';
import type { Queryable } from '../db/db.port.js';
import { MAX_PRINT_PIXELS, PRINT_DPI, printPixels } from '../../src/domain/print/print-pixels.js';
import { canvasFor, isTemplateId, renderTemplateSvg } from '../../src/domain/templates/index.js';
import { decodeTemplateFields } from '../../src/adapters/http/contract/template-fields.js';
import type { MediaStore } from '../platform/media-store.port.js';
import type { CustomerPhotos } from './customer-photos.port.js';
import type { OrderedLine, OrderedLines } from './ordered-lines.port.js';
import type { ImageWork } from '../platform/image-work.js';
import { printedPhoto } from '../../src/domain/print/printed-photo.js';
import { insertPrintFile, printFilesOf, type StoredPrintFile } from './template-values.repository.js';
import type { PosterArtwork, PosterArtworkSource } from './poster-artwork.port.js';
import { PRODUCT_TYPE } from '../../src/domain/product/model.js';

/** The SVG the print pipeline rasterises for a personalised line: the preview's exact string. */
export const printSvgOf = (
  line: Pick<OrderedLine, 'template' | 'variation_name' | 'margin' | 'black_and_white'>,
): string | null => {
  const t = line.template as { template_id?: string; values?: unknown } | null;
  if (!t || typeof t.template_id !== 'string' || !isTemplateId(t.template_id)) return null;
  const values = decodeTemplateFields(t.template_id, t.values);
  if (!values) return null;
  return renderTemplateSvg(t.template_id, values, {
    size: line.variation_name,
    margin: line.margin === true,
    blackAndWhite: line.black_and_white === true,
  });
};

export const renderTemplateLine = async (
  svg: string,
  size: string,
  target: { width: number; height: number },
): Promise<Buffer> => {
  const canvas = canvasFor(size);
  // The SVG is drawn at the print's own size; a rounding pixel or two over the largest print is allowed.
  return (
    sharp(Buffer.from(svg), {
      density: (72 * target.height) / canvas.height,
      limitInputPixels: Math.ceil(MAX_PRINT_PIXELS * 1.01),
    })
      .resize(target.width, target.height, { fit: 'fill' })
      .flatten({ background: '#ffffff' })
      // Fixed Huffman tables: see the module's header on memory.
      .jpeg({ quality: 90, optimiseCoding: false })
      .withMetadata({ density: PRINT_DPI })
      .toBuffer()
  );
};

export const renderUploadLine = async (
  photo: Buffer,
  line: OrderedLine,
  target: { width: number; height: number },
): Promise<Buffer> => {
  const meta = await sharp(photo, { limitInputPixels: MAX_PRINT_PIXELS }).metadata();
  // The upload page's preview follows the same rule: the sheet turns with the photo, the border is a share of it.
  const printed = printedPhoto(line.variation_name, { width: meta.width ?? 0, height: meta.height ?? 0 }, line.margin === true);
  const out = printed.landscape ? { width: target.height, height: target.width } : target;
  const inset = Math.round(out.width * printed.insetOfWidth);
  let img = sharp(photo, { limitInputPixels: MAX_PRINT_PIXELS })
    .resize(out.width - 2 * inset, out.height - 2 * inset, { fit: 'cover' })
    .extend({ top: inset, bottom: inset, left: inset, right: inset, background: '#ffffff' });
  if (line.black_and_white) img = img.grayscale();
  // Fixed Huffman tables: see the module's header on memory.
  return img.jpeg({ quality: 92, optimiseCoding: false }).withMetadata({ density: PRINT_DPI }).toBuffer();
};

/**
 * A catalogue or artist poster's print: its artwork covering the sheet at the ordered size (the
 * sheet turns with the artwork), inside the white margin when the shopper chose one, in black and
 * white when chosen; the same rule as an uploaded photo's print (printedPhoto). Answers the file
 * and its effective density: 300 dpi for vector artwork, what the original's pixels give otherwise
 * (at most 300).
 */
export const renderPosterLine = async (
  source: PosterArtworkSource,
  line: Pick<OrderedLine, 'variation_name' | 'margin' | 'black_and_white'>,
  target: { width: number; height: number },
): Promise<{ jpeg: Buffer; dpi: number }> => {
  const natural =
    source.kind === 'vector'
      ? { width: source.width, height: source.height }
      : await sharp(source.bytes, { limitInputPixels: MAX_PRINT_PIXELS })
          .metadata()
          .then((m) => ({
            width: m.width ?? 0,
            height: m.height ?? 0,
          }));
  if (!natural.width || !natural.height) throw new Error('the artwork has no size');
  const printed = printedPhoto(line.variation_name, natural, line.margin === true);
  const out = printed.landscape ? { width: target.height, height: target.width } : target;
  const inset = Math.round(out.width * printed.insetOfWidth);
  const inner = { width: out.width - 2 * inset, height: out.height - 2 * inset };
  const input =
    source.kind === 'vector'
      ? sharp(Buffer.from(source.svg), {
          // Drawn at the print's own size: enough density for the artwork to cover the sheet inside the margin.
          density: Math.min(2400, 72 * Math.max(inner.width / source.width, inner.height / source.height)),
          limitInputPixels: Math.ceil(MAX_PRINT_PIXELS * 1.01),
        })
      : sharp(source.bytes, { limitInputPixels: MAX_PRINT_PIXELS });
  let img = input
    .resize(inner.width, inner.height, { fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .extend({ top: inset, bottom: inset, left: inset, right: inset, background: '#ffffff' });
  if (line.black_and_white) img = img.grayscale();
  const cover = Math.max(inner.width / natural.width, inner.height / natural.height);
  const dpi = source.kind === 'vector' ? PRINT_DPI : Math.min(PRINT_DPI, Math.floor(PRINT_DPI / cover));
  // Fixed Huffman tables: see the module's header on memory.
  const jpeg = await img.jpeg({ quality: 92, optimiseCoding: false }).withMetadata({ density: dpi }).toBuffer();
  return { jpeg, dpi };
};

export const printKey = (orderId: string, position: number): string => `prints/${orderId}/${position}.jpg`;
/** The drawing a personalised line's print file was rasterised from (an uploaded photo has none). */
export const printSvgKey = (orderId: string, position: number): string => `prints/${orderId}/${position}.svg`;

export interface PrintFileDeps {
  readonly db: Queryable;
  readonly media: MediaStore;
  readonly work: ImageWork;
  /** The shoppers' uploaded photos that upload-your-own lines print. */
  readonly photos: CustomerPhotos;
  /** The paid order's lines (server/orders, through the OrderedLines port). */
  readonly orders: OrderedLines;
  /** The artwork catalogue and artist posters print from. */
  readonly artwork: PosterArtwork;
}

/**
 * Renders the missing print files of a paid order; returns what the order lists afterwards.
 * Lines render one after the other, so a large order never holds two rasters at once, and each
 * render takes its turn in the server's image-work limit beside uploads. A line that cannot be
 * printed throws with the reason (the queue records and retries it): nothing is skipped in silence.
 */
export const producePrintFiles = async (
  { db, media, work, photos, orders, artwork }: PrintFileDeps,
  orderId: string,
): Promise<StoredPrintFile[]> => {
  const order = await orders(db, orderId);
  if (!order?.paid) return [];
  const done = new Set((await printFilesOf(db, orderId)).map((p) => p.position));
  const missing: string[] = [];
  for (const [position, line] of order.lines.entries()) {
    // Printed: personalised and upload lines, and catalogue and artist posters. Frames, walls and gift cards are not.
    const poster = line.template === null && line.type === PRODUCT_TYPE.poster;
    if (done.has(position) || (line.template === null && !poster)) continue;
    const target = printPixels(line.variation_name);
    if (!target) throw new Error(`Line ${position}: "${line.variation_name}" is not a print size`);
    const started = performance.now();
    if (poster) {
      const source = await artwork(db, line.product_id);
      if (!source) {
        // The other lines still print; the job fails at the end with the reason, and is retried.
        missing.push(`Line ${position}: product ${line.product_id} has no original artwork to print`);
        continue;
      }
      const { jpeg, dpi } = await work.background(() => renderPosterLine(source, line, target));
      const key = printKey(orderId, position);
      await media.put(key, jpeg);
      const meta = await sharp(jpeg).metadata();
      await insertPrintFile(db, orderId, {
        position,
        media_key: key,
        width: meta.width!,
        height: meta.height!,
        dpi,
        render_ms: Math.round(performance.now() - started),
      });
      continue;
    }
    const svg = printSvgOf(line);
    const upload = (line.template as { uploaded_image_id?: string }).uploaded_image_id;
    let jpeg: Buffer | null = null;
    if (svg) {
      await media.put(printSvgKey(orderId, position), Buffer.from(svg, 'utf8'));
      jpeg = await work.background(() => renderTemplateLine(svg, line.variation_name, target));
    } else if (upload) {
      const photo = await photos.read(upload);
      if (!photo) throw new Error(`Line ${position}: uploaded image ${upload} is missing`);
      jpeg = await work.background(() => renderUploadLine(photo, line, target));
    }
    if (!jpeg) throw new Error(`Line ${position}: its template values cannot be drawn`);
    const key = printKey(orderId, position);
    await media.put(key, jpeg);
    const meta = await sharp(jpeg).metadata();
    await insertPrintFile(db, orderId, {
      position,
      media_key: key,
      width: meta.width!,
      height: meta.height!,
      dpi: PRINT_DPI,
      render_ms: Math.round(performance.now() - started),
    });
  }
  if (missing.length) throw new Error(missing.join('; '));
  return printFilesOf(db, orderId);
};
