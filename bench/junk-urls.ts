// Memory after junk URLs (architecture "bounded caches"): sends distinct junk query strings and
// paths to the catalogue API, pages, media and unknown addresses, and prints resident memory.
//
// Two ways to run it:
//  - over real HTTP against the built server (`node dist/server/main.js` on a fresh data folder,
//    the figure that matters): `npx tsx bench/junk-urls.ts --http [count, default 10000]`
//  - in this process with fastify's inject: `node --expose-gc --import tsx bench/junk-urls.ts [count]`.
//    inject answers through microtasks only, so a loop of awaited injects never lets the event
//    loop reach its next phase, and every request and response stays reachable until it does:
//    measured without a turn of the event loop, 1,000 catalogue answers of ~280 KB "grew" the
//    heap by ~550 MB that one setImmediate turn and a GC give back. The in-process loop therefore
//    yields to the event loop after every request and collects garbage before measuring.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const args = process.argv.slice(2);
const http = args.includes('--http');
const count = Number(args.find((a) => /^\d+$/.test(a)) ?? 10_000);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** The i-th junk URL: cache busters, tracking parameters, unknown pages, products, media. */
const junk = (i: number): string => {
  switch (i % 8) {
    case 0:
      return `/api/products?limit=100&nocache=${i}`;
    case 1:
      return `/?utm_source=x${i}&gclid=${i}`;
    case 2:
      return `/product/no-such-poster-${i}`;
    case 3:
      return `/api/products?query=junk${i}`;
    case 4:
      return `/media/art/abstract-${i}-p/thumb.webp?w=${(i % 900) + 100}`;
    case 5:
      return `/no-such-page-${i}?x=${i}`;
    case 6:
      return `/api/product-by-slug/junk-${i}`;
    default:
      return `/search?query=junk${i}&utm_x=${i}`;
  }
};

const statuses = new Map<number, number>();
const count5xx = () => [...statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);

if (http) {
  const port = 3720;
  const base = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'poster-shop-junk-'));
  // JUNK_NODE_ARGS, e.g. "--max-old-space-size=160", tells a growing V8 heap from a leak.
  const nodeArgs = (process.env.JUNK_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, 'dist/server/main.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: base, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    try {
      if ((await fetch(`${base}/health`)).ok) break;
    } catch {}
    if (child.exitCode !== null) throw new Error('the shop exited');
    await new Promise((r) => setTimeout(r, 100));
  }
  const rssMb = async () =>
    Math.round(Number((await readFile(`/proc/${child.pid}/status`, 'utf8')).match(/VmRSS:\s+(\d+)/)![1]) / 1024);
  // Warm up: one of each kind, so the figure shows growth, not first use.
  for (let i = 0; i < 16; i++) await (await fetch(base + junk(i))).arrayBuffer();
  const before = await rssMb();
  let peak = before;
  const samples: number[] = [];
  let next = 16;
  const worker = async () => {
    while (next < count + 16) {
      const i = next++;
      const res = await fetch(base + junk(i), { redirect: 'manual' });
      await res.arrayBuffer();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (i % 1000 === 0) {
        const r = await rssMb();
        peak = Math.max(peak, r);
        samples.push(r);
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  const after = await rssMb();
  await new Promise((r) => setTimeout(r, 5000));
  const settled = await rssMb();
  await new Promise((r) => {
    child.once('exit', r);
    child.kill('SIGTERM');
  });
  await rm(dataDir, { recursive: true, force: true });
  console.log(
    JSON.stringify({
      mode: 'http',
      nodeArgs,
      junkUrls: count,
      rssBeforeMB: before,
      rssPeakMB: Math.max(peak, after),
      rssAfterMB: after,
      rssAfter5sMB: settled,
      rssEvery1000MB: samples,
      statuses: Object.fromEntries(statuses),
      answers5xx: count5xx(),
    }),
  );
} else {
  const load = (p: string) => import(path.join(root, p));
  const { openPglite } = await load('server/db/pglite.ts');
  const { migrate } = await load('server/db/migrate.ts');
  const { seedCatalogue } = await load('server/demo/seed/index.ts');
  const { buildApp } = await load('server/app.ts');
  const { testConfig } = await load('test/builders/config.ts');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'poster-shop-junk-'));
  const db = await openPglite();
  await migrate(db);
  await seedCatalogue(db, { seed: 7 });
  const app = await buildApp({
    config: testConfig({ DIST_DIR: path.join(root, 'dist'), DATA_DIR: dataDir }, { logLevel: 'warn' }),
    db,
    logger: false,
  });
  await app.ready();
  const turn = () => new Promise((r) => setImmediate(r));
  const mb = async () => {
    await turn();
    global.gc?.();
    return Math.round(process.memoryUsage().rss / 1048576);
  };
  const heapMb = () => Math.round(process.memoryUsage().heapUsed / 1048576);
  const samples: string[] = [];
  for (let i = 0; i < 16; i++) await app.inject(junk(i));
  const before = await mb();
  const heapBefore = heapMb();
  for (let i = 16; i < count + 16; i++) {
    const res = await app.inject(junk(i));
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    await turn();
    if (i % 1000 === 0) {
      const u = process.memoryUsage();
      samples.push(
        `rss ${Math.round(u.rss / 1048576)} heap ${Math.round(u.heapUsed / 1048576)} external ${Math.round(u.external / 1048576)}`,
      );
    }
  }
  const after = await mb();
  console.log(
    JSON.stringify({
      mode: 'inject',
      gc: typeof global.gc === 'function',
      junkUrls: count,
      rssBeforeMB: before,
      rssAfterMB: after,
      heapBeforeMB: heapBefore,
      heapAfterMB: heapMb(),
      every1000: samples,
      caches: Object.fromEntries([...app.cacheStats].map(([k, f]) => [k, f()])),
      statuses: Object.fromEntries(statuses),
      answers5xx: count5xx(),
    }),
  );
  await app.close();
  await db.close();
  await rm(dataDir, { recursive: true, force: true });
}
