import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPostgres } from '../../server/db/postgres';
import type { Db } from '../../server/db/db.port';
import { GUESS_LIMIT } from '../../server/http/guess-limiter';
import { cartLine as posterLine } from '../builders/cart-line';
import { paymentForm } from './paid-order';

/**
 * Scaling out (docs/architecture.md#scaling-out): two instances of the compiled
 * server started at the same moment against one PostgreSQL. Migrations and seeding run once
 * (advisory lock); a catalogue change shows at once on both; an order created on one is paid
 * through the other and seen complete on the first; an idempotency key holds across them; the
 * code-guessing limit counts one client's guesses on both instances together (docs/rules/gift-cards-and-coupons.md#codes codes).
 * Runs when TEST_DATABASE_URL names a throw-away PostgreSQL database (.ci/run starts one);
 * skipped otherwise. Each run gets a schema of its own.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
const serverModule = path.resolve('dist/server/main.js');

interface Instance {
  readonly base: string;
  readonly child: ChildProcess;
  output: string;
}
let admin: Db | undefined;
let db: Db | undefined;
let schema = '';
let dataDir = '';
const instances: Instance[] = [];

const startInstance = (databaseUrl: string, port: number): Instance => {
  const child = spawn(process.execPath, [serverModule], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dataDir, String(port)),
      MEDIA_DIR: path.join(dataDir, 'media'),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const instance: Instance = { base: `http://127.0.0.1:${port}`, child, output: '' };
  child.stdout!.on('data', (b: Buffer) => {
    instance.output += b.toString();
  });
  child.stderr!.on('data', (b: Buffer) => {
    instance.output += b.toString();
  });
  return instance;
};

const healthy = async (i: Instance) => {
  for (;;) {
    if (i.child.exitCode !== null) throw new Error(`instance exited (${i.child.exitCode}):\n${i.output}`);
    try {
      if ((await fetch(`${i.base}/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
};

const stopInstance = (i: Instance) =>
  new Promise<void>((resolve) => {
    if (i.child.exitCode !== null) {
      resolve();
      return;
    }
    i.child.once('exit', () => resolve());
    i.child.kill('SIGTERM');
  });

describe.skipIf(!postgresUrl)('two instances on one PostgreSQL', () => {
  beforeAll(async () => {
    if (!existsSync(serverModule)) throw new Error('run `npm run build` before this test');
    schema = `scale_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    admin = await openPostgres(postgresUrl!, 1);
    await admin.exec(`CREATE SCHEMA ${schema}`);
    const url = new URL(postgresUrl!);
    url.searchParams.set('options', `-c search_path=${schema}`);
    db = await openPostgres(url.toString(), 2);
    dataDir = await mkdtemp(path.join(tmpdir(), 'poster-shop-scale-'));
    const port = 4400 + Math.floor(Math.random() * 400);
    // Started at the same moment: both race for the migrations and the seed.
    instances.push(startInstance(url.toString(), port), startInstance(url.toString(), port + 1));
    await Promise.all(instances.map(healthy));
  }, 240_000);

  afterAll(async () => {
    await Promise.all(instances.map(stopInstance));
    await db?.close();
    if (admin) {
      await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.close();
    }
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const [a, b] = [() => instances[0]!, () => instances[1]!];

  it('both serve; every migration is applied once and the catalogue seeded once', async () => {
    const files = (await readdir(path.resolve('server/db/migrations'))).filter((f) => f.endsWith('.sql'));
    const applied = (await db!.query<{ name: string }>('SELECT name FROM schema_migration ORDER BY name')).rows.map(
      (r) => r.name,
    );
    expect(applied).toEqual([...files].sort());
    const seeded = instances.filter((i) => i.output.includes('Seeding the demo catalogue'));
    expect(seeded).toHaveLength(1);
    for (const i of instances)
      expect(await (await fetch(`${i.base}/health`)).json()).toEqual({
        status: 'ok',
        database: 'postgres',
        failed_print_jobs: 0,
      });
  });

  it('a catalogue change shows at once on both instances, page and API alike', async () => {
    const p = (
      await db!.query<{ id: number; slug: string }>(
        `SELECT p.id, i.slug FROM product p JOIN product_i18n i ON i.product_id = p.id AND i.language = 'en'
        WHERE p.type = 1 AND p.status = 4 ORDER BY p.id LIMIT 1`,
      )
    ).rows[0]!;
    for (const i of instances) {
      // warm both instances' answer and page caches
      expect((await fetch(`${i.base}/api/product-by-slug/${p.slug}`)).status).toBe(200);
      expect((await fetch(`${i.base}/product/${p.slug}`)).status).toBe(200);
    }
    await db!.query(`UPDATE product_i18n SET name = 'Renamed on one instance' WHERE product_id = $1 AND language = 'en'`, [p.id]);
    for (const i of instances) {
      expect(((await (await fetch(`${i.base}/api/product-by-slug/${p.slug}`)).json()) as { name: string }).name).toBe(
        'Renamed on one instance',
      );
      expect(await (await fetch(`${i.base}/product/${p.slug}`)).text()).toContain('Renamed on one instance');
    }
  });

  const cartLine = async () => {
    const v = (
      await db!.query<{ product_id: number; variation_id: number }>(
        `SELECT v.product_id, v.id AS variation_id FROM variation v JOIN product p ON p.id = v.product_id
        WHERE p.type = 1 AND p.status = 4 ORDER BY v.id LIMIT 1`,
      )
    ).rows[0]!;
    // One fixed line id: the idempotency test sends the same body twice, and a new id would make it another request.
    return posterLine({ ...v, amount: 1 }, { uuid: 'l1', variation_name: '13x18', margin: true });
  };
  const createOrder = async (on: Instance, key?: string) => {
    const res = await fetch(`${on.base}/api/sandbox-checkout/order`, {
      method: 'POST',
      body: JSON.stringify({ cart: [await cartLine()], coupons: [], campaign_data: {} }),
      headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
    });
    expect(res.status).toBe(200);
    return (await res.json()) as { id: string };
  };

  it('an idempotency key holds across instances', async () => {
    const key = `scale-${Math.random().toString(36).slice(2)}`;
    const first = await createOrder(a(), key);
    const again = await createOrder(b(), key);
    expect(again.id).toBe(first.id);
  });

  it('an order created on one instance and paid through the other is complete on both', async () => {
    const { id } = await createOrder(a());
    const page = await (await fetch(`${b().base}/sandbox/checkout/${id}?mode=checkout`)).text();
    const form = paymentForm(page);
    const paid = await fetch(`${b().base}/sandbox/checkout/${id}/pay`, {
      method: 'POST',
      body: form.toString(),
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.status).toBe(303);
    for (const i of instances) {
      expect(((await (await fetch(`${i.base}/api/sandbox-checkout/order/${id}`)).json()) as { status: string }).status).toBe(
        'checkout_complete',
      );
    }
  });

  it('wrong gift-card codes sent alternately to both instances share one guessing limit', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < GUESS_LIMIT.perClient + 2; n += 1) {
      const on = n % 2 === 0 ? a() : b();
      const res = await fetch(`${on.base}/api/check-balance`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code: `SCALEGUESS${String(n).padStart(4, '0')}X` }),
      });
      statuses.push(res.status);
    }
    // Each instance alone saw only 6 guesses, under its limit of 10: a 429 proves the shared count.
    expect(statuses).toEqual([...Array<number>(GUESS_LIMIT.perClient).fill(404), 429, 429]);
  });
});
