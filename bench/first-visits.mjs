// First visits: pages no cache holds, the long tail that crawlers and shoppers arriving from search ask for.
// Starts the built shop on a fresh data folder (embedded PGlite unless DATABASE_URL is set), reads the
// sitemap index and every store's sitemap, picks BENCH_FIRST_URLS distinct URLs with a fixed seed, and fetches
// each once with BENCH_FIRST_CLIENTS clients at a time. Each client is its own visitor (its own address in
// X-Forwarded-For, TRUST_PROXY=1): the shop bounds renders per address (server/http/client-gate.ts), and eight
// visitors are what is measured, not one visitor's queue. Prints pages/s, median, p95, errors and the RSS.
// Also prints the CPU time the shop (all its threads) and this client spent per page, and the database statements per page (the shop's metrics, behind a token only the bench knows).
// Usage: npm run build && npm run bench:first   (also run by `npm run bench`)
//   BENCH_FIRST_URLS (600), BENCH_FIRST_CLIENTS (8), BENCH_FIRST_SEED (29), BENCH_DIST (dist: the build measured)
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cpuSeconds, rssMb, startShop, stopShop } from './shop.mjs';

const URLS = Number(process.env.BENCH_FIRST_URLS ?? 600);
const CLIENTS = Number(process.env.BENCH_FIRST_CLIENTS ?? 8);
const SEED = Number(process.env.BENCH_FIRST_SEED ?? 29);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dist = path.resolve(root, process.env.BENCH_DIST ?? 'dist');
const port = 3710;
const base = `http://127.0.0.1:${port}`;

const dataDir = await mkdtemp(path.join(tmpdir(), 'poster-shop-first-'));
const { child } = await startShop({
  port,
  dist,
  nodeFlags: (process.env.BENCH_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean),
  env: { DATA_DIR: dataDir, DIST_DIR: dist, PUBLIC_URL: base, LOG_LEVEL: 'warn', TRUST_PROXY: '1', METRICS_TOKEN: 'bench' },
});
// Database statements so far, from the shop's own metrics (shop_db_query_duration_seconds, kind "query").
const statements = async () => {
  const text = await (await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer bench' } })).text();
  return [...text.matchAll(/^shop_db_query_duration_seconds_count\{kind="query",[^}]*\} (\d+)/gm)].reduce(
    (n, m) => n + Number(m[1]),
    0,
  );
};

// Every URL of every store's sitemap, as paths on this server.
const locs = (xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replaceAll('&amp;', '&'));
const all = [];
for (const sitemap of locs(await (await fetch(`${base}/sitemap.xml`)).text())) {
  for (const loc of locs(await (await fetch(sitemap)).text())) if (!loc.includes('/media/')) all.push(new URL(loc).pathname);
}
// mulberry32: a small seeded generator, so every run (and every build compared) asks for the same pages.
let s = SEED >>> 0;
const random = () => {
  s = (s + 0x6d2b79f5) >>> 0;
  let t = Math.imul(s ^ (s >>> 15), 1 | s);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pool = [...new Set(all)];
for (let i = pool.length - 1; i > 0; i--) {
  const j = Math.floor(random() * (i + 1));
  [pool[i], pool[j]] = [pool[j], pool[i]];
}
const picked = pool.slice(0, URLS);

const statementsBefore = await statements();
const cpuBefore = await cpuSeconds(child.pid);
const ownCpuBefore = process.cpuUsage();
const latencies = [];
const errors = new Map();
let next = 0;
const t0 = performance.now();
await Promise.all(
  Array.from({ length: CLIENTS }, async (_, c) => {
    for (let i = next++; i < picked.length; i = next++) {
      const start = performance.now();
      let status;
      try {
        const res = await fetch(base + picked[i], { redirect: 'manual', headers: { 'x-forwarded-for': `198.51.100.${c + 1}` } });
        await res.arrayBuffer();
        status = res.headers.get('x-html-cache') === 'hit' ? 'cache hit' : res.status;
      } catch (e) {
        status = e.cause?.code ?? e.message;
      }
      latencies.push(performance.now() - start);
      if (status !== 200) errors.set(status, (errors.get(status) ?? 0) + 1);
    }
  }),
);
const seconds = (performance.now() - t0) / 1000;
const cpuPerPage = ((await cpuSeconds(child.pid)) - cpuBefore) / picked.length;
const ownCpu = process.cpuUsage(ownCpuBefore);
const perPage = (await statements()) - statementsBefore;
const rss = await rssMb(child.pid);
await stopShop(child);
await rm(dataDir, { recursive: true, force: true });

latencies.sort((a, b) => a - b);
const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? NaN;
const rate = picked.length / seconds;
const p95 = at(0.95);
const failed = [...errors.values()].reduce((a, b) => a + b, 0);
const ok = (good) => (good ? 'ok' : 'OVER');
console.log(
  `\nFirst visits: ${picked.length} of ${pool.length} sitemap URLs, each once, ${CLIENTS} clients (seed ${SEED}), ` +
    `${process.env.DATABASE_URL ? 'PostgreSQL server' : 'embedded PGlite'} (budgets: ≥ 75 pages/s, p95 ≤ 150 ms)`,
);
console.table({
  'first visits': {
    'pages/s': `${rate.toFixed(1)} ${ok(rate >= 75)}`,
    'p50 ms': Math.round(at(0.5)),
    'p95 ms': `${Math.round(p95)} ${ok(p95 <= 150)}`,
    'max ms': Math.round(latencies.at(-1)),
    'queries/page': (perPage / picked.length).toFixed(1),
    // CPU per page is steadier than pages/s on a shared machine, and says whether a change saved work or moved it.
    'shop CPU ms/page': (cpuPerPage * 1000).toFixed(1),
    'bench CPU ms/page': ((ownCpu.user + ownCpu.system) / 1000 / picked.length).toFixed(1),
    errors: failed ? [...errors].map(([k, n]) => `${n}× ${k}`).join(', ') : 0,
    'RSS MB': Math.round(rss),
  },
});
