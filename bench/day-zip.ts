// The printer's day batch: time to stream a ZIP of 20 orders' print files, and the
// process's peak resident memory above its level before, sampled every 10 ms. The print files are
// 20 random 12 MB files (about a 50 × 70 cm print at 300 dpi) in a local media folder, read
// through the MediaStore as the server does; the ZIP goes to a sink, as to a slow client.
// For contrast the same ZIP is also built in memory (all files loaded, then concatenated).
// Usage: npx tsx bench/day-zip.ts
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createLocalFolderMediaStore } from '../server/uploads/local-folder-media-store';
import { zipStream } from '../server/backoffice/print-zip';
import { measurePeakMemory } from './peak-memory';

const ORDERS = 20;
const FILE_BYTES = 12 * 1024 * 1024;
const dir = await mkdtemp(path.join(tmpdir(), 'poster-shop-zip-bench-'));
const media = createLocalFolderMediaStore(dir);
for (let i = 0; i < ORDERS; i++) await media.put(`prints/order${i}/0.jpg`, randomBytes(FILE_BYTES));
const entries = Array.from({ length: ORDERS }, (_, i) => ({
  name: `order${i}/0.jpg`,
  load: () => media.get(`prints/order${i}/0.jpg`),
}));

const measure = measurePeakMemory;

await measure(`streamed ZIP of ${ORDERS} orders`, async () => {
  let bytes = 0;
  await pipeline(
    zipStream(entries, new Date()),
    new Writable({
      write(chunk: Buffer, _enc, done) {
        bytes += chunk.length;
        done();
      },
    }),
  );
  return bytes;
});

await measure(`the same ZIP built in memory`, async () => {
  const chunks: Buffer[] = [];
  const all = await Promise.all(entries.map((e) => e.load()));
  await pipeline(
    zipStream(
      entries.map((e, i) => ({ name: e.name, load: async () => all[i]! })),
      new Date(),
    ),
    new Writable({
      write(chunk: Buffer, _enc, done) {
        chunks.push(chunk);
        done();
      },
    }),
  );
  return Buffer.concat(chunks).length;
});
await rm(dir, { recursive: true, force: true });
