import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/db.port';
import { startSeededShop } from '../builders/seeded-shop';

/**
 * A flood of pages no cache holds from one address, over real connections (docs/configuration.md
 * "Proxies and rate limits"): the server reads every request before it renders any, so the flood
 * meets the per-client limit at once and most of it is refused with 429 and Retry-After, while
 * another address's page is answered. Two loopback addresses stand for the two clients.
 */
describe('a flood of uncached pages from one address over HTTP', () => {
  let app: FastifyInstance;
  let db: Db;
  let base: string;
  beforeAll(async () => {
    ({ app, db } = await startSeededShop());
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const get = (agent: Agent, localAddress: string, url: string) =>
    new Promise<{ status: number; retryAfter: string | undefined; body: string }>((resolve, reject) => {
      const req = request(`${base}${url}`, { agent, localAddress }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] as string | undefined, body }),
        );
      });
      req.on('error', reject);
      req.end();
    });

  it('refuses most of 50 pages at once with 429 and Retry-After, and answers another address meanwhile', async () => {
    const flooder = new Agent({ keepAlive: true, maxSockets: 50 });
    const shopper = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const flood = Array.from({ length: 50 }, (_, i) => get(flooder, '127.0.0.2', `/search?query=flood${i}qq`));
      const other = get(shopper, '127.0.0.1', '/search?query=ocean');
      const answers = await Promise.all(flood);
      const refused = answers.filter((a) => a.status === 429);
      expect(answers.every((a) => a.status === 200 || a.status === 429)).toBe(true);
      expect(refused.length).toBeGreaterThanOrEqual(20);
      expect(refused.every((a) => Number(a.retryAfter) > 0)).toBe(true);
      expect(refused[0]!.body).toContain('data-status="429"');
      expect((await other).status).toBe(200);
    } finally {
      flooder.destroy();
      shopper.destroy();
    }
  });
});
