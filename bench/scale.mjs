// Scaling out (docs/architecture.md#scaling-out, deploy/README.md): two instances of the built shop on
// one PostgreSQL behind HAProxy (deploy/haproxy.cfg), under steady load through HAProxy, and
// printed, never asserted (a shared machine's timings are no test):
//  - failed requests while each instance is restarted in turn (SIGTERM, drain, start again)
//  - failed requests after one instance is killed with -9
//  - a photo uploaded through one instance and read through the other
//  - a catalogue change made through one instance seen on the other's cached page and answer
//  - print jobs of paid orders, run by two worker processes (`npm run worker`): each once, counted by the workers
// Usage: npm run build && SCALE_DATABASE_URL=postgres://… npm run bench:scale
//   SCALE_DATABASE_URL (or TEST_DATABASE_URL): a PostgreSQL database the bench may add a schema to
//   SCALE_CONCURRENCY (8), SCALE_STEADY_SECONDS (5), SCALE_PRINT_JOBS (50)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { startS3rver } from './s3rver.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const databaseUrl = process.env.SCALE_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const CONCURRENCY = Number(process.env.SCALE_CONCURRENCY ?? 8);
const STEADY = Number(process.env.SCALE_STEADY_SECONDS ?? 5) * 1000;
const PRINT_JOBS = Number(process.env.SCALE_PRINT_JOBS ?? 50);
if (!databaseUrl) {
  console.error('Set SCALE_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL database the bench may add a schema to.');
  process.exit(2);
}
if (spawnSync('haproxy', ['-v']).status !== 0) {
  console.error('HAProxy is not installed: apt-get install -y haproxy');
  process.exit(2);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const lbPort = 3810;
const lb = `http://127.0.0.1:${lbPort}`;
const schema = `scale_bench_${process.pid}`;
const admin = new pg.Client({ connectionString: databaseUrl });
await admin.connect();
await admin.query(`CREATE SCHEMA ${schema}`);
const url = new URL(databaseUrl);
url.searchParams.set('options', `-c search_path=${schema}`);
const dataDir = await mkdtemp(path.join(tmpdir(), 'poster-shop-scale-'));
// Media on a local S3-compatible service: the instances share no folder.
const s3 = await startS3rver(path.join(dataDir, 's3'));

const children = new Set();
const spawnNode = (args, env, name) => {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.output = '';
  const keep = (b) => {
    child.output = (child.output + b.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.name = name;
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
};

const shopEnv = (port) => ({
  DATABASE_URL: url.toString(),
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: path.join(dataDir, String(port)),
  PUBLIC_URL: lb,
  LOG_LEVEL: 'warn',
  TRUST_PROXY: '1',
  ...s3.env,
  PRINT_JOBS: 'off',
});
const instances = [
  { port: 3811, child: undefined },
  { port: 3812, child: undefined },
];
const ready = async (base, timeoutMs = 120_000) => {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${base}/health/ready`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await sleep(200);
  }
  throw new Error(`${base} not ready`);
};
const start = async (i) => {
  i.child = spawnNode(['dist/server/main.js'], shopEnv(i.port), `shop ${i.port}`);
  await ready(`http://127.0.0.1:${i.port}`);
};
const stop = (i, signal = 'SIGTERM') =>
  new Promise((resolve) => {
    if (!i.child || i.child.exitCode !== null || i.child.signalCode !== null) return resolve();
    i.child.once('exit', () => resolve());
    i.child.kill(signal);
  });

process.stdout.write('Starting two instances on PostgreSQL (the first migrates and seeds)…\n');
await start(instances[0]);
await start(instances[1]);
const haproxy = spawn('haproxy', ['-db', '-f', path.join(root, 'deploy/haproxy.cfg')], {
  env: {
    ...process.env,
    SHOP_LISTEN: `127.0.0.1:${lbPort}`,
    SHOP_1: `127.0.0.1:${instances[0].port}`,
    SHOP_2: `127.0.0.1:${instances[1].port}`,
  },
  stdio: ['ignore', 'ignore', 'pipe'],
});
let haproxyLog = '';
haproxy.stderr.on('data', (b) => {
  haproxyLog += b.toString();
});
await ready(lb);
await sleep(2500); // both servers up in HAProxy's eyes (rise 2 × 1 s)

const db = new pg.Client({ connectionString: url.toString() });
await db.connect();
const product = (
  await db.query(
    `SELECT p.id, i.slug FROM product p JOIN product_i18n i ON i.product_id = p.id AND i.language = 'en'
     WHERE p.type = 1 AND p.status = 4 ORDER BY p.id LIMIT 1`,
  )
).rows[0];

// Steady load through HAProxy: pages and catalogue answers, each failure kept with its phase.
const paths = ['/', `/product/${product.slug}`, '/api/products?limit=12', '/api/categories'];
let phase = 'warm-up';
const tally = new Map();
const count = (key) => {
  const t = tally.get(phase) ?? { ok: 0, failed: 0, refused: 0, reasons: new Map() };
  tally.set(phase, t);
  if (key === 'ok') t.ok += 1;
  else if (key === 'refused') t.refused += 1;
  else {
    t.failed += 1;
    t.reasons.set(key, (t.reasons.get(key) ?? 0) + 1);
  }
};
let loading = true;
const worker = async (n) => {
  for (let k = n; loading; k += 1) {
    try {
      const res = await fetch(`${lb}${paths[k % paths.length]}`, { signal: AbortSignal.timeout(10_000) });
      await res.arrayBuffer();
      count(res.status < 400 ? 'ok' : res.status === 429 ? 'refused' : `HTTP ${res.status}`);
    } catch (e) {
      count(e?.cause?.code ?? e?.name ?? 'error');
    }
  }
};
const load = Promise.all(Array.from({ length: CONCURRENCY }, (_, n) => worker(n)));
const report = (name) => {
  const t = tally.get(name) ?? { ok: 0, failed: 0, refused: 0, reasons: new Map() };
  const why = [...t.reasons].map(([k, v]) => `${k} ×${v}`).join(', ');
  process.stdout.write(
    `  ${name.padEnd(28)} ${String(t.ok).padStart(6)} ok  ${String(t.failed).padStart(4)} failed${why ? ` (${why})` : ''}` +
      `${t.refused ? `  ${t.refused} refused (429)` : ''}\n`,
  );
};

await sleep(STEADY);
phase = 'steady';
await sleep(STEADY);
phase = 'rolling restart';
for (const i of instances) {
  await stop(i);
  await start(i);
  await sleep(2500); // back in HAProxy's rotation before the next one goes
}
phase = 'after restart';
await sleep(STEADY);
phase = 'kill -9 of one instance';
await stop(instances[0], 'SIGKILL');
await sleep(STEADY);
phase = 'one instance left';
await start(instances[0]);
await sleep(2500);
phase = 'both back';
await sleep(STEADY);
loading = false;
await load;

process.stdout.write(`\nSteady load through HAProxy (${CONCURRENCY} at a time), requests by phase:\n`);
for (const name of tally.keys()) if (name !== 'warm-up') report(name);

// A photo uploaded through one instance is read through the other (media on the shared object store, no shared folder).
const [a, b] = instances.map((i) => `http://127.0.0.1:${i.port}`);
const photo = await sharp({ create: { width: 1200, height: 1600, channels: 3, background: { r: 40, g: 90, b: 160 } } })
  .jpeg()
  .toBuffer();
const form = new FormData();
form.append('image', new Blob([photo], { type: 'image/jpeg' }), 'photo.jpg');
const uploaded = await fetch(`${a}/api/upload-image`, { method: 'POST', body: form });
const upload = uploaded.ok ? await uploaded.json() : undefined;
const readBack = upload ? await fetch(`${b}/uploads/${upload.id}.jpg`) : undefined;
const stored = upload ? Buffer.from(await (await fetch(`${a}/uploads/${upload.id}.jpg`)).arrayBuffer()) : undefined;
const same = readBack?.ok && stored && Buffer.compare(Buffer.from(await readBack.arrayBuffer()), stored) === 0;
process.stdout.write(
  `\nUpload through ${a} (${uploaded.status}), read through ${b} (${readBack?.status ?? '-'}): ${same ? 'same bytes' : 'FAILED'}\n`,
);

// A catalogue change made through one instance shows on the other's cached page and answer.
for (const base of [a, b]) {
  await fetch(`${base}/api/product-by-slug/${product.slug}`);
  await fetch(`${base}/product/${product.slug}`);
}
const cachedAnswer = (await fetch(`${b}/api/product-by-slug/${product.slug}`)).headers.get('x-answer-cache');
const cachedPage = (await fetch(`${b}/product/${product.slug}`)).headers.get('x-html-cache');
const renamed = `Renamed ${Date.now()}`;
await db.query(`UPDATE product_i18n SET name = $1 WHERE product_id = $2 AND language = 'en'`, [renamed, product.id]);
const answerAfter = await (await fetch(`${b}/api/product-by-slug/${product.slug}`)).json();
const pageAfter = await (await fetch(`${b}/product/${product.slug}`)).text();
process.stdout.write(
  `Catalogue change written beside ${a}; ${b}'s cached answer (${cachedAnswer}) and page (${cachedPage}) after it: ` +
    `${answerAfter.name === renamed ? 'answer new' : 'ANSWER STALE'}, ${pageAfter.includes(renamed) ? 'page new' : 'PAGE STALE'}\n`,
);

// Print jobs: paid orders' print files, drained by two worker processes at once (web instances print nothing).
const { seedPaidPrintOrders, printJobStates } = await import('./print-orders.mjs');
const orderIds = await seedPaidPrintOrders(db, a, PRINT_JOBS);
const t0 = performance.now();
const workers = [1, 2].map((n) =>
  spawnNode(
    ['dist/server/worker.js'],
    { ...shopEnv(0), PRINT_JOBS: 'on', PRINT_CONCURRENCY: '1', WORKER_EXIT_WHEN_IDLE: '1' },
    `worker ${n}`,
  ),
);
await Promise.all(workers.map((w) => new Promise((r) => (w.exitCode !== null ? r() : w.once('exit', r)))));
const ran = workers.map((w) => Number(/ran (\d+) jobs/.exec(w.output)?.[1] ?? NaN));
const states = await printJobStates(db, orderIds);
process.stdout.write(
  `Print jobs: ${orderIds.length} paid orders, two worker processes, ${((performance.now() - t0) / 1000).toFixed(1)} s: ` +
    `runs per worker ${ran.join(' + ')} = ${ran[0] + ran[1]}; ${states.done} done, ${states.left} left, ${states.retried} retried\n`,
);

if (process.env.SCALE_HAPROXY_LOG) process.stdout.write(`\nHAProxy said:\n${haproxyLog}`);
await db.end();
for (const i of instances) await stop(i);
haproxy.kill('SIGTERM');
await s3.close();
await admin.query(`DROP SCHEMA ${schema} CASCADE`);
await admin.end();
await rm(dataDir, { recursive: true, force: true });
for (const c of children) c.kill('SIGKILL');
process.exit(0);
