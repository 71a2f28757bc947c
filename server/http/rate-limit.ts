/**
 * Request limits through @fastify/rate-limit (architecture "Scaling out"): no route is limited
 * unless it says so (`config.rateLimit`, or a limiter from `app.createRateLimit`), and a limit
 * reached answers 429 with the shop's error body and Retry-After.
 *
 * Where the counters live (RATE_LIMIT_STORE): `database` keeps them in PostgreSQL, shared by
 * every instance on one DATABASE_URL (the default when DATABASE_URL is set); `memory` keeps
 * them in this process (the default with the embedded database, which serves one instance).
 */
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/db.port.js';
import { HttpProblem } from './errors.js';
import { postgresRateLimitStore } from './rate-limit-store.js';

export type RateLimitStoreKind = 'memory' | 'database';

export const TOO_MANY_REQUESTS = 'Too many requests from here. Please wait a minute and try again.';

export const rateLimits = async (app: FastifyInstance, opts: { store: RateLimitStoreKind; db: Queryable }): Promise<void> => {
  await app.register(rateLimit, {
    global: false,
    ...(opts.store === 'database' ? { store: postgresRateLimitStore(opts.db) as unknown as FastifyRateLimitStoreCtor } : {}),
    errorResponseBuilder: (_req, ctx) => new HttpProblem(ctx.statusCode, TOO_MANY_REQUESTS, 'REQUEST.RATE_LIMITED'),
  });
};
