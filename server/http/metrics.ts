/**
 * Prometheus metrics (docs/architecture.md#scaling-out; docs/operations.md#metrics) through prom-client, one
 * registry per app so tests that build several apps never share counters.
 *
 * Every label has a bounded set of values: a request is labelled by its route pattern
 * (`/api/products/:id`), never by its URL, and requests no route matched share one label, so a
 * crawler asking for a million distinct addresses adds no series.
 *
 * Served only where the public cannot reach it: on a listener of its own (METRICS_PORT, on
 * METRICS_HOST, 127.0.0.1 by default), or at /metrics on the shop's port with
 * `Authorization: Bearer <METRICS_TOKEN>`. Neither set: no metrics endpoint at all.
 */
import { createServer, type Server } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db, Queryable } from '../db/db.port.js';
import { errorBody } from './errors.js';

export interface MetricsConfig {
  /** A listener of its own for /metrics (METRICS_PORT); undefined: none. */
  readonly port: number | undefined;
  readonly host: string;
  /** /metrics on the shop's port for this bearer token (METRICS_TOKEN); undefined: none. */
  readonly token: string | undefined;
}

export interface ShopMetrics {
  readonly registry: Registry;
  readonly requestDuration: Histogram<'method' | 'route' | 'status'>;
  readonly cacheLookups: Counter<'cache' | 'outcome'>;
  readonly dbQueryDuration: Histogram<'kind' | 'outcome'>;
  readonly printJobDuration: Histogram<'outcome'>;
  readonly uploads: Counter<'route' | 'outcome'>;
  readonly rateLimitRefusals: Counter<'route'>;
}

/** The label of requests no route matched (404s, probes): one series, whatever the URL. */
export const UNMATCHED_ROUTE = 'unmatched';

export const createShopMetrics = (): ShopMetrics => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'shop_' });
  const registers = [registry];
  return {
    registry,
    requestDuration: new Histogram({
      name: 'shop_http_request_duration_seconds',
      help: 'Time to answer a request, by method, route pattern and status class',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    cacheLookups: new Counter({
      name: 'shop_cache_lookups_total',
      help: 'Page and answer cache lookups: hit, shared (waited for the same answer being built) or miss',
      labelNames: ['cache', 'outcome'],
      registers,
    }),
    dbQueryDuration: new Histogram({
      name: 'shop_db_query_duration_seconds',
      help: 'Database statements and whole transactions, by outcome',
      labelNames: ['kind', 'outcome'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
      registers,
    }),
    printJobDuration: new Histogram({
      name: 'shop_print_job_duration_seconds',
      help: "Time to render one paid order's print files, by outcome",
      labelNames: ['outcome'],
      buckets: [0.5, 1, 2.5, 5, 10, 30, 60, 120],
      registers,
    }),
    uploads: new Counter({
      name: 'shop_uploads_total',
      help: 'Multipart uploads (customer photos, artist images), by route pattern and status class',
      labelNames: ['route', 'outcome'],
      registers,
    }),
    rateLimitRefusals: new Counter({
      name: 'shop_rate_limit_refusals_total',
      help: 'Requests refused with 429 by a rate limit, by route pattern',
      labelNames: ['route'],
      registers,
    }),
  };
};

const seconds = (startedAt: bigint) => Number(process.hrtime.bigint() - startedAt) / 1e9;

/** The Db with every statement and transaction timed (pool figures are read when scraped). */
export const timedDb = (db: Db, metrics: ShopMetrics): Db => {
  const time = async <T>(kind: string, run: () => Promise<T>): Promise<T> => {
    const at = process.hrtime.bigint();
    try {
      const r = await run();
      metrics.dbQueryDuration.observe({ kind, outcome: 'ok' }, seconds(at));
      return r;
    } catch (e) {
      metrics.dbQueryDuration.observe({ kind, outcome: 'error' }, seconds(at));
      throw e;
    }
  };
  new Gauge({
    name: 'shop_db_pool_connections',
    help: 'Connections of the PostgreSQL pool: total, idle, and requests waiting for one (absent on embedded PGlite)',
    labelNames: ['state'],
    registers: [metrics.registry],
    collect() {
      const pool = db.poolStats?.();
      if (!pool) return;
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  const query: Queryable['query'] = (sql, params) => time('query', () => db.query(sql, params));
  return {
    ...db,
    query,
    exec: (sql) => time('query', () => db.exec(sql)),
    transaction: (fn) => time('transaction', () => db.transaction(fn)),
  };
};

/** The print queue's depth by status, read from the queue's table when scraped. */
export const printQueueDepthGauge = (metrics: ShopMetrics, depth: () => Promise<Record<string, number>>): void => {
  new Gauge({
    name: 'shop_print_queue_depth',
    help: 'Print jobs waiting, by status (pending, running, retrying, failed)',
    labelNames: ['status'],
    registers: [metrics.registry],
    async collect() {
      this.reset();
      for (const [status, n] of Object.entries(await depth())) this.set({ status }, n);
    },
  });
};

const routeOf = (req: FastifyRequest): string => req.routeOptions.url ?? UNMATCHED_ROUTE;

/** Times every request by route pattern and counts cache outcomes, uploads and refusals. */
export const metricsHooks = (app: FastifyInstance, metrics: ShopMetrics): void => {
  app.addHook('onResponse', async (req, reply) => {
    const route = routeOf(req);
    const status = reply.statusCode;
    metrics.requestDuration.observe(
      { method: req.method, route, status: `${Math.floor(status / 100)}xx` },
      reply.elapsedTime / 1000,
    );
    for (const [header, cache] of [
      ['x-html-cache', 'pages'],
      ['x-answer-cache', 'answers'],
    ] as const) {
      const outcome = reply.getHeader(header);
      if (outcome === 'hit' || outcome === 'miss' || outcome === 'shared') metrics.cacheLookups.inc({ cache, outcome });
    }
    if (status === 429) metrics.rateLimitRefusals.inc({ route });
    if (req.method === 'POST' && String(req.headers['content-type'] ?? '').startsWith('multipart/form-data')) {
      metrics.uploads.inc({ route, outcome: `${Math.floor(status / 100)}xx` });
    }
  });
};

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** /metrics on the shop's own port, for the bearer token only (a 404 to anyone else: nothing to find). */
export const metricsRoute = (app: FastifyInstance, metrics: ShopMetrics, token: string): void => {
  app.get('/metrics', async (req, reply) => {
    const auth = req.headers.authorization ?? '';
    if (!auth.startsWith('Bearer ') || !sameSecret(auth.slice(7), token)) {
      return reply.code(404).send(errorBody(404, `No route for GET /metrics`));
    }
    return reply.header('content-type', metrics.registry.contentType).send(await metrics.registry.metrics());
  });
};

/** A listener of its own that answers only GET /metrics; resolves once it listens. */
export const serveMetrics = async (metrics: ShopMetrics, port: number, host: string): Promise<Server> => {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    metrics.registry.metrics().then(
      (body) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(body),
      (err: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(`${String(err)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
};

export const metricsPortOf = (server: Server): number => (server.address() as AddressInfo).port;
