import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { canvasFor } from '../../src/domain/templates/index';
import { printPixels } from '../../src/domain/print/index';
import { printSvgOf, renderTemplateLine, renderUploadLine } from '../../server/personalisation/print-file';
import {
  heartLine as line,
  LARGEST_SIZE as SIZE,
  largestPhoto,
  largestTarget as target,
  photoLine,
} from '../builders/largest-print';

/**
 * One print render's memory (docs/operations.md#print-jobs): a 70 × 100 cm print at 300 dpi is 8268 × 11811
 * pixels, 293 MB as an RGB raster, and neither render may hold it whole. The JPEG is written
 * with fixed Huffman tables: optimising them keeps every coefficient of the page until the end
 * (+570 MB here for the photo, +700 MB for a personalised line); the pixels are the same.
 * Sampled as the server runs sharp (no cache, one thread); the growth is the process's resident
 * memory above its level before.
 */
const BUDGET_MB = 250;

const peakGrowthMb = async (run: () => Promise<Buffer>) => {
  const base = process.memoryUsage().rss;
  let peak = base;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  try {
    const out = await run();
    return { growth: (Math.max(peak, process.memoryUsage().rss) - base) / 1048576, out };
  } finally {
    clearInterval(timer);
  }
};

describe('one 70 × 100 print render', () => {
  it(`of an uploaded photo grows the process by less than ${BUDGET_MB} MB`, async () => {
    const photo = await largestPhoto();
    const { growth, out } = await peakGrowthMb(() => renderUploadLine(photo, photoLine, target));
    expect(await sharp(out).metadata()).toMatchObject({ width: target.width, height: target.height });
    expect(growth).toBeLessThan(BUDGET_MB);
  }, 60_000);

  it(`of a personalised line grows the process by less than ${BUDGET_MB} MB`, async () => {
    const { growth, out } = await peakGrowthMb(() => renderTemplateLine(printSvgOf(line)!, SIZE, target));
    expect(await sharp(out).metadata()).toMatchObject({ width: target.width, height: target.height });
    expect(growth).toBeLessThan(BUDGET_MB);
  }, 60_000);

  it('has the pixels of the same render written with optimised Huffman tables (on a 21 × 30 page)', async () => {
    const size = '21x30';
    const page = printPixels(size)!;
    const svg = printSvgOf({ ...line, variation_name: size })!;
    const canvas = canvasFor(size);
    // The pipeline of renderTemplateLine as it was before, Huffman tables optimised.
    const optimised = await sharp(Buffer.from(svg), { density: (72 * page.height) / canvas.height })
      .resize(page.width, page.height, { fit: 'fill' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 90 })
      .toBuffer();
    const fixed = await renderTemplateLine(svg, size, page);
    const [a, b] = await Promise.all([sharp(fixed).raw().toBuffer(), sharp(optimised).raw().toBuffer()]);
    expect(a.length).toBe(page.width * page.height * 3);
    expect(a.equals(b)).toBe(true);
  });
});
