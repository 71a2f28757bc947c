/**
 * The database can restart (docs/architecture.md#scaling-out): with a PostgreSQL server stopped under it,
 * the shop answers 503 with Retry-After (never a hang, never a 500), readiness fails and
 * liveness holds; once the server is back the same app serves again, without a restart of its
 * own, and an order acknowledged before the restart is still there.
 *
 * Runs on a PostgreSQL cluster of its own made with Debian's PostgreSQL 15 binaries in a
 * temporary folder (so stopping it disturbs no other test); skipped where they are missing.
 * `npm run bench:scale` prints how long the shop takes to serve again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApi } from './harness';
import { cartLine, firstVariationOfType } from '../builders/cart-line';
import { PRODUCT_TYPE } from '../../src/domain/product/model';

const BIN = '/usr/lib/postgresql/15/bin';
const available = existsSync(`${BIN}/pg_ctl`) && process.platform === 'linux';
// PostgreSQL refuses to run as root: as root (CI), the cluster runs as the postgres user.
const asPostgres = (cmd: string, args: string[]) =>
  process.getuid?.() === 0
    ? execFileSync('su', ['postgres', '-c', [cmd, ...args].map((a) => `'${a}'`).join(' ')], { stdio: 'pipe' })
    : execFileSync(cmd, args, { stdio: 'pipe' });

let dir = '';
const port = 5600 + Math.floor(Math.random() * 300);
const pgCtl = (...args: string[]) => asPostgres(`${BIN}/pg_ctl`, ['-D', path.join(dir, 'data'), '-w', '-t', '30', ...args]);
const startCluster = () =>
  pgCtl('-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, '-l', path.join(dir, 'log'), 'start');

describe.skipIf(!available)('a PostgreSQL restart under the shop', () => {
  let api: Awaited<ReturnType<typeof startApi>>;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'poster-shop-pg-'));
    await chmod(dir, 0o777);
    if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
    asPostgres(`${BIN}/initdb`, ['-D', path.join(dir, 'data'), '-U', 'shop', '--auth=trust', '-E', 'UTF8']);
    startCluster();
    api = await startApi({ postgresUrl: `postgres://shop@127.0.0.1:${port}/postgres` });
  }, 120_000);
  afterAll(async () => {
    try {
      startCluster();
    } catch {
      /* already running */
    }
    await api?.close();
    try {
      pgCtl('-m', 'immediate', 'stop');
    } catch {
      /* already stopped */
    }
    await rm(dir, { recursive: true, force: true });
  });

  it('answers 503 while the database is away and serves again once it is back, without a restart', async () => {
    const products = (n: number) => api.app.inject(`/api/products?limit=${n}`);
    expect((await products(3)).statusCode).toBe(200);
    const poster = await firstVariationOfType(api.db, PRODUCT_TYPE.poster, '50x70');
    const placed = await api.app.inject({
      method: 'POST',
      url: '/api/sandbox-checkout/order',
      payload: { cart: [cartLine(poster, { margin: true })], coupons: [], campaign_data: {} },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const { id } = placed.json() as { id: string };
    pgCtl('-m', 'fast', 'stop');

    // Every answer comes (the test would time out on a hang), as a 503 the shopper can retry.
    for (const n of [4, 5, 6]) {
      const res = await products(n);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toMatchObject({
        statusCode: 503,
        error: 'Service Unavailable',
        message: expect.stringMatching(/database/),
      });
    }
    expect((await api.app.inject('/health/ready')).statusCode).toBe(503);
    expect((await api.app.inject('/health/live')).statusCode).toBe(200);

    startCluster();
    let status = 0;
    for (let tries = 0; tries < 100 && status !== 200; tries++) {
      status = (await products(7)).statusCode;
      if (status !== 200) await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe(200);
    expect((await api.app.inject('/health/ready')).statusCode).toBe(200);
    // The order acknowledged before the restart is there.
    expect((await api.app.inject(`/api/sandbox-checkout/order/${id}`)).json()).toMatchObject({ id });
  }, 120_000);
});
