/**
 * The artist marketplace wired in one call from server/app.ts: the wallet login (the embedded
 * sandbox provider unless WALLET_ISSUER_URL names a real one), sessions and their guard on
 * /api/auth/*, the artist's own account, poster uploads with their background image making,
 * and moderation.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { Config } from './config.js';
import type { Db } from './db/db.port.js';
import { STARTUP_LOCK } from './db/startup-lock.js';
import type { StoreContext } from './http/store-context.js';
import type { ExchangeRates } from './platform/exchange-rates.port.js';
import type { Clock } from './platform/clock.js';
import { artistLoginRoutes, refreshProviderTokens } from './artists/artist-login.routes.js';
import { guardAuthRoutes, requireReviewer } from './auth/guard.js';
import { createOidcWalletLogin } from './auth/oidc-wallet-login.js';
import { createSessions } from './auth/sessions.js';
import type { EmbeddedWalletProvider, WalletLogin } from './auth/wallet-login.port.js';
import { moderationRoutes } from './backoffice/moderation/moderation.routes.js';
import { inProcessFetch } from './http/in-process-fetch.js';
import { createModerationService } from './backoffice/moderation/moderation.service.js';
import { createSqlPostersInReview } from './backoffice/moderation/posters-in-review.repository.js';
import { accountRoutes } from './artists/account.routes.js';
import { payoutDetailsRoutes } from './artists/payout-details.routes.js';
import { fillMissingAliasKeys } from './artists/alias.service.js';
import { artistMediaRoutes } from './artists/artist-media.routes.js';
import { createPosterImageQueue, type PosterImageQueue } from './artists/poster-images.js';
import type { MediaStore } from './platform/media-store.port.js';
import type { ImageWork } from './platform/image-work.js';
import { UPLOAD_MAX_BYTES } from './platform/image-checks.js';

export interface MarketplaceDeps {
  readonly config: Config;
  readonly db: Db;
  readonly context: (req: FastifyRequest) => StoreContext;
  readonly clock: Clock;
  /** Where originals, generated poster images and avatars are kept. */
  readonly media: MediaStore;
  /** The server's one limit on image work (uploads, avatars, poster variants, print files). */
  readonly imageWork: ImageWork;
  /** Euro rates: an approved poster is priced from the standard EUR prices. */
  readonly rates: ExchangeRates;
  /** Replaces the OIDC client (tests of the session rules alone). */
  readonly wallet?: WalletLogin;
  /** The demo's own OpenID Connect provider, used when WALLET_ISSUER_URL is unset (demo mode only). */
  readonly embeddedWallet?: EmbeddedWalletProvider;
  /** The back office's answer whether a request's staff member may moderate (pictures of posters in review). */
  readonly staffMayModerate?: (req: FastifyRequest) => Promise<boolean>;
}

export const marketplaceRoutes = async (app: FastifyInstance, deps: MarketplaceDeps): Promise<{ images: PosterImageQueue }> => {
  const { config, db } = deps;
  const { clock } = deps;
  const a = config.auth;
  const redirectUri = `${config.publicUrl}/auth/callback`;
  const embedded = a.issuerUrl === undefined ? deps.embeddedWallet : undefined;
  // The back office's staff sign in through the same client by default (server/backoffice, STAFF_CLIENT_ID).
  const staffRedirect = config.staff.issuerUrl === undefined && config.staff.clientId === a.clientId;
  const otherRedirectUris = staffRedirect ? [`${config.publicUrl}/auth/staff/callback`] : [];
  const originFromRequest = config.publicUrlFromRequest && embedded !== undefined;
  embedded?.mount(app, {
    db,
    publicUrl: config.publicUrl,
    client: { id: a.clientId, secret: a.clientSecret, redirectUri, otherRedirectUris },
    anyOrigin: originFromRequest,
  });
  const issuer = a.issuerUrl ?? (embedded ? `${config.publicUrl}${embedded.path}` : undefined);
  // Production refuses to start without WALLET_ISSUER_URL (server/shop-mode.ts), so only a test
  // that replaces the wallet gets here without an issuer.
  const wallet =
    deps.wallet ??
    createOidcWalletLogin({
      issuer: issuer ?? `${config.publicUrl}/no-wallet-provider`,
      clientId: a.clientId,
      clientSecret: a.clientSecret,
      redirectUri,
      ...(embedded ? { fetch: inProcessFetch(app, new URL(config.publicUrl).origin, embedded.path) } : {}),
    });
  const sessions = createSessions(db, clock, {
    idleMs: a.idleTimeoutMinutes * 60_000,
    absoluteMs: a.absoluteTimeoutHours * 3_600_000,
  });
  const media = deps.media;
  const images = createPosterImageQueue({
    db,
    media,
    clock,
    work: deps.imageWork,
    log: (msg, data) => app.log.info(data ?? {}, msg),
  });

  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
    guardAuthRoutes(scope, sessions);
    artistLoginRoutes(scope, {
      db,
      clock,
      sessions,
      wallet,
      publicUrl: config.publicUrl,
      reviewerSubjects: a.reviewerSubjects,
      originFromRequest,
    });
    accountRoutes(scope, {
      db,
      clock,
      context: deps.context,
      media,
      images,
      imageWork: deps.imageWork,
      excludedCategorySlug: 'personalised',
      refresh: (s) => refreshProviderTokens({ sessions, wallet }, s),
    });
    payoutDetailsRoutes(scope, { db });
    artistMediaRoutes(scope, {
      db,
      media,
      sessions,
      ...(deps.staffMayModerate ? { staffMayModerate: deps.staffMayModerate } : {}),
    });
    moderationRoutes(scope, {
      requireReviewer,
      moderation: createModerationService({ posters: createSqlPostersInReview(db), clock, rates: deps.rates }),
    });
  });
  // Tests wait for the background image making through this handle.
  app.decorate('artistImages', images);
  app.addHook('onReady', async () => {
    // Aliases written before migration 061 get their comparison key before anyone can claim one.
    const cleared = await db.exclusive(STARTUP_LOCK, () => fillMissingAliasKeys(db));
    if (cleared.length) app.log.warn({ artists: cleared }, "aliases taken back: look-alikes of an older artist's alias");
    await images.resume();
  });
  app.addHook('onClose', async () => {
    await images.idle();
  });
  return { images };
};
