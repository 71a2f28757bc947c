import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { createServer } from 'node:net';
import { startApi } from './harness';
import { testConfig } from '../builders/config';
import { healthRoutes } from '../../server/http/health';
import { metricsPortOf } from '../../server/http/metrics';
import type { Queryable } from '../../server/db/db.port';

/**
 * Metrics and health (docs/architecture.md#scaling-out, docs/operations.md#metrics): /metrics is never public
 * (a token or a port of its own), requests are counted by route pattern so distinct URLs add no
 * series, cache outcomes, uploads and refusals are counted, and readiness fails while draining
 * or while the database does not answer, without hanging.
 */
const TOKEN = 'metrics-test-token';
const DISTINCT_URLS = 3000;
let api: Awaited<ReturnType<typeof startApi>>;
let metricsPort = 0;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  metricsPort = await freePort();
  api = await startApi({
    config: {
      metrics: { token: TOKEN, port: metricsPort, host: '127.0.0.1' },
      uploads: { ...testConfig().uploads, perClient: 1 },
    },
  });
}, 60_000);
afterAll(async () => {
  await api?.close();
});

const scrape = async () => {
  const res = await api.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  return res.body;
};
const series = (text: string, name: string) =>
  text.split('\n').filter((l) => l.startsWith(`${name}{`) || l.startsWith(`${name} `));
const value = (text: string, line: string) =>
  Number(
    text
      .split('\n')
      .find((l) => l.startsWith(line))
      ?.split(' ')
      .pop() ?? 0,
  );

describe('/metrics', () => {
  it('answers 404 without the token or with a wrong one, and the exposition with it', async () => {
    expect((await api.app.inject('/metrics')).statusCode).toBe(404);
    expect((await api.app.inject({ url: '/metrics', headers: { authorization: 'Bearer nope' } })).statusCode).toBe(404);
    expect(await scrape()).toContain('# TYPE shop_http_request_duration_seconds histogram');
  });

  it('is served on METRICS_PORT, which answers nothing else', async () => {
    expect(metricsPortOf(api.app.metricsServer!)).toBe(metricsPort);
    const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('shop_db_query_duration_seconds_count');
    expect((await fetch(`http://127.0.0.1:${metricsPort}/api/products`)).status).toBe(404);
  });

  it(`keeps the request series bounded under ${DISTINCT_URLS} distinct URLs`, async () => {
    const before = series(await scrape(), 'shop_http_request_duration_seconds_count').length;
    for (let i = 0; i < DISTINCT_URLS; i++) {
      const urls = [`/no/such/page-${i}`, `/api/widget-by-slug/w-${i}`, `/api/gallery-wall/g${i}?x=${i}`];
      await api.app.inject(urls[i % urls.length]!);
    }
    const text = await scrape();
    const lines = series(text, 'shop_http_request_duration_seconds_count');
    // Three route labels at most (unmatched, and the two patterns), whatever the URLs were.
    expect(lines.length - before).toBeLessThanOrEqual(3);
    expect(lines.some((l) => l.includes('route="/api/widget-by-slug/:slug"'))).toBe(true);
    expect(lines.some((l) => l.includes('route="unmatched"'))).toBe(true);
    expect(text).not.toContain('page-17');
  }, 120_000);

  it('counts answer cache misses and hits', async () => {
    const line = (outcome: string) => `shop_cache_lookups_total{cache="answers",outcome="${outcome}"}`;
    const before = await scrape();
    await api.app.inject('/api/categories?store=de&metricsprobe=1');
    await api.app.inject('/api/categories?store=de&metricsprobe=2');
    const after = await scrape();
    expect(value(after, line('miss')) - value(before, line('miss'))).toBe(1);
    expect(value(after, line('hit')) - value(before, line('hit'))).toBe(1);
  });

  it('counts uploads and rate-limit refusals by route', async () => {
    const upload = () =>
      api.app.inject({
        method: 'POST',
        url: '/api/upload-image',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x--\r\n',
      });
    await upload();
    expect((await upload()).statusCode).toBe(429);
    const text = await scrape();
    expect(value(text, 'shop_rate_limit_refusals_total{route="/api/upload-image"}')).toBe(1);
    expect(value(text, 'shop_uploads_total{route="/api/upload-image",outcome="4xx"}')).toBe(2);
  });

  it('times database statements and reports the print queue depth', async () => {
    const text = await scrape();
    expect(value(text, 'shop_db_query_duration_seconds_count{kind="query",outcome="ok"}')).toBeGreaterThan(0);
    expect(text).toContain('# TYPE shop_print_queue_depth gauge');
  });
});

describe('/health/live and /health/ready', () => {
  const appOn = async (db: Queryable) => {
    const app = Fastify();
    healthRoutes(app, { db });
    app.get('/x', async () => 'x');
    await app.ready();
    return app;
  };

  it('are ready on a database that answers; readiness fails while draining, and answers close the connection', async () => {
    const app = await appOn(api.db);
    expect((await app.inject('/health/ready')).statusCode).toBe(200);
    expect((await app.inject('/x')).headers.connection).not.toBe('close');
    app.startDraining();
    const ready = await app.inject('/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
    expect((await app.inject('/health/live')).statusCode).toBe(200);
    expect((await app.inject('/x')).headers.connection).toBe('close');
    await app.close();
  });

  it('answers 503 when the database fails, and when it does not answer at all (no hang)', async () => {
    const failing = await appOn({ query: () => Promise.reject(new Error('connection refused')), exec: async () => {} });
    expect((await failing.inject('/health/ready')).statusCode).toBe(503);
    expect((await failing.inject('/health/live')).statusCode).toBe(200);
    const silent = await appOn({ query: () => new Promise(() => {}), exec: async () => {} });
    const res = await silent.inject('/health/ready');
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toMatch(/does not answer/);
    await failing.close();
    await silent.close();
  });

  it('keeps GET /health as it was', async () => {
    expect((await api.app.inject('/health')).json()).toMatchObject({ status: 'ok', database: 'pglite' });
  });
});
