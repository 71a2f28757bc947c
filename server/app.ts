import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/db.port.js';
import { pingDatabase } from './db/health.repository.js';
import type { ErrorPages } from './http/error-pages.js';
import { contextOf } from './http/store-context.js';
import { catalogueRoutes } from './catalogue/catalogue.routes.js';
import { createServices } from './services.js';
import { contentRoutes } from './content/content.routes.js';
import { ssrRoutes } from './ssr/ssr.routes.js';
import { answerCache } from './http/answer-cache.js';
import { createCatalogueVersion } from './platform/catalogue-version.js';
import { uploadRoutes } from './uploads/upload.routes.js';
import { personalisationRoutes } from './personalisation/personalisation.routes.js';
import { createPersonaliser } from './personalisation/personalised-lines.js';
import { customerPhotosIn } from './uploads/customer-images.js';
import { renderPageRoutes } from './personalisation/render-page.js';
import { orderedLinesOf } from './orders/ordered-lines.js';
import { findOrder } from './orders/order.repository.js';
import { orderPrints } from './personalisation/order-prints.js';
import type { PrintQueue } from './personalisation/print-queue.js';
import { countFailedPrintJobs } from './personalisation/print-job.repository.js';
import type { MediaStore } from './platform/media-store.port.js';
import type { ImageWork } from './platform/image-work.js';
import type { UploadSweep } from './uploads/upload-sweep.js';
import { seoRoutes } from './seo/seo.routes.js';
import { createSitemapRepository } from './seo/sitemap.repository.js';
import { createWallRepository } from './walls/wall.repository.js';
import { createWallService } from './walls/wall.service.js';
import { wallRoutes } from './walls/wall.routes.js';
import { newWallId } from './walls/wall-id.js';
import { checkoutRoutes } from './orders/order.routes.js';
import { createPayments } from './orders/payments.js';
import { createOrderChanges } from './orders/order-changes.js';
import { orderStatusRoutes } from './orders/status/order-status.js';
import { createSqlGiftCards } from './giftcards/gift-cards.repository.js';
import { giftCardRoutes } from './giftcards/giftcard.routes.js';
import { newsletterRoutes } from './newsletter/newsletter.routes.js';
import { createGuessLimiter } from './http/guess-limiter.js';
import { marketplaceRoutes } from './marketplace.js';
import { recordArtistSales } from './artists/ledger.js';
import { sqlPayoutLedger } from './artists/payout-ledger.repository.js';
import type { Clock } from './platform/clock.js';
import type { ExchangeRates } from './platform/exchange-rates.port.js';
import { checkoutProviderFor } from './orders/providers.js';
import type { DemoWorld } from './demo/index.js';
import type { CheckoutProvider } from './orders/checkout-provider.port.js';
import { assertSafeForMode } from './shop-mode.js';
import { processDeps } from './process-deps.js';
import { backOfficeRoutes } from './backoffice/backoffice.js';
import { reverseSaleEntries } from './artists/ledger.repository.js';
import { returnStock } from './catalogue/stock.repository.js';
import { creditGiftCard } from './giftcards/gift-cards.repository.js';
import { voidGiftCards, voidUnusedIssuedGiftCards } from './giftcards/gift-card-voids.repository.js';
import { createShopMetrics, timedDb, type ShopMetrics } from './http/metrics.js';
import { healthRoutes } from './http/health.js';
import type { Server } from 'node:http';
import { createHttpServer } from './app-plugins.js';
import { startCatalogueImages, startPrintQueue, startUploadSweep } from './background-jobs.js';
import { createProductManagement } from './catalogue/management/product-management.js';
import { catalogueMediaRoutes } from './catalogue/catalogue-media.routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Print files of paid personalised orders, rendered one at a time in the background. */
    printQueue: PrintQueue;
    /** Deletes uploaded photos no order took after UPLOAD_MAX_AGE_HOURS (docs/rules/uploads.md#rate-and-storage). */
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

/** Where the demo's own Klarna stand-in is mounted, when the demo runs Klarna without an account. */
const KLARNA_STAND_IN_PATH = '/klarna-stand-in';

/**
 * The demo with CHECKOUT_PROVIDER=klarna and no KLARNA_API_URL runs against Klarna's stand-in in
 * this same server (docs/payments.md#the-stand-in), which the provider calls over this machine's
 * loopback; production never (it names the missing variables instead).
 */
const withKlarnaStandIn = async (app: FastifyInstance, config: Config, demo: DemoWorld | undefined): Promise<Config> => {
  if (!demo || config.checkoutProvider !== 'klarna' || config.klarna.apiUrl) return config;
  const credentials = await demo.mountKlarnaStandIn(app, KLARNA_STAND_IN_PATH);
  const apiUrl = `http://127.0.0.1:${config.port}${KLARNA_STAND_IN_PATH}`;
  return { ...config, klarna: { ...config.klarna, ...credentials, apiUrl, embedOrigins: [] } };
};

/** The web process: every capability wired from one set of process deps (server/process-deps.ts). */
export const buildApp = async (options: AppOptions): Promise<FastifyInstance> => {
  const { config, withSsr = true, logger } = options;
  // However the app is built, production never serves a sandbox provider (server/shop-mode.ts).
  assertSafeForMode(config);
  const metrics = createShopMetrics();
  // The demo world is loaded in demo mode only; production never imports it (docs/operations.md#demo-and-production).
  const demo: DemoWorld | undefined = config.mode === 'demo' ? (await import('./demo/index.js')).demoWorld : undefined;
  const deps = processDeps({
    config,
    // Every statement is timed for the metrics (shop_db_query_duration_seconds).
    db: timedDb(options.db, metrics),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.media ? { media: options.media } : {}),
    ...(options.exchangeRates ? { rates: options.exchangeRates } : {}),
  });
  const { db, clock, media, rates, imageWork } = deps;
  const errorPages: ErrorPages = {};
  const app = await createHttpServer({ config, db, metrics, logger, errorPages });

  const services = createServices(db);
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
  // One limit on image decoding and rendering for the whole server: uploads, avatars, poster
  // variants and print files take turns in it (server/platform/image-work.ts).
  app.decorate('imageWork', imageWork);
  const prints = startPrintQueue(app, { ...deps, ...(demo ? { catalogueArtwork: demo.posterArtwork } : {}) });
  // One guessing limit for every path that looks a gift-card or coupon code up.
  const guesses = createGuessLimiter(app);
  // One checkout provider: it takes payments, and the back office's refunds go back through it.
  const provider =
    options.checkoutProvider ?? checkoutProviderFor(await withKlarnaStandIn(app, config, demo), demo?.checkoutProviders);
  // Payment is the orders' API; the provider's pages and callbacks call it. "Paid" reaches the
  // print queue here and the confirmation e-mail once the back office is mounted below.
  const payments = createPayments({
    db,
    clock,
    rates,
    recordSales: recordArtistSales,
    giftCardsBoughtWith: createSqlGiftCards(db).issuedFor,
    onSubscriberError: (err, orderId) => app.log.error({ err, orderId }, 'a paid order was not handed on'),
  });
  payments.onPaid((orderId) => prints.enqueue(orderId));
  // Cart pricing, /api/{provider}-checkout/order, the provider's own pages and callbacks (docs/rules/shop-wide.md#wire-conventions).
  checkoutRoutes(app, {
    guesses,
    db,
    context,
    provider,
    clock,
    personaliser: createPersonaliser(customerPhotosIn(media)),
    rates,
    payments,
  });
  // check-balance, (un)subscribe (docs/rules/shop-wide.md#wire-conventions).
  giftCardRoutes(app, { db, guesses });
  newsletterRoutes(app, { db, context, clock });
  await uploadRoutes(app, { db, media, clock, imageWork, limits: config.uploads });
  startUploadSweep(app, deps);
  personalisationRoutes(app, { db, media });
  renderPageRoutes(app, { db, orders: orderedLinesOf });
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
  // The catalogue's images made from a master staff uploaded, and the product management behind /api/admin/catalogue.
  catalogueMediaRoutes(app, { media });
  const products = createProductManagement({ db, clock, rates, media, work: imageWork, images: startCatalogueImages(app, deps) });
  // The staff's back office: sign-in, /api/admin/*, the order desk and the shopper's e-mails.
  const backOffice = await backOfficeRoutes(app, {
    config,
    db,
    media,
    clock,
    mailer: deps.mailer,
    rates,
    printQueue: prints,
    readOrder: findOrder,
    orderPrints,
    orderChanges: createOrderChanges({
      db,
      clock,
      provider,
      reverseSales: reverseSaleEntries,
      returnStock,
      creditGiftCard,
      voidUnusedIssuedGiftCards,
    }),
    voidGiftCards,
    giftCardsBought: createSqlGiftCards(db).issuedFor,
    payoutLedger: sqlPayoutLedger,
    products,
    ...(demo ? { embeddedWalletPath: demo.wallet.path } : {}),
  });
  payments.onPaid(backOffice.orderPaid);
  // The shopper's order status, from the e-mails' link.
  orderStatusRoutes(app, { db, prints: orderPrints });
  await marketplaceRoutes(app, {
    config,
    db,
    context,
    media,
    imageWork,
    rates,
    clock,
    staffMayModerate: backOffice.mayModerate,
    ...(demo ? { embeddedWallet: demo.wallet } : {}),
  });
  if (demo) await demo.artRoutes(app, { db, dataDir: config.dataDir, maxBytes: config.mediaCacheMaxBytes });
  if (withSsr) await ssrRoutes(app, { config, services, version: createCatalogueVersion(db), errorPages });
  return app;
};
