import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPostgres } from '../../server/db/postgres';
import type { Db } from '../../server/db/db.port';

/**
 * The tested deploy/ folder (docs/architecture.md#scaling-out, deploy/README.md): two instances of the
 * compiled server on one PostgreSQL behind Debian's HAProxy with deploy/haproxy.cfg as it is.
 * Restarting each instance in turn (SIGTERM: readiness fails, the balancer stops sending, requests
 * in flight finish, the instance exits) fails no request of a steady stream through the balancer.
 * Runs when TEST_DATABASE_URL names a PostgreSQL database and haproxy is installed (.ci/run
 * provides both); `npm run bench:scale` prints the same figures and the kill -9 ones.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
const haproxyInstalled = spawnSync('haproxy', ['-v']).status === 0;
const serverModule = path.resolve('dist/server/main.js');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let admin: Db | undefined;
let schema = '';
let dataDir = '';
let haproxy: ChildProcess | undefined;
const base = 5200 + Math.floor(Math.random() * 300);
const lb = `http://127.0.0.1:${base}`;
const instances: { port: number; child?: ChildProcess; output: string }[] = [
  { port: base + 1, output: '' },
  { port: base + 2, output: '' },
];
let databaseUrl = '';

const ready = async (url: string) => {
  for (;;) {
    try {
      if ((await fetch(`${url}/health/ready`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await sleep(200);
  }
};
const start = async (i: (typeof instances)[number]) => {
  i.child = spawn(process.execPath, [serverModule], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(i.port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dataDir, String(i.port)),
      MEDIA_DIR: path.join(dataDir, 'media'),
      PUBLIC_URL: lb,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  i.child.stdout!.on('data', (b: Buffer) => (i.output += b.toString()));
  i.child.stderr!.on('data', (b: Buffer) => (i.output += b.toString()));
  await ready(`http://127.0.0.1:${i.port}`);
};
const stop = (i: (typeof instances)[number]) =>
  new Promise<number | null>((resolve) => {
    if (!i.child || i.child.exitCode !== null) return resolve(i.child?.exitCode ?? null);
    i.child.once('exit', (code) => resolve(code));
    i.child.kill('SIGTERM');
  });
/** Until HAProxy's checks (1 s apart, two to rise) have brought every instance into rotation. */
const inRotation = () => sleep(2500);

describe.skipIf(!postgresUrl || !haproxyInstalled)('two instances behind HAProxy (deploy/haproxy.cfg)', () => {
  beforeAll(async () => {
    if (!existsSync(serverModule)) throw new Error('run `npm run build` before this test');
    schema = `lb_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    admin = await openPostgres(postgresUrl!, 1);
    await admin.exec(`CREATE SCHEMA ${schema}`);
    const url = new URL(postgresUrl!);
    url.searchParams.set('options', `-c search_path=${schema}`);
    databaseUrl = url.toString();
    dataDir = await mkdtemp(path.join(tmpdir(), 'poster-shop-lb-'));
    for (const i of instances) await start(i);
    haproxy = spawn('haproxy', ['-db', '-f', path.resolve('deploy/haproxy.cfg')], {
      env: {
        ...process.env,
        SHOP_LISTEN: `127.0.0.1:${base}`,
        SHOP_1: `127.0.0.1:${instances[0]!.port}`,
        SHOP_2: `127.0.0.1:${instances[1]!.port}`,
      },
      stdio: 'ignore',
    });
    await ready(lb);
    await inRotation();
  }, 240_000);

  afterAll(async () => {
    await Promise.all(instances.map(stop));
    haproxy?.kill('SIGTERM');
    if (admin) {
      await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.close();
    }
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('restarts each instance in turn under steady load without a failed request', async () => {
    const failures: string[] = [];
    let answered = 0;
    let loading = true;
    const paths = ['/', '/api/products?limit=12', '/api/categories'];
    const client = async (n: number) => {
      for (let k = n; loading; k += 1) {
        try {
          const res = await fetch(`${lb}${paths[k % paths.length]}`);
          await res.arrayBuffer();
          if (res.status >= 500) failures.push(`HTTP ${res.status}`);
          else answered += 1;
        } catch (e) {
          failures.push(String((e as { cause?: { code?: string } }).cause?.code ?? e));
        }
      }
    };
    const load = Promise.all([0, 1, 2, 3].map(client));
    const exits: (number | null)[] = [];
    for (const i of instances) {
      exits.push(await stop(i));
      await start(i);
      await inRotation();
    }
    loading = false;
    await load;
    expect(exits).toEqual([0, 0]);
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(0);
  }, 180_000);
});
