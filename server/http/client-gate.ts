/**
 * Bounds the expensive work one client can have the server do at once (pages no cache holds:
 * search results, filter combinations, first visits). Each client gets a render at a time
 * through its own p-limit queue and a short line behind it; a client that asks for more than its
 * line holds gets 429 with Retry-After at once rather than a place in an unbounded line, and its
 * connection is closed, so a client that ignores Retry-After pays a new connection for each try.
 * Other clients are not queued behind it.
 *
 * Each admitted render starts on a later turn of the event loop (setImmediate). Renders read the
 * embedded database on this thread through chains of promises: started at once, the first
 * request's whole render ran before the next request was even read, so a flood reached this
 * gate one request at a time, was never refused, and held every other shopper's cached pages
 * behind it (docs/configuration.md "Proxies and rate limits").
 *
 * A client's queue exists only while it has work in it, so memory is bounded by the requests
 * in flight, not by the number of addresses ever seen. Behind a proxy or CDN, TRUST_PROXY
 * must name it, or every shopper counts as the proxy.
 */
import pLimit, { type LimitFunction } from 'p-limit';
import { HttpProblem } from './errors.js';

export interface ClientGateLimits {
  /** Renders one client may have running at once. */
  readonly running: number;
  /** Renders one client may have waiting behind those; one more is a 429. */
  readonly waiting: number;
}

/**
 * One running and four waiting serve a person's tabs and a polite crawler in turn; with two
 * running, a flood's renders interleaved and another client's cached pages waited for both.
 */
export const PAGE_RENDER_LIMITS: ClientGateLimits = { running: 1, waiting: 4 };

export const TOO_MANY_PAGES = 'Too many pages asked for at once from here. Please wait a moment and try again.';

export interface ClientGate {
  run<T>(client: string, work: () => Promise<T>): Promise<T>;
  /** Clients with work running or waiting (for tests and metrics). */
  readonly clients: number;
}

export const createClientGate = (limits: ClientGateLimits = PAGE_RENDER_LIMITS): ClientGate => {
  // Our own count of a client's requests (running and waiting): p-limit's counters settle a
  // few ticks after the caller resumes, too late to decide when a queue can go.
  const queues = new Map<string, { limit: LimitFunction; requests: number }>();
  return {
    run: async (client, work) => {
      let queue = queues.get(client);
      if (!queue) queues.set(client, (queue = { limit: pLimit(limits.running), requests: 0 }));
      if (queue.requests >= limits.running + limits.waiting) {
        throw new HttpProblem(429, TOO_MANY_PAGES, 'REQUEST.RATE_LIMITED', { 'retry-after': '2', connection: 'close' });
      }
      queue.requests += 1;
      try {
        return await queue.limit(async () => {
          await new Promise((resolve) => setImmediate(resolve));
          return await work();
        });
      } finally {
        queue.requests -= 1;
        if (queue.requests === 0) queues.delete(client);
      }
    },
    get clients() {
      return queues.size;
    },
  };
};
