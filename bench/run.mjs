// Performance figures of ARCHITECTURE.md "Performance by design", measured, never asserted:
//  - first start on a fresh data folder (migrate + seed + listen) and a warm restart
//  - script shipped to the start page (gzip)
//  - server-rendered page and catalogue API throughput beside a bare node server sending
//    the same bytes (autocannon, loopback only, bounded duration)
//  - the server's resident memory after the load
// Usage: npm run build && npm run bench   (BENCH_SECONDS to change each run's length)
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

const startShop = async (dataDir, port) => {
  const t0 = performance.now();
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root, env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout.resume();
  for (;;) {
    try { if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) break; } catch {}
    if (child.exitCode !== null) throw new Error('shop exited');
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, seconds: (performance.now() - t0) / 1000 };
};
const stop = (child) => new Promise((r) => { child.once('exit', r); child.kill('SIGTERM'); });

const load = (url) => new Promise((resolve, reject) => {
  autocannon({ url, connections: 20, duration: SECONDS }, (err, res) => (err ? reject(err) : resolve(res.requests.average)));
});

const bare = async (body, contentType, port) => {
  const server = createServer((_req, res) => { res.writeHead(200, { 'content-type': contentType }); res.end(body); });
  await new Promise((r) => server.listen(port, '127.0.0.1', r));
  const rps = await load(`http://127.0.0.1:${port}/`);
  await new Promise((r) => server.close(r));
  return rps;
};

const dataDir = await mkdtemp(path.join(tmpdir(), 'poster-shop-bench-'));
const port = 3700;
const first = await startShop(dataDir, port);
await stop(first.child);
const warm = await startShop(dataDir, port);
const base = `http://127.0.0.1:${port}`;

const startHtml = await (await fetch(`${base}/`)).text();
const scripts = [...startHtml.matchAll(/<script type="module" src="([^"]+)"/g), ...startHtml.matchAll(/rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
let jsGzip = 0;
for (const s of scripts) jsGzip += gzipSync(await readFile(path.join(root, 'dist/client', s))).length;

const products = await (await fetch(`${base}/api/products?type=1&limit=1`)).json();
const productPath = `/product/${products[0].slug}`;
const productHtml = await (await fetch(base + productPath)).text();
const apiUrl = `${base}/api/products?type=1&limit=24`;
const apiBody = await (await fetch(apiUrl)).text();

const rows = [];
for (const [name, url, body, type] of [
  ['product page (SSR)', base + productPath, productHtml, 'text/html'],
  ['catalogue API (24 posters)', apiUrl, apiBody, 'application/json'],
]) {
  const shop = await load(url);
  const bareRps = await bare(body, type, port + 1);
  rows.push({ name, shop: Math.round(shop), bare: Math.round(bareRps), ratio: `${((shop / bareRps) * 100).toFixed(1)} %` });
}
const rss = Number((await readFile(`/proc/${warm.child.pid}/status`, 'utf8')).match(/VmRSS:\s+(\d+)/)[1]) / 1024;
await stop(warm.child);
await rm(dataDir, { recursive: true, force: true });

console.log(`first start (migrate + seed + listen): ${first.seconds.toFixed(1)} s`);
console.log(`warm restart: ${warm.seconds.toFixed(1)} s`);
console.log(`start page script: ${(jsGzip / 1024).toFixed(1)} KB gzip (${scripts.length} files)`);
console.table(rows);
console.log(`server memory after load: ${rss.toFixed(0)} MB RSS`);
