// One 70 × 100 cm print render's memory: the process's peak resident memory above its level before,
// for a personalised line (an SVG rasterised at 300 dpi) and for an uploaded photo of the size.
// Sharp runs as the server runs it (no cache, one thread per image). Here +147 MB and +16 MB (with the
// JPEG's Huffman tables optimised, as before: +698 MB and +565 MB). Usage: npx tsx bench/print-render.ts
import sharp from 'sharp';
import { encodeTemplateFields } from '../src/adapters/http/contract/index.js';
import { templateDefaults } from '../src/domain/templates/index.js';
import { printPixels } from '../src/domain/print/index.js';
import { printSvgOf, renderTemplateLine, renderUploadLine } from '../server/personalisation/print-file.js';
import { measurePeakMemory } from './peak-memory.js';

sharp.cache(false);
sharp.concurrency(1);
const SIZE = '70x100';
const target = printPixels(SIZE)!;
const line = {
  template: { template_id: 'heart', values: encodeTemplateFields('heart', templateDefaults('heart')) },
  variation_name: SIZE,
  margin: false,
  black_and_white: false,
};
const svg = printSvgOf(line)!;
await measurePeakMemory(
  `70 x 100 template print (${target.width} x ${target.height})`,
  async () => (await renderTemplateLine(svg, SIZE, target)).length,
);
const photo = await sharp({ create: { width: 3290, height: 4700, channels: 3, background: '#c96f56' } })
  .jpeg({ quality: 90 })
  .toBuffer();
await measurePeakMemory(
  '70 x 100 uploaded-photo print',
  async () => (await renderUploadLine(photo, { ...line, template: { uploaded_image_id: 'x' } } as never, target)).length,
);
