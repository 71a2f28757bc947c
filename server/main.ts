import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from './config.js';
import { openDatabase } from './db/open.js';
import { prepareDatabase } from './prepare.js';
import { buildApp } from './app.js';
import { assertSafeForMode, modeLine, StartRefused } from './shop-mode.js';
import sharp from 'sharp';

// libvips keeps recent operations in a cache of up to 50 MB and runs each image on as many
// threads as there are cores. Every image this server makes is kept already (generated media
// as files in the media cache, wall previews in their LRU), so that cache only held memory the
// process never gave back (docs/architecture.md#performance-budgets: under 300 MB); one thread per
// image keeps libvips's buffers small, and images still render side by side on libuv's pool.
sharp.cache(false);
sharp.concurrency(1);

// React picks its build when the server renderer is first imported (ssr.routes.ts, after this
// line runs): unset NODE_ENV gave the development build, whose element checks and owner stacks
// made it most of a first visit's render time and garbage (a CPU profile of 200 first visits).
// An operator's own NODE_ENV still wins.
process.env.NODE_ENV ??= 'production';

/**
 * Starts the shop: opens (and creates) the database, applies migrations and seeds the demo
 * catalogue on first start (once, under a lock, when instances share a PostgreSQL), then serves. SIGTERM/SIGINT fail
 * readiness, close the listener, let in-flight requests finish (bounded), then close the database, so no write is lost.
 */
const main = async () => {
  const config = loadConfig();
  // Before anything is opened: production never starts on a sandbox provider.
  assertSafeForMode(config);
  const started = Date.now();
  await mkdir(config.dataDir, { recursive: true });
  const say = (msg: string) => process.stdout.write(`${msg}\n`);
  say(config.databaseUrl ? 'Connecting to PostgreSQL…' : `Opening embedded database in ${path.join(config.dataDir, 'db')}…`);
  const db = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') });
  say(modeLine(config));
  await prepareDatabase(db, { mode: config.mode, seed: config.seed, say });
  const app = await buildApp({ config, db });
  let closing = false;
  const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());
  // A load balancer's drain (docs/architecture.md#scaling-out): readiness fails first, and the listener
  // stays open until the balancer's health check has seen it (unless no balancer ever asked, or
  // the operator pressed Ctrl-C); then no new connection is taken, requests in flight finish
  // within SHUTDOWN_GRACE_MS (then the rest are cut off), the pool closes, and the process exits.
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.startDraining();
    if (signal === 'SIGTERM' && app.readinessWatched) await pause(config.shutdown.drainMs);
    const cutOff = pause(config.shutdown.graceMs).then(() => {
      app.log.warn({ graceMs: config.shutdown.graceMs }, 'requests still running at the end of the grace period were cut off');
      app.server.closeAllConnections();
    });
    await Promise.race([app.close(), cutOff]);
    await Promise.race([db.close(), pause(2000)]);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  say(`Poster shop ready at ${config.publicUrl} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
};

main().catch((err: unknown) => {
  // A refusal explains itself; anything else keeps its stack for the operator.
  console.error(err instanceof StartRefused ? err.message : err);
  process.exit(1);
});
