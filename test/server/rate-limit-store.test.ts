import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { testConfig } from '../builders/config';
import { openPglite } from '../../server/db/pglite';
import { migrate } from '../../server/db/migrate';
import type { Db } from '../../server/db/db.port';

/**
 * Rate-limit counters shared by every instance (architecture "Scaling out"): with
 * RATE_LIMIT_STORE=database (the default when DATABASE_URL is set) two instances on one
 * database count the same hits; in memory each instance counts its own.
 */
describe('rate-limit store', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openPglite();
    await migrate(db);
  });
  afterAll(async () => db?.close());

  const instances = async (store: 'memory' | 'database'): Promise<[FastifyInstance, FastifyInstance]> => {
    const config = testConfig({}, { rateLimitStore: store });
    return [
      await buildApp({ config, db, withSsr: false, logger: false }),
      await buildApp({ config, db, withSsr: false, logger: false }),
    ];
  };
  const subscribe = (app: FastifyInstance, ip: string, n: number) =>
    app.inject({ method: 'POST', url: '/api/subscribe', payload: { email: `reader${n}.${ip}@example.com` }, remoteAddress: ip });

  it('defaults to the database when DATABASE_URL is set, else memory, and RATE_LIMIT_STORE overrides', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y' }).rateLimitStore).toBe('database');
    expect(loadConfig({}).rateLimitStore).toBe('memory');
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y', RATE_LIMIT_STORE: 'memory' }).rateLimitStore).toBe('memory');
    expect(() => loadConfig({ RATE_LIMIT_STORE: 'redis' })).toThrow(/RATE_LIMIT_STORE/);
  });

  it('in the database, two instances share one count: the 11th sign-up a client makes anywhere is refused', async () => {
    const [a, b] = await instances('database');
    try {
      for (let i = 0; i < 5; i++) expect((await subscribe(a, '10.9.0.1', i)).statusCode).toBe(200);
      for (let i = 5; i < 10; i++) expect((await subscribe(b, '10.9.0.1', i)).statusCode).toBe(200);
      const refused = await subscribe(a, '10.9.0.1', 10);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await subscribe(b, '10.9.0.2', 11)).statusCode).toBe(200);
      const { rows } = await db.query<{ hits: number }>("SELECT hits FROM rate_limit WHERE key LIKE '%10.9.0.1'");
      expect(rows.map((r) => r.hits)).toEqual([11]);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('in memory, each instance counts its own hits', async () => {
    const [a, b] = await instances('memory');
    try {
      for (let i = 0; i < 10; i++) expect((await subscribe(a, '10.9.1.1', i)).statusCode).toBe(200);
      expect((await subscribe(a, '10.9.1.1', 10)).statusCode).toBe(429);
      expect((await subscribe(b, '10.9.1.1', 11)).statusCode).toBe(200);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
