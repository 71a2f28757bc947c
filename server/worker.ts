import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { loadConfig } from './config.js';
import { openDatabase } from './db/open.js';
import { prepareDatabase } from './prepare.js';
import { assertSafeForMode, StartRefused } from './shop-mode.js';
import { createPrintQueue } from './personalisation/print-queue.js';
import { printSources } from './background-jobs.js';
import { processDeps } from './process-deps.js';

// As in server/main.ts: no libvips operation cache, one thread per image.
sharp.cache(false);
sharp.concurrency(1);

/**
 * `npm run worker`: runs print jobs in a process of its own (docs/operations.md#print-jobs), so web
 * instances (PRINT_JOBS=off) stay lean. Any number of workers and web instances share one
 * database's queue; each job runs once. Same configuration as the shop (DATABASE_URL, media
 * settings, PRINT_CONCURRENCY, PRINT_POLL_SECONDS). SIGTERM: claims no more jobs, lets the running
 * ones finish (at most SHUTDOWN_GRACE_MS), closes the pool, exits. WORKER_EXIT_WHEN_IDLE=1 exits once
 * nothing is left to run (benches and one-off catch-ups).
 */
const main = async () => {
  const config = loadConfig();
  assertSafeForMode(config);
  await mkdir(config.dataDir, { recursive: true });
  const say = (msg: string) => process.stdout.write(`${msg}\n`);
  const db = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') });
  await prepareDatabase(db, { mode: config.mode, seed: config.seed, say });
  const log = {
    error: (fields: Record<string, unknown>, message: string) =>
      process.stderr.write(
        `${JSON.stringify({ level: 50, time: Date.now(), ...fields, err: String(fields.err), msg: message })}\n`,
      ),
  };
  const ran = { done: 0, failed: 0 };
  // The same process deps as the web process (server/process-deps.ts): configuration, database, clock, media.
  const deps = processDeps({ config, db });
  const queue = createPrintQueue({
    ...printSources(deps.db, deps.media, deps.imageWork),
    clock: deps.clock,
    log,
    concurrency: config.printJobs.concurrency,
    pollMs: config.printJobs.pollMs || 5000,
    onAttempt: (_seconds, outcome) => {
      ran[outcome] += 1;
    },
  });
  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    queue.stop();
    await Promise.race([queue.idle(), new Promise((r) => setTimeout(r, config.shutdown.graceMs).unref())]);
    await db.close();
    say(`Print worker stopped: ran ${ran.done + ran.failed} jobs (${ran.done} done, ${ran.failed} failed)`);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGINT', () => void shutdown());
  say(`Print worker running (${config.printJobs.concurrency} at a time, database: ${db.kind})`);
  queue.resume();
  if (process.env.WORKER_EXIT_WHEN_IDLE === '1') {
    await queue.idle();
    await shutdown();
  } else {
    // The poll timer is unref'd; this keeps the worker up until a signal.
    setInterval(() => undefined, 1 << 30);
  }
};

main().catch((err: unknown) => {
  console.error(err instanceof StartRefused ? err.message : err);
  process.exit(1);
});
