/**
 * The back office wired in one call from server/app.ts (issue 27): staff sign-in through OpenID
 * Connect with the back office's own client settings (by default the wallet's; the demo's
 * sandbox wallet when no issuer is configured), staff sessions and their guard on /api/admin/*,
 * and the order desk.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/db.port.js';
import { systemClock, type Clock } from '../platform/clock.js';
import type { MediaStore } from '../uploads/media-store.port.js';
import { createOidcWalletLogin } from '../auth/oidc-wallet-login.js';
import type { WalletLogin } from '../auth/wallet-login.port.js';
import { inProcessFetch } from '../artists/marketplace.js';
import { guardAdminApi } from './staff-guard.js';
import { STAFF_CALLBACK_PATH, staffLoginRoutes } from './staff-login.routes.js';
import { createStaffSessions } from './staff-sessions.js';
import { createOrderDesk } from './order-desk.service.js';
import { adminOrderRoutes } from './orders.routes.js';

export interface BackOfficeDeps {
  readonly config: Config;
  readonly db: Db;
  readonly media: MediaStore;
  readonly clock?: Clock;
  /** The demo's embedded wallet provider's path, used when no issuer is configured (demo mode only). */
  readonly embeddedWalletPath?: string;
  /** Replaces the OIDC client (tests of the session rules alone). */
  readonly login?: WalletLogin;
}

/** The staff callback the embedded provider must accept beside the artists' (server/artists/marketplace.ts). */
export const staffCallbackUrl = (publicUrl: string): string => `${publicUrl}${STAFF_CALLBACK_PATH}`;

export const backOfficeRoutes = async (app: FastifyInstance, deps: BackOfficeDeps): Promise<void> => {
  const { config, db } = deps;
  const clock = deps.clock ?? systemClock;
  const s = config.staff;
  const embedded = s.issuerUrl === undefined ? deps.embeddedWalletPath : undefined;
  const login =
    deps.login ??
    createOidcWalletLogin({
      issuer: s.issuerUrl ?? `${config.publicUrl}${embedded ?? '/no-staff-provider'}`,
      clientId: s.clientId,
      clientSecret: s.clientSecret,
      redirectUri: staffCallbackUrl(config.publicUrl),
      ...(embedded ? { fetch: inProcessFetch(app, new URL(config.publicUrl).origin, embedded) } : {}),
    });
  // Staff sessions follow the artists' timeouts (SESSION_IDLE_MINUTES, SESSION_ABSOLUTE_HOURS).
  const sessions = createStaffSessions(db, clock, {
    idleMs: config.auth.idleTimeoutMinutes * 60_000,
    absoluteMs: config.auth.absoluteTimeoutHours * 3_600_000,
  });
  await app.register(async (scope) => {
    guardAdminApi(scope, { sessions, members: s.members });
    staffLoginRoutes(scope, { db, clock, sessions, login, publicUrl: config.publicUrl, members: s.members });
    adminOrderRoutes(scope, { desk: createOrderDesk({ db, clock, media: deps.media }) });
  });
};
