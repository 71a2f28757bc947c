// Precompresses the hashed client assets (spec: static assets hashed, precompressed and cached for a
// year): next to every compressible file in dist/client/assets go `.br` (Brotli, best quality) and
// `.gz` (gzip -9) files, which @fastify/static serves by content negotiation (`preCompressed`), so no
// request pays for compressing a file that never changes. Fonts (WOFF2) are already compressed.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import path from 'node:path';

const dir = path.resolve(process.argv[2] ?? 'dist/client/assets');
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|map)$/;
let raw = 0,
  br = 0,
  gz = 0,
  count = 0;
for (const name of await readdir(dir)) {
  if (!COMPRESSIBLE.test(name)) continue;
  const file = path.join(dir, name);
  const body = await readFile(file);
  const b = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  const g = gzipSync(body, { level: 9 });
  await writeFile(`${file}.br`, b);
  await writeFile(`${file}.gz`, g);
  raw += body.length;
  br += b.length;
  gz += g.length;
  count += 1;
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`precompressed ${count} assets: ${kb(raw)} → brotli ${kb(br)}, gzip ${kb(gz)}`);
