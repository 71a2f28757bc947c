/**
 * Request ids. The audit record names the request behind each staff write, so an id must name one
 * request across restarts and across instances: a random UUID, not Fastify's per-process counter
 * ("req-1" again after every restart, and on every instance).
 */
import { randomUUID } from 'node:crypto';

export const newRequestId = (): string => randomUUID();
