import sharp from 'sharp';
import { encodeTemplateFields } from '../../src/adapters/http/contract/index';
import { templateDefaults } from '../../src/domain/templates/index';
import { printPixels } from '../../src/domain/print/index';

/**
 * The largest print the shop renders (70 × 100 cm at 300 dpi), as the print-memory test and
 * `bench/print-render.ts` render it: a personalised heart line at that size, its pixel target, and
 * an uploaded photo with just enough pixels for it. Sharp runs as the server runs it (no cache, one thread).
 */
sharp.cache(false);
sharp.concurrency(1);

export const LARGEST_SIZE = '70x100';
export const largestTarget = printPixels(LARGEST_SIZE)!;
export const heartLine = {
  template: { template_id: 'heart', values: encodeTemplateFields('heart', templateDefaults('heart')) },
  variation_name: LARGEST_SIZE,
  margin: false,
  black_and_white: false,
};
/** The same line as an upload-your-own line, for the photo render. */
export const photoLine = { ...heartLine, template: { uploaded_image_id: 'x' } } as never;
export const largestPhoto = (): Promise<Buffer> =>
  sharp({ create: { width: 3290, height: 4700, channels: 3, background: '#c96f56' } })
    .jpeg({ quality: 90 })
    .toBuffer();
