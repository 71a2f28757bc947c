// Upload figures (issue "uploads bounded in memory and disk"), never asserted in tests:
//  - memory: 40 parallel POST /api/upload-image of the largest JPEG the shop accepts (the
//    pixels of its largest print at print resolution, ~98 megapixels); the server's resident
//    memory is sampled every 20 ms and the peak above its level before the burst is printed
//    (budget: at most 300 MB added);
//  - disk: 200 uploads of a ~4 MB photo from one client, one after the other; the bytes the
//    media folder holds afterwards are printed beside the bytes sent, with the answers' statuses.
// The server runs in its own process (bench/upload-shop.ts, TypeScript loaded in that same
// process) so the figure is its memory alone.
// The memory run lifts the hourly per-client limits (40 clients could send the same burst); the
// disk run keeps the defaults, as a single client meets them.
// Usage: npx tsx bench/uploads.ts
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const startShop = async (env: Record<string, string> = {}) => {
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'poster-shop-upload-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/upload-shop.ts', mediaDir], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /ready (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`upload shop exited ${code}`)));
  });
  return {
    mediaDir,
    base: `http://127.0.0.1:${port}`,
    rssMb: async () => Number((await readFile(`/proc/${child.pid}/status`, 'utf8')).match(/VmRSS:\s+(\d+)/)![1]) / 1024,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
};
let base = '';
const upload = async (bytes: Buffer): Promise<number> => {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
  const res = await fetch(`${base}/api/upload-image`, { method: 'POST', body: form });
  await res.arrayBuffer();
  return res.status;
};
const tally = (statuses: number[]) =>
  JSON.stringify(Object.fromEntries([...new Set(statuses)].sort().map((s) => [s, statuses.filter((x) => x === s).length])));
const folderBytes = async (dir: string): Promise<number> => {
  let total = 0;
  for (const e of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (e.isFile()) total += (await stat(path.join(e.parentPath, e.name))).size;
  }
  return total;
};

// The largest print (70 × 100 cm at 300 dpi) in pixels: a smooth gradient, so the file is small
// (like the 575 KB file) and all the cost is in decoding.
const [bigWidth, bigHeight] = [8268, 11811];
const big = await sharp(
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${bigWidth}" height="${bigHeight}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#c96f56"/><stop offset="1" stop-color="#33557a"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/></svg>`),
  { limitInputPixels: false },
)
  .jpeg({ quality: 80 })
  .toBuffer();
// A ~4 MB photo: 12 megapixels of fine detail at quality 85, as a phone saves one.
const noise = Buffer.alloc(4032 * 3024 * 3);
let seed = 1414;
for (let i = 0; i < noise.length; i++) {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  noise[i] = 96 + ((seed >> 16) & 63);
}
const photo = await sharp(noise, { raw: { width: 4032, height: 3024, channels: 3 } })
  .jpeg({ quality: 85 })
  .toBuffer();

// Memory: the hourly upload limits lifted, so the bound measured is the image-work limit's alone.
const memoryShop = await startShop({ UPLOAD_LIMIT_PER_CLIENT: '1000000', UPLOAD_LIMIT_PER_NETWORK: '1000000' });
base = memoryShop.base;
const rssMb = memoryShop.rssMb;
await new Promise((r) => setTimeout(r, 1000));
const before = await rssMb();
let peak = before;
const sampler = setInterval(() => {
  void rssMb()
    .then((m) => {
      peak = Math.max(peak, m);
    })
    .catch(() => {});
}, 20);
const t0 = performance.now();
const burst = await Promise.all(Array.from({ length: 40 }, () => upload(big)));
const burstSeconds = (performance.now() - t0) / 1000;
clearInterval(sampler);
await memoryShop.stop();

// Disk: a fresh shop with the default limits, one client.
const diskShop = await startShop();
base = diskShop.base;
const mediaDir = diskShop.mediaDir;
const mediaBefore = await folderBytes(mediaDir);
const t1 = performance.now();
const series: number[] = [];
for (let i = 0; i < 200; i++) series.push(await upload(photo));
const seriesSeconds = (performance.now() - t1) / 1000;
const stored = (await folderBytes(mediaDir)) - mediaBefore;

await diskShop.stop();

const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
console.log(
  `upload memory: 40 parallel ${bigWidth}×${bigHeight} (${((bigWidth * bigHeight) / 1e6).toFixed(1)} MP, ${(big.length / 1024).toFixed(0)} KB) uploads in ${burstSeconds.toFixed(1)} s, answers ${tally(burst)}`,
);
console.log(
  `  server RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB: +${(peak - before).toFixed(0)} MB (budget ≤ 300: ${peak - before <= 300 ? 'ok' : 'OVER'})`,
);
console.log(
  `upload disk: 200 uploads of a ${mb(photo.length)} MB photo from one client in ${seriesSeconds.toFixed(1)} s, answers ${tally(series)}`,
);
console.log(
  `  stored ${mb(stored)} MB for ${mb(photo.length * 200)} MB sent (${mb(stored / Math.max(1, series.filter((s) => s === 201).length))} MB per stored upload, ${mb(photo.length)} MB sent each)`,
);
