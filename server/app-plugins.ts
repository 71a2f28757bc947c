import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import cookie from '@fastify/cookie';
import type { Config } from './config.js';
import type { Db } from './db/db.port.js';
import { answerError, type ErrorPages } from './http/error-pages.js';
import { answerErrors } from './http/error-handling.js';
import { newRequestId } from './http/request-id.js';
import { securityHeaders } from './http/security-headers.js';
import { rateLimits } from './http/rate-limit.js';
import { inputGuard } from './http/input-guard.js';
import { loggingOptions } from './http/logging.js';
import { serverSecret } from './auth/server-secret.js';
import { metricsHooks, metricsRoute, serveMetrics, type ShopMetrics } from './http/metrics.js';

/**
 * The HTTP server every route is mounted on, with its plugins in the order they must run:
 * metrics, security headers, cookies, rate limits, the input guard, error answers, compression.
 */
export const createHttpServer = async ({
  config,
  db,
  metrics,
  logger,
  errorPages,
}: {
  config: Config;
  db: Db;
  metrics: ShopMetrics;
  logger: boolean | object | undefined;
  errorPages: ErrorPages;
}): Promise<FastifyInstance> => {
  const app = Fastify({
    ...(logger === undefined ? loggingOptions(config) : { logger }),
    trustProxy: config.trustProxy > 0 ? (_address: string, hop: number) => hop < config.trustProxy : false,
    bodyLimit: 1_000_000,
    return503OnClosing: true,
    genReqId: newRequestId,
    // A URL that cannot be decoded gets the shop's own answer, not the framework's: the error
    // page for a browser's navigation, the one error body for everything else.
    frameworkErrors: (error, req, reply) => {
      void answerError(
        errorPages,
        req as unknown as FastifyRequest,
        reply as unknown as FastifyReply,
        400,
        `The address could not be read: ${error.message}`,
        false,
      );
    },
  });
  app.decorate('metrics', metrics);
  app.decorate('metricsServer', undefined);
  metricsHooks(app, metrics);
  if (config.metrics.token) metricsRoute(app, metrics, config.metrics.token);
  const metricsPort = config.metrics.port;
  if (metricsPort !== undefined) {
    app.addHook('onReady', async () => {
      app.metricsServer = await serveMetrics(metrics, metricsPort, config.metrics.host);
    });
    app.addHook('onClose', async () => {
      await new Promise((resolve) => app.metricsServer?.close(resolve) ?? resolve(undefined));
    });
  }
  await securityHeaders(app);
  // Cookies the server sets default to SameSite=Lax, HttpOnly and Secure over HTTPS (docs/rules/shop-wide.md#layout).
  // Only the artist session cookie is signed; its secret is configured or made once per database.
  await app.register(cookie, {
    secret: config.auth.sessionSecret ?? (await serverSecret(db, 'session-cookie')),
    parseOptions: { sameSite: 'lax', secure: 'auto', httpOnly: true, path: '/' },
  });
  await rateLimits(app, { store: config.rateLimitStore, db });
  // No NUL character or broken Unicode in a path, query or body reaches a handler (400 naming it).
  inputGuard(app);
  answerErrors(app, errorPages);

  // HTML and JSON are compressed on the fly (Brotli or gzip by Accept-Encoding); the hashed
  // assets are precompressed at build time and served as they are (docs/architecture.md#performance-budgets "Performance by
  // design"). Registered before any route: the plugin attaches itself to routes as they are added.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });
  return app;
};
