import path from 'node:path';
import type { ImageWorkLimits } from './uploads/image-work.js';

/** ARCHITECTURE "Demo and production"; server/shop-mode.ts holds what each mode allows. */
export type ShopMode = 'demo' | 'production';

/**
 * Every setting has a default that makes `npm start` work on a fresh machine, and an
 * environment override. See README "Configuration".
 */
export interface Config {
  /** demo (the default): seeded catalogue, demo coupons, sandbox providers; production: none of them (SHOP_MODE). */
  readonly mode: ShopMode;
  readonly port: number;
  readonly host: string;
  /** Absolute origin used in canonical and hreflang URLs. */
  readonly publicUrl: string;
  /** Folder for the embedded database, rendered media and uploads. */
  readonly dataDir: string;
  /** A PostgreSQL server; when absent the embedded PGlite in `<dataDir>/db` is used. */
  readonly databaseUrl: string | undefined;
  readonly logLevel: string;
  /** Host name → store code, e.g. "posters.de=de,posters.fr=fr" (STORE_HOSTS). */
  readonly storeHosts: ReadonlyMap<string, string>;
  readonly seed: number;
  /** Folder of uploaded photos and print files (MEDIA_DIR, default `<dataDir>/media`). */
  readonly mediaDir: string;
  /** Folder of the built client and SSR bundles. */
  readonly distDir: string;
  /**
   * How many reverse proxies in front of the server to believe in X-Forwarded-For (TRUST_PROXY).
   * 0 by default: otherwise anyone could pick the address the per-client rate limits count.
   */
  readonly trustProxy: number;
  /** The hosted checkout provider (CHECKOUT_PROVIDER): its name is the orders API's path segment, on both sides. */
  readonly checkoutProvider: string;
  /** Where euro exchange rates come from (EXCHANGE_RATES): `table`, the domain's fixed table. */
  readonly exchangeRates: string;
  /**
   * Where rate-limit counters live (RATE_LIMIT_STORE): `database` (shared by every instance on
   * one PostgreSQL; the default when DATABASE_URL is set) or `memory` (this process only).
   */
  readonly rateLimitStore: 'memory' | 'database';
  /** At most this many bytes of rendered images in `<dataDir>/media-cache` (MEDIA_CACHE_MAX_MB). */
  readonly mediaCacheMaxBytes: number;
  /** Artist login (spec §7 wallet login, server/auth). */
  readonly auth: AuthConfig;
  /** The one limit on image decoding and rendering (server/uploads/image-work.ts). */
  readonly imageWork: ImageWorkLimits;
  /** Customers' uploaded photos: disk budget, sweep and request limits (README "Uploads"). */
  readonly uploads: UploadLimits;
}

export interface UploadLimits {
  /** Bytes the photos no order holds may take together (UPLOAD_BUDGET_MB, default 2048). */
  readonly budgetBytes: number;
  /** A photo no order holds is deleted after this long (UPLOAD_MAX_AGE_HOURS, default 24). */
  readonly maxAgeMs: number;
  /** How often the sweep looks (UPLOAD_SWEEP_MINUTES, default 60). */
  readonly sweepIntervalMs: number;
  /** Uploads a client address may send per window (UPLOAD_LIMIT_PER_CLIENT, default 20 an hour). */
  readonly perClient: number;
  /** Uploads a network (IPv4 /24, IPv6 /56) may send per window (UPLOAD_LIMIT_PER_NETWORK, default 60 an hour). */
  readonly perNetwork: number;
  readonly windowMs: number;
}

/**
 * The wallet login. Without WALLET_ISSUER_URL the embedded sandbox provider (server/demo/sandbox)
 * is the issuer; with it, any OpenID Connect provider with that client id and secret.
 */
export interface AuthConfig {
  readonly issuerUrl: string | undefined;
  readonly clientId: string;
  readonly clientSecret: string;
  /** Cookie signing secret (SESSION_SECRET); when absent one is made once and kept in the database. */
  readonly sessionSecret: string | undefined;
  readonly idleTimeoutMinutes: number;
  readonly absoluteTimeoutHours: number;
  /** Provider subjects that moderate uploads (REVIEWER_SUBJECTS, comma-separated). */
  readonly reviewerSubjects: readonly string[];
}

const int = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
};

export const parseStoreHosts = (value: string | undefined): ReadonlyMap<string, string> =>
  new Map(
    (value ?? '')
      .split(',')
      .map((pair) => pair.trim())
      .filter(Boolean)
      .map((pair) => {
        const [host, code] = pair.split('=').map((s) => s.trim().toLowerCase());
        if (!host || !code) throw new Error(`STORE_HOSTS entry "${pair}" must look like host=code`);
        return [host, code] as const;
      }),
  );

const modeOf = (value: string | undefined): ShopMode => {
  const v = value?.trim() || 'demo';
  if (v !== 'demo' && v !== 'production') throw new Error(`SHOP_MODE must be demo or production, got "${value}"`);
  return v;
};

/** The wallet client secret the sandbox provider knows; a real provider issues its own. */
export const SANDBOX_CLIENT_SECRET = 'sandbox-secret';

/** A reviewer subject only the demo's sandbox wallet hands out; never a default in production. */
export const SANDBOX_REVIEWER = 'sandbox-reviewer';

const rateLimitStoreOf = (value: string | undefined, shared: boolean): 'memory' | 'database' => {
  if (value === undefined || value === '') return shared ? 'database' : 'memory';
  if (value !== 'memory' && value !== 'database') throw new Error(`RATE_LIMIT_STORE must be memory or database, got "${value}"`);
  return value;
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const port = int(env.PORT, 3000, 'PORT');
  const mode = modeOf(env.SHOP_MODE);
  return {
    mode,
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    storeHosts: parseStoreHosts(env.STORE_HOSTS),
    seed: int(env.SEED, 20261123, 'SEED'),
    mediaDir: path.resolve(env.MEDIA_DIR ?? path.join(env.DATA_DIR ?? 'data', 'media')),
    distDir: path.resolve(env.DIST_DIR ?? 'dist'),
    trustProxy: int(env.TRUST_PROXY, 0, 'TRUST_PROXY'),
    checkoutProvider: env.CHECKOUT_PROVIDER || 'sandbox',
    exchangeRates: env.EXCHANGE_RATES?.trim() || 'table',
    auth: {
      issuerUrl: env.WALLET_ISSUER_URL || undefined,
      clientId: env.WALLET_CLIENT_ID || 'poster-shop',
      clientSecret: env.WALLET_CLIENT_SECRET || SANDBOX_CLIENT_SECRET,
      sessionSecret: env.SESSION_SECRET || undefined,
      idleTimeoutMinutes: int(env.SESSION_IDLE_MINUTES, 30, 'SESSION_IDLE_MINUTES') || 30,
      absoluteTimeoutHours: int(env.SESSION_ABSOLUTE_HOURS, 12, 'SESSION_ABSOLUTE_HOURS') || 12,
      reviewerSubjects: (env.REVIEWER_SUBJECTS ?? (mode === 'demo' ? SANDBOX_REVIEWER : ''))
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    },
    rateLimitStore: rateLimitStoreOf(env.RATE_LIMIT_STORE, Boolean(env.DATABASE_URL)),
    mediaCacheMaxBytes: int(env.MEDIA_CACHE_MAX_MB, 1024, 'MEDIA_CACHE_MAX_MB') * 1024 * 1024,
    imageWork: {
      concurrency: int(env.IMAGE_WORK_CONCURRENCY, 2, 'IMAGE_WORK_CONCURRENCY') || 2,
      queue: int(env.IMAGE_WORK_QUEUE, 8, 'IMAGE_WORK_QUEUE'),
      maxWaitMs: (int(env.IMAGE_WORK_WAIT_SECONDS, 30, 'IMAGE_WORK_WAIT_SECONDS') || 30) * 1000,
    },
    uploads: {
      budgetBytes: int(env.UPLOAD_BUDGET_MB, 2048, 'UPLOAD_BUDGET_MB') * 1024 * 1024,
      maxAgeMs: (int(env.UPLOAD_MAX_AGE_HOURS, 24, 'UPLOAD_MAX_AGE_HOURS') || 24) * 3_600_000,
      sweepIntervalMs: (int(env.UPLOAD_SWEEP_MINUTES, 60, 'UPLOAD_SWEEP_MINUTES') || 60) * 60_000,
      perClient: int(env.UPLOAD_LIMIT_PER_CLIENT, 20, 'UPLOAD_LIMIT_PER_CLIENT'),
      perNetwork: int(env.UPLOAD_LIMIT_PER_NETWORK, 60, 'UPLOAD_LIMIT_PER_NETWORK'),
      windowMs: 3_600_000,
    },
  };
};
