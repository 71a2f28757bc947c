import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import type { Config } from './config.js';
import type { Db } from './db/db.port.js';
import { pingDatabase } from './db/health.repository.js';
import cookie from '@fastify/cookie';
import { errorBody, HttpProblem } from './http/errors.js';
import { answerError, type ErrorPages } from './http/error-pages.js';
import { securityHeaders } from './http/security-headers.js';
import { rateLimits } from './http/rate-limit.js';
import { inputGuard } from './http/input-guard.js';
import { contextOf } from './http/store-context.js';
import { catalogueRoutes } from './catalogue/catalogue.routes.js';
import { createServices } from './services.js';
import { contentRoutes } from './content/content.routes.js';
import { ssrRoutes } from './ssr/ssr.routes.js';
import { answerCache } from './http/answer-cache.js';
import { createCatalogueVersion } from './platform/catalogue-version.js';
import { uploadRoutes } from './uploads/upload.routes.js';
import { personalisationRoutes } from './personalisation/personalisation.routes.js';
import { renderPageRoutes } from './personalisation/render-page.js';
import { createPrintQueue, type PrintQueue } from './personalisation/print-queue.js';
import { countFailedPrintJobs, printJobDepth } from './personalisation/print-job.repository.js';

import { mediaStoreFor } from './uploads/media-store-for.js';
import type { MediaStore } from './platform/media-store.port.js';
import { createImageWork, type ImageWork } from './uploads/image-work.js';
import { createUploadSweep, type UploadSweep } from './uploads/upload-sweep.js';
import { seoRoutes } from './seo/seo.routes.js';
import { createSitemapRepository } from './seo/sitemap.repository.js';
import { createWallRepository } from './walls/wall.repository.js';
import { createWallService } from './walls/wall.service.js';
import { wallRoutes } from './walls/wall.routes.js';
import { randomBytes } from 'node:crypto';
import { commerceRoutes } from './orders/commerce.routes.js'; // orders, sandbox checkout
import { giftCardRoutes } from './giftcards/giftcard.routes.js';
import { newsletterRoutes } from './newsletter/newsletter.routes.js';
import { createGuessLimiter } from './http/guess-limiter.js';
import { marketplaceRoutes } from './artists/marketplace.js';
import { serverSecret } from './auth/server-secret.js';
import { systemClock, type Clock } from './platform/clock.js';
import type { ExchangeRates } from './platform/exchange-rates.port.js';
import { exchangeRatesFor } from './platform/exchange-rates.js';
import { checkoutProviderFor } from './orders/providers.js';
import type { DemoWorld } from './demo/index.js';
import type { CheckoutProvider } from './orders/checkout-provider.port.js';
import { assertSafeForMode } from './shop-mode.js';
import { backOfficeRoutes, type BackOffice } from './backoffice/backoffice.js';
import {
  createShopMetrics,
  metricsHooks,
  metricsRoute,
  printQueueDepthGauge,
  serveMetrics,
  timedDb,
  type ShopMetrics,
} from './http/metrics.js';
import { healthRoutes } from './http/health.js';
import { isDatabaseUnavailable } from './db/sql-errors.js';
import type { Server } from 'node:http';

declare module 'fastify' {
  interface FastifyInstance {
    /** Print files of paid personalised orders, rendered one at a time in the background. */
    printQueue: PrintQueue;
    /** Deletes uploaded photos no order took after UPLOAD_MAX_AGE_HOURS (README "Uploads"). */
    uploadSweep: UploadSweep;
    /** The one limit on image decoding and rendering. */
    imageWork: ImageWork;
    /** Prometheus metrics of this instance (server/http/metrics.ts). */
    metrics: ShopMetrics;
    /** The listener of METRICS_PORT, once ready (undefined when it is not set). */
    metricsServer: Server | undefined;
  }
}

export interface AppOptions {
  readonly config: Config;
  readonly db: Db;
  /** Serve the built client and server-render pages (off in API-only tests). */
  readonly withSsr?: boolean;
  readonly logger?: boolean | object;
  /** Uploaded photos and print files; a local folder under MEDIA_DIR unless given. */
  readonly media?: MediaStore;
  /** Time for sessions and the ledger (tests move it by hand). */
  readonly clock?: Clock;
  /** Euro exchange rates; the adapter EXCHANGE_RATES names unless given. */
  readonly exchangeRates?: ExchangeRates;
  /** The hosted checkout; the adapter CHECKOUT_PROVIDER names unless given. */
  readonly checkoutProvider?: CheckoutProvider;
}

const DATABASE_AWAY = 'The shop cannot reach its database just now. Please try again in a few seconds.';

// Lower case only: page paths are normalised to lower case (one 308), and a share link must survive that.
const WALL_ID_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
/** Short wall ids for share links: 10 characters of a 32-letter alphabet (50 bits). */
const newWallId = (): string => [...randomBytes(10)].map((b) => WALL_ID_ALPHABET[b % WALL_ID_ALPHABET.length]).join('');

export const buildApp = async ({
  config,
  db: database,
  withSsr = true,
  logger,
  media,
  clock,
  exchangeRates,
  checkoutProvider,
}: AppOptions): Promise<FastifyInstance> => {
  // However the app is built, production never serves a sandbox provider (server/shop-mode.ts).
  assertSafeForMode(config);
  const metrics = createShopMetrics();
  // Every statement is timed for the metrics (shop_db_query_duration_seconds).
  const db = timedDb(database, metrics);
  // The demo world is loaded in demo mode only; production never imports it (README "Demo and production").
  const demo: DemoWorld | undefined = config.mode === 'demo' ? (await import('./demo/index.js')).demoWorld : undefined;
  const errorPages: ErrorPages = {};
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy > 0 ? (_address: string, hop: number) => hop < config.trustProxy : false,
    bodyLimit: 1_000_000,
    return503OnClosing: true,
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
  // Cookies the server sets default to SameSite=Lax, HttpOnly and Secure over HTTPS (spec §9).
  // Only the artist session cookie is signed; its secret is configured or made once per database.
  await app.register(cookie, {
    secret: config.auth.sessionSecret ?? (await serverSecret(db, 'session-cookie')),
    parseOptions: { sameSite: 'lax', secure: 'auto', httpOnly: true, path: '/' },
  });
  await rateLimits(app, { store: config.rateLimitStore, db });
  // No NUL character or broken Unicode in a path, query or body reaches a handler (400 naming it).
  inputGuard(app);

  app.setErrorHandler(async (error: Error & { statusCode?: number; validation?: unknown }, req, reply) => {
    // The database restarting or unreachable: a 503 to come back to in a few seconds (README "Scaling out").
    if (isDatabaseUnavailable(error) && !(error instanceof HttpProblem)) {
      req.log.warn({ err: error }, 'database unavailable');
      error = new HttpProblem(503, DATABASE_AWAY, 'DATABASE.UNAVAILABLE', { 'retry-after': '5' });
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
    if (error instanceof HttpProblem) void reply.headers(error.headers);
    return answerError(errorPages, req, reply, status, message);
  });
  const noRoute = (req: { method: string; url: string }, reply: FastifyReply) =>
    void reply.code(404).send(errorBody(404, `No route for ${req.method} ${req.url.split('?')[0]}`));
  app.setNotFoundHandler(noRoute);
  // Under /api/ an unknown GET is a JSON 404 too, never the pages' catch-all (which would
  // redirect a failed page load home, as HTML).
  app.get('/api/*', async (req, reply) => noRoute(req, reply));

  // HTML and JSON are compressed on the fly (Brotli or gzip by Accept-Encoding); the hashed
  // assets are precompressed at build time and served as they are (ARCHITECTURE "Performance by
  // design"). Registered before any route: the plugin attaches itself to routes as they are added.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });

  const services = createServices(db);
  const rates = exchangeRates ?? exchangeRatesFor(config.exchangeRates);
  // Set once the back office is mounted below; a payment can only arrive after the server is ready.
  // eslint-disable-next-line prefer-const -- assigned once mounted below; the payment hook above it reads it later
  let backOffice: BackOffice | undefined;
  const context = (req: Parameters<typeof contextOf>[0]) => contextOf(req, config.storeHosts, config.publicUrl);

  // Failed print jobs are counted here for the staff's monitoring until the back office lists them.
  app.get('/health', async () => {
    await pingDatabase(db);
    return { status: 'ok', database: db.kind, failed_print_jobs: await countFailedPrintJobs(db) };
  });

  // Readiness and liveness for a load balancer; readiness fails while draining (server/main.ts).
  healthRoutes(app, { db });
  answerCache(app, createCatalogueVersion(db));
  catalogueRoutes(app, { ...services, context });
  contentRoutes(app, { ...services, context });
  const mediaStore = media ?? mediaStoreFor(config);
  // One limit on image decoding and rendering for the whole server: uploads, avatars, poster
  // variants and print files take turns in it (server/uploads/image-work.ts).
  const imageWork = createImageWork(config.imageWork);
  app.decorate('imageWork', imageWork);
  const prints = createPrintQueue({
    db,
    media: mediaStore,
    work: imageWork,
    clock: clock ?? systemClock,
    log: app.log,
    onAttempt: (seconds, outcome) => metrics.printJobDuration.observe({ outcome }, seconds),
    runsJobs: config.printJobs.run,
    concurrency: config.printJobs.concurrency,
    pollMs: config.printJobs.pollMs,
  });
  app.decorate('printQueue', prints);
  printQueueDepthGauge(metrics, () => printJobDepth(db));
  app.addHook('onClose', async () => {
    prints.stop();
    await prints.idle();
  });
  // Print files of orders paid before a restart that were not rendered yet.
  app.addHook('onReady', async () => {
    prints.resume();
  });
  // One guessing limit for every path that looks a gift-card or coupon code up.
  const guesses = createGuessLimiter(app);
  // One checkout provider: it takes payments, and the back office's refunds go back through it.
  const provider = checkoutProvider ?? checkoutProviderFor(config.checkoutProvider, demo?.checkoutProviders);
  // Cart pricing, /api/{provider}-checkout/order, /sandbox/* (spec §7).
  commerceRoutes(app, {
    guesses,
    db,
    context,
    provider,
    media: mediaStore,
    rates,
    onPaid: (orderId) => {
      prints.enqueue(orderId);
      void backOffice?.orderPaid(orderId);
    },
  });
  // check-balance, (un)subscribe (spec §7).
  giftCardRoutes(app, { db, guesses });
  newsletterRoutes(app, { db, context, clock: systemClock });
  await uploadRoutes(app, { db, media: mediaStore, clock: clock ?? systemClock, imageWork, limits: config.uploads });
  const sweep = createUploadSweep({
    db,
    media: mediaStore,
    clock: clock ?? systemClock,
    maxAgeMs: config.uploads.maxAgeMs,
    intervalMs: config.uploads.sweepIntervalMs,
    onError: (err) => app.log.error({ err }, 'upload sweep failed'),
  });
  app.decorate('uploadSweep', sweep);
  app.addHook('onReady', async () => {
    sweep.start();
  });
  app.addHook('onClose', async () => {
    await sweep.stop();
  });
  personalisationRoutes(app, { db, media: mediaStore });
  renderPageRoutes(app, { db });
  seoRoutes(app, { publicUrl: config.publicUrl, sitemaps: createSitemapRepository(db), version: createCatalogueVersion(db) });
  wallRoutes(app, {
    walls: createWallService({
      repository: createWallRepository(db),
      productById: (id, ctx) => services.catalogue.productById(id, ctx),
      newId: newWallId,
    }),
    context,
    preview: (ctx) => ({
      image: async (url, width) => demo?.renderArt(url, width),
      productById: (id) => services.catalogue.productById(id, ctx),
    }),
  });
  await marketplaceRoutes(app, {
    config,
    db,
    context,
    media: mediaStore,
    imageWork,
    rates,
    ...(demo ? { embeddedWallet: demo.wallet } : {}),
    ...(clock ? { clock } : {}),
  });
  // The staff's back office: sign-in, /api/admin/*, the shopper's order status and e-mails.
  backOffice = await backOfficeRoutes(app, {
    config,
    db,
    media: mediaStore,
    printQueue: prints,
    checkoutProvider: provider,
    ...(clock ? { clock } : {}),
    ...(demo ? { embeddedWalletPath: demo.wallet.path } : {}),
    rates,
  });
  if (demo) await demo.artRoutes(app, { db, dataDir: config.dataDir, maxBytes: config.mediaCacheMaxBytes });
  if (withSsr) await ssrRoutes(app, { config, services, version: createCatalogueVersion(db), errorPages });
  return app;
};
