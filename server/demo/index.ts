/**
 * The demo world (docs/operations.md#demo-and-production): generated art, the demo catalogue and its
 * coupons, and the sandbox checkout and wallet providers. The shop reaches it only through the
 * ports it implements, and only in demo mode: server/app.ts and server/prepare.ts import this
 * module dynamically, and the compiled server keeps it in a chunk of its own that production
 * never loads.
 */
import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import type { Db } from '../db/db.port.js';
import type { EmbeddedWalletProvider } from '../auth/wallet-login.port.js';
import type { CheckoutProvider } from '../orders/checkout-provider.port.js';
import { createCatalogueVersion } from '../platform/catalogue-version.js';
import { renderMedia } from './art/index.js';
import { demoPosterArtwork } from './art/poster-artwork.repository.js';
import type { PosterArtwork } from '../personalisation/poster-artwork.port.js';
import { createKnownMedia } from './art/known-media.js';
import { mediaRoutes } from './art/media.routes.js';
import { createSandboxProvider, SANDBOX_PROVIDER } from './sandbox/sandbox-provider.js';
import { createKlarnaStandIn } from './klarna-stand-in/index.js';
import { SANDBOX_WALLET_PATH, sandboxWalletRoutes } from './sandbox/wallet-provider.js';
import { isSeeded, seedCatalogue } from './seed/index.js';
import { seedCoupons } from './seed/coupons.js';
import { correctSeededCatalogue } from './seed/corrections.js';
import { pageTexts } from './seed/content.js';

export interface DemoWorld {
  /** Checkout providers by CHECKOUT_PROVIDER name. */
  readonly checkoutProviders: Readonly<Record<string, () => CheckoutProvider>>;
  /** The wallet login's provider when no WALLET_ISSUER_URL is set. */
  readonly wallet: EmbeddedWalletProvider;
  /** A catalogue poster's generated artwork as the vector drawing it is, for its print file. */
  readonly posterArtwork: PosterArtwork;
  /** Generated artwork as WebP bytes, for pictures composed on the server (shared walls). */
  readonly renderArt: (url: string, width?: number) => Promise<Buffer | undefined>;
  /** Serves /media/… (the demo catalogue's generated pictures), cached under the data folder. */
  readonly artRoutes: (app: FastifyInstance, opts: { db: Db; dataDir: string; maxBytes: number }) => Promise<void>;
  readonly isSeeded: typeof isSeeded;
  readonly seedCatalogue: typeof seedCatalogue;
  readonly seedCoupons: typeof seedCoupons;
  /**
   * Klarna's stand-in inside the demo shop, for CHECKOUT_PROVIDER=klarna without KLARNA_API_URL
   * (docs/payments.md#the-stand-in): mounted at `prefix`, its frame and script served from the shop's
   * own origin; answers the credentials the shop's provider uses.
   */
  readonly mountKlarnaStandIn: (app: FastifyInstance, prefix: string) => Promise<{ username: string; password: string }>;
  /** Corrections of what earlier seeds wrote, for a demo database seeded before them. */
  readonly correctSeededCatalogue: typeof correctSeededCatalogue;
  /** A demo content page's texts in every language (pages added to demo databases seeded earlier). */
  readonly pageTexts: typeof pageTexts;
}

export const demoWorld: DemoWorld = {
  checkoutProviders: { [SANDBOX_PROVIDER]: createSandboxProvider },
  wallet: { path: SANDBOX_WALLET_PATH, mount: sandboxWalletRoutes },
  renderArt: async (url, width) => (await renderMedia(url, width))?.body,
  posterArtwork: demoPosterArtwork,

  artRoutes: (app, { db, dataDir, maxBytes }) =>
    mediaRoutes(app, {
      cacheDir: path.join(dataDir, 'media-cache'),
      known: createKnownMedia(db, createCatalogueVersion(db)),
      maxBytes,
    }),
  mountKlarnaStandIn: async (app, prefix) => {
    const credentials = { username: 'demo-shop', password: 'demo-stand-in' };
    await app.register(createKlarnaStandIn({ ...credentials, publicBaseUrl: prefix }).plugin, { prefix });
    return credentials;
  },
  isSeeded,
  seedCatalogue,
  seedCoupons,
  correctSeededCatalogue,
  pageTexts,
};
