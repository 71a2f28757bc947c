import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorBody, HttpProblem } from './errors.js';
import { answerError, type ErrorPages } from './error-pages.js';
import { isDatabaseUnavailable } from '../db/sql-errors.js';
import { Refusal } from '../platform/outcome.js';
import { problemOf } from './failure-status.js';
import { isStorageFull, storageFullProblem, storageFullWatch } from './storage-full.js';
import { SIGN_IN_UNAVAILABLE, SignInProviderUnavailable } from '../auth/wallet-login.port.js';

const DOWNLOAD_HEADERS = ['content-disposition', 'content-encoding', 'content-length', 'content-type'];
const DATABASE_AWAY = 'The shop cannot reach its database just now. Please try again in a few seconds.';
const SIGN_IN_AWAY = 'The sign-in service cannot be reached just now. Please try again in a minute.';

/**
 * Every error and unknown route answers the same way: a readable JSON body, or the styled error
 * page for a browser's navigation; a 5xx only for the shop's own faults or its chosen 503s.
 */
export const answerErrors = (app: FastifyInstance, errorPages: ErrorPages): void => {
  const storageFull = storageFullWatch(app);
  app.setErrorHandler(async (error: Error & { statusCode?: number; validation?: unknown }, req, reply) => {
    // A service's refusal raised past its edge (a helper outside a settled unit of work): the same table answers it.
    if (error instanceof Refusal) error = problemOf(error.failure);
    // The database restarting or unreachable: a 503 to come back to in a few seconds (docs/architecture.md#scaling-out).
    if (isDatabaseUnavailable(error) && !(error instanceof HttpProblem)) {
      req.log.warn({ err: error }, 'database unavailable');
      error = new HttpProblem(503, DATABASE_AWAY, 'DATABASE.UNAVAILABLE', { 'retry-after': '5' });
    }
    // The sign-in provider (wallet or back office) unreachable: the shop is fine, signing in waits for it.
    if (error instanceof SignInProviderUnavailable) {
      req.log.warn({ err: error }, 'sign-in provider unreachable');
      error = new HttpProblem(503, SIGN_IN_AWAY, SIGN_IN_UNAVAILABLE, { 'retry-after': '60' });
    }
    if (isStorageFull(error) && !(error instanceof HttpProblem)) {
      storageFull.seen(Date.now());
      req.log.warn({ err: error }, 'storage full');
      error = storageFullProblem();
    }
    const status =
      error instanceof HttpProblem
        ? error.statusCode
        : error.statusCode && error.statusCode >= 400 && error.statusCode < 500
          ? error.statusCode
          : 500;
    // A 503 the shop chose (busy, storage full) says why and when to come back; any other 5xx is a fault.
    const chosen = error instanceof HttpProblem;
    if (status >= 500 && !chosen) req.log.error({ err: error }, 'request failed');
    else if (status >= 500) req.log.warn({ code: (error as HttpProblem).code }, error.message);
    const message = status >= 500 && !chosen ? 'Something went wrong on our side. Please try again.' : error.message;
    // A download that failed after its headers were set (a CSV, a zip) answers as any error: not as
    // an attachment, and not marked compressed over a body that is not.
    for (const header of DOWNLOAD_HEADERS) reply.removeHeader(header);
    if (error instanceof HttpProblem) void reply.headers(error.headers);
    return answerError(errorPages, req, reply, status, message, true, error instanceof HttpProblem ? error.code : undefined);
  });
  const noRoute = (req: { method: string; url: string }, reply: FastifyReply) =>
    void reply.code(404).send(errorBody(404, `No route for ${req.method} ${req.url.split('?')[0]}`));
  app.setNotFoundHandler(noRoute);
  // Under /api/ an unknown GET is a JSON 404 too, never the pages' catch-all (which would
  // redirect a failed page load home, as HTML).
  // A plain (not async) handler: an async one that sends and resolves undefined makes Fastify try to
  // answer twice ("Reply was already sent").
  app.get('/api/*', (req, reply) => noRoute(req, reply));
};
