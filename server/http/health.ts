/**
 * Liveness and readiness for a load balancer (docs/architecture.md#scaling-out; deploy/haproxy.cfg).
 *
 * - GET /health/live: 200 while the process answers at all; restart it when this fails.
 * - GET /health/ready: 200 when the instance should get traffic; 503 while it drains for a
 *   shutdown, or while the database does not answer within READY_DB_TIMEOUT_MS (so a balancer
 *   sends shoppers to an instance that can serve them, and a check never hangs); and for a minute
 *   after a write failed for want of space (storage-full.ts), saying so.
 *
 * While draining, every answer carries `Connection: close`, so a balancer's kept-alive
 * connections move to the other instances before this one stops listening.
 */
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/db.port.js';
import { errorBody } from './errors.js';
import { pingDatabase } from '../db/health.repository.js';
import { storageFullWatch } from './storage-full.js';

/** How long readiness waits for the database to answer a ping before it answers 503. */
export const READY_DB_TIMEOUT_MS = 2000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Fails readiness from now on (SIGTERM): the instance is about to stop. */
    startDraining(): void;
    readonly draining: boolean;
    /** True once anything asked /health/ready: a load balancer is watching, so a drain waits for it. */
    readonly readinessWatched: boolean;
  }
}

const within = <T>(ms: number, work: Promise<T>): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
};

export const healthRoutes = (app: FastifyInstance, opts: { db: Queryable }): void => {
  let draining = false;
  let watched = false;
  const storageFull = storageFullWatch(app);
  app.decorate('startDraining', () => {
    draining = true;
  });
  app.decorate('draining', { getter: () => draining });
  app.decorate('readinessWatched', { getter: () => watched });
  app.addHook('onSend', async (_req, reply, payload) => {
    if (draining) void reply.header('connection', 'close');
    return payload;
  });
  const noStore = { 'cache-control': 'no-store' };
  app.get('/health/live', async (_req, reply) => reply.headers(noStore).send({ status: 'live' }));
  app.get('/health/ready', async (_req, reply) => {
    void reply.headers(noStore);
    watched = true;
    if (draining) return reply.code(503).send(errorBody(503, 'This instance is shutting down.'));
    const fullSince = storageFull.fullSince(Date.now());
    if (fullSince !== undefined)
      return reply
        .code(503)
        .send(
          errorBody(503, `The storage is full: writes have failed for want of space since ${new Date(fullSince).toISOString()}.`),
        );
    try {
      await within(READY_DB_TIMEOUT_MS, pingDatabase(opts.db));
    } catch (e) {
      return reply.code(503).send(errorBody(503, `The database does not answer: ${e instanceof Error ? e.message : String(e)}`));
    }
    return reply.send({ status: 'ready' });
  });
};
