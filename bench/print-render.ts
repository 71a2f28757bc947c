// One 70 × 100 cm print render's memory: the process's peak resident memory above its level before,
// for a personalised line (an SVG rasterised at 300 dpi) and for an uploaded photo of the size.
// Sharp runs as the server runs it (no cache, one thread per image). Here +147 MB and +16 MB (with the
// JPEG's Huffman tables optimised, as before: +698 MB and +565 MB). Usage: npx tsx bench/print-render.ts
import { printSvgOf, renderTemplateLine, renderUploadLine } from '../server/personalisation/print-file.js';
import {
  heartLine as line,
  LARGEST_SIZE as SIZE,
  largestPhoto,
  largestTarget as target,
  photoLine,
} from '../test/builders/largest-print.js';
import { measurePeakMemory } from './peak-memory.js';

const svg = printSvgOf(line)!;
await measurePeakMemory(
  `70 x 100 template print (${target.width} x ${target.height})`,
  async () => (await renderTemplateLine(svg, SIZE, target)).length,
);
const photo = await largestPhoto();
await measurePeakMemory('70 x 100 uploaded-photo print', async () => (await renderUploadLine(photo, photoLine, target)).length);
