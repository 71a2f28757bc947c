import { PAGE_RENDER_LIMITS, type ClientGateLimits } from './http/client-gate.js';
import path from 'node:path';
import type { ImageWorkLimits } from './platform/image-work.js';
import { isStaffRole, mayDo, STAFF_ROLES, type StaffRole } from '../src/domain/backoffice/roles.js';
import type { MetricsConfig } from './http/metrics.js';
import type { S3Settings } from './uploads/s3-media-store.js';
import { PAYOUT_HOLD_DAYS_DEFAULT, PAYOUT_MINIMUM_EUR_DEFAULT } from '../src/domain/payouts/index.js';

/** docs/architecture.md#demo-and-production; server/shop-mode.ts holds what each mode allows. */
export type ShopMode = 'demo' | 'production';

/**
 * Every setting has a default that makes `npm start` work on a fresh machine, and an
 * environment override. See docs/configuration.md.
 */
export interface Config {
  /** demo (the default): seeded catalogue, demo coupons, sandbox providers; production: none of them (SHOP_MODE). */
  readonly mode: ShopMode;
  readonly port: number;
  readonly host: string;
  /** Absolute origin used in canonical and hreflang URLs. */
  readonly publicUrl: string;
  /**
   * Demo mode with PUBLIC_URL unset: the sign-in callback is made from the address each request
   * came to, so the sandbox wallet works on whatever host and port the shop was opened at.
   */
  readonly publicUrlFromRequest: boolean;
  /** Folder for the embedded database, rendered media and uploads. */
  readonly dataDir: string;
  /** A PostgreSQL server; when absent the embedded PGlite in `<dataDir>/db` is used. */
  readonly databaseUrl: string | undefined;
  readonly logLevel: string;
  /** Host name → store code, e.g. "posters.de=de,posters.fr=fr" (STORE_HOSTS). */
  readonly storeHosts: ReadonlyMap<string, string>;
  readonly seed: number;
  /** Folder of uploaded photos and print files (MEDIA_DIR, default `<dataDir>/media`), with MEDIA_STORE=local. */
  readonly mediaDir: string;
  /** Where uploads, artist images and print files live (MEDIA_STORE): the local folder, or S3-compatible storage. */
  readonly mediaStore: { readonly kind: 'local' } | ({ readonly kind: 's3' } & S3Settings);
  /** Folder of the built client and SSR bundles. */
  readonly distDir: string;
  /**
   * How many reverse proxies in front of the server to believe in X-Forwarded-For (TRUST_PROXY).
   * 0 by default: otherwise anyone could pick the address the per-client rate limits count.
   */
  readonly trustProxy: number;
  /** The hosted checkout provider (CHECKOUT_PROVIDER): its name is the orders API's path segment, on both sides. */
  readonly checkoutProvider: string;
  /** Klarna Checkout's account, with CHECKOUT_PROVIDER=klarna (docs/payments.md). */
  readonly klarna: KlarnaAccount;
  /** Where euro exchange rates come from (EXCHANGE_RATES): `table`, the domain's fixed table. */
  readonly exchangeRates: string;
  /**
   * Where rate-limit counters live (RATE_LIMIT_STORE): `database` (shared by every instance on
   * one PostgreSQL; the default when DATABASE_URL is set) or `memory` (this process only).
   */
  readonly rateLimitStore: 'memory' | 'database';
  /** At most this many bytes of rendered images in `<dataDir>/media-cache` (MEDIA_CACHE_MAX_MB). */
  readonly mediaCacheMaxBytes: number;
  /** Artist login (docs/rules/artists.md#sign-in-and-sessions wallet login, server/auth). */
  readonly auth: AuthConfig;
  /** Staff sign-in to the back office (server/backoffice). */
  readonly staff: StaffConfig;
  /** The shopper's e-mails: SMTP_URL sends them; without it they stay in the outbox (demo). MAIL_FROM is the sender. */
  readonly mail: { readonly smtpUrl: string | undefined; readonly from: string };
  /** The one limit on image decoding and rendering (server/platform/image-work.ts). */
  readonly imageWork: ImageWorkLimits;
  /**
   * Pages no cache holds, per client address (server/http/client-gate.ts): rendered at once
   * (PAGE_RENDERS_PER_CLIENT, default 1) and waiting besides (PAGE_RENDER_QUEUE_PER_CLIENT, default 4).
   */
  readonly pageRenders: ClientGateLimits;
  /** Customers' uploaded photos: disk budget, sweep and request limits (docs/rules/uploads.md#rate-and-storage). */
  readonly uploads: UploadLimits;
  /** Prometheus metrics: a port of their own or a bearer token, never public (docs/operations.md#metrics). */
  readonly metrics: MetricsConfig;
  /** Print jobs in this process (docs/operations.md#print-jobs). */
  readonly printJobs: PrintJobsConfig;
  /** How a SIGTERM drains the instance (docs/architecture.md#scaling-out). */
  readonly shutdown: ShutdownConfig;
  /** Artist payouts (docs/rules/artists.md#payouts, docs/configuration.md#payouts). */
  readonly payouts: PayoutConfig;
}

export interface PayoutConfig {
  readonly holdDays: number;
  readonly minimumEur: number;
  /** The shop as debtor of the SEPA file; without an IBAN (production unless set) a run is refused. */
  readonly debtor: { readonly name: string; readonly iban: string | undefined; readonly bic: string | undefined };
}

/** The demo's sample account (a well-known test IBAN), so a demo run writes a complete file. */
const DEMO_DEBTOR_IBAN = 'DE89370400440532013000';

const payoutConfigOf = (env: NodeJS.ProcessEnv, mode: ShopMode): PayoutConfig => {
  const minimum = env.PAYOUT_MINIMUM_EUR?.trim() || String(PAYOUT_MINIMUM_EUR_DEFAULT);
  if (!/^\d+(\.\d{1,2})?$/.test(minimum))
    throw new Error(`PAYOUT_MINIMUM_EUR must be euros with at most two decimals, got "${minimum}"`);
  return {
    holdDays: int(env.PAYOUT_HOLD_DAYS, PAYOUT_HOLD_DAYS_DEFAULT, 'PAYOUT_HOLD_DAYS'),
    minimumEur: Number(minimum),
    debtor: {
      name: env.PAYOUT_DEBTOR_NAME?.trim() || 'Atelier Posters',
      iban: env.PAYOUT_DEBTOR_IBAN?.replace(/\s+/g, '').toUpperCase() || (mode === 'demo' ? DEMO_DEBTOR_IBAN : undefined),
      bic: env.PAYOUT_DEBTOR_BIC?.trim().toUpperCase() || undefined,
    },
  };
};

export interface PrintJobsConfig {
  /** Whether this process runs print jobs (PRINT_JOBS=on|off, default on); off: a worker process does. */
  readonly run: boolean;
  /** Jobs run at once in this process (PRINT_CONCURRENCY, default 1). */
  readonly concurrency: number;
  /** How often to look for jobs other processes enqueued (PRINT_POLL_SECONDS; default 5 on PostgreSQL, 0 embedded). */
  readonly pollMs: number;
}

const onOff = (value: string | undefined, fallback: boolean, name: string): boolean => {
  const v = value?.trim().toLowerCase();
  if (!v) return fallback;
  if (v === 'on' || v === 'true' || v === '1') return true;
  if (v === 'off' || v === 'false' || v === '0') return false;
  throw new Error(`${name} must be on or off, got "${value}"`);
};

export interface ShutdownConfig {
  /**
   * Readiness fails this long before the listener closes, so the load balancer's health check
   * sees it and sends new requests elsewhere (SHUTDOWN_DRAIN_MS, default 5000; SIGINT skips it).
   */
  readonly drainMs: number;
  /** Requests still running this long after the listener closed are cut off (SHUTDOWN_GRACE_MS, default 10000). */
  readonly graceMs: number;
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

/**
 * The back office's sign-in: its own OpenID Connect client, by default the wallet provider's
 * (STAFF_ISSUER_URL, STAFF_CLIENT_ID, STAFF_CLIENT_SECRET), and who is staff with which role.
 */
export interface StaffConfig {
  /** undefined: the wallet's issuer (the embedded sandbox provider in the demo). */
  readonly issuerUrl: string | undefined;
  readonly clientId: string;
  readonly clientSecret: string;
  /** Provider subject → role (STAFF, plus REVIEWER_SUBJECTS as reviewers for one release). */
  readonly members: ReadonlyMap<string, StaffRole>;
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

/** The demo's staff: one sandbox wallet identity per role (server/demo/sandbox/wallet-identities.ts). */
export const SANDBOX_STAFF = `sandbox-admin:admin,sandbox-fulfilment:fulfilment,${SANDBOX_REVIEWER}:reviewer,sandbox-catalogue:catalogue`;

/** Klarna's API address and merchant credentials; undefined until set (docs/payments.md#configuration). */
export interface KlarnaAccount {
  /** KLARNA_API_URL: https://api.playground.klarna.com to test, https://api.klarna.com (or a region's) to sell. */
  readonly apiUrl: string | undefined;
  readonly username: string | undefined;
  readonly password: string | undefined;
  /** KLARNA_TIMEOUT_MS: a call that takes longer counts as an outage (default 10 s). */
  readonly timeoutMs: number;
  /** KLARNA_TERMS_URL: the shop's terms, linked from Klarna's checkout (default the store's home page). */
  readonly termsUrl: string | undefined;
  /** KLARNA_EMBED_ORIGINS: where the checkout pages load Klarna's scripts and frames from (comma-separated). */
  readonly embedOrigins: readonly string[];
}

/** The origins Klarna's checkout snippet loads its scripts and frames from, for the page's CSP. */
const KLARNA_EMBED_ORIGINS = ['https://*.klarna.com', 'https://*.klarnacdn.net', 'https://*.klarnaservices.com'];

const klarnaAccountOf = (env: NodeJS.ProcessEnv): KlarnaAccount => {
  const apiUrl = env.KLARNA_API_URL?.trim().replace(/\/+$/, '') || undefined;
  const listed = (env.KLARNA_EMBED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  let apiOrigin: string | undefined;
  try {
    apiOrigin = apiUrl ? new URL(apiUrl).origin : undefined;
  } catch {
    throw new Error(`KLARNA_API_URL "${apiUrl}" is not a URL`);
  }
  // Klarna's own hosts serve the snippet from its CDNs; a stand-in or another host serves it from itself.
  const derived = apiOrigin && !/\.klarna\.com$/.test(new URL(apiOrigin).hostname) ? [apiOrigin] : KLARNA_EMBED_ORIGINS;
  return {
    apiUrl,
    username: env.KLARNA_USERNAME?.trim() || undefined,
    password: env.KLARNA_PASSWORD || undefined,
    timeoutMs: int(env.KLARNA_TIMEOUT_MS, 10_000, 'KLARNA_TIMEOUT_MS') || 10_000,
    termsUrl: env.KLARNA_TERMS_URL?.trim() || undefined,
    embedOrigins: listed.length ? listed : derived,
  };
};

/**
 * STAFF lists `subject:role` pairs, e.g. "ops-1:admin,printer-2:fulfilment,rev-3:reviewer".
 * REVIEWER_SUBJECTS, which it replaces, still makes reviewers of its subjects unless STAFF gives
 * them a role.
 */
export const parseStaff = (staff: string | undefined, reviewers: string | undefined): ReadonlyMap<string, StaffRole> => {
  const members = new Map<string, StaffRole>();
  for (const subject of (reviewers ?? '').split(',').map((s) => s.trim())) if (subject) members.set(subject, 'reviewer');
  for (const entry of (staff ?? '').split(',').map((s) => s.trim())) {
    if (!entry) continue;
    const at = entry.lastIndexOf(':');
    const subject = entry.slice(0, Math.max(at, 0)).trim();
    const role = entry.slice(at + 1).trim();
    if (at < 1 || !subject || !isStaffRole(role))
      throw new Error(`STAFF entry "${entry}" must look like subject:role, with a role among ${STAFF_ROLES.join(', ')}`);
    members.set(subject, role);
  }
  return members;
};

const rateLimitStoreOf = (value: string | undefined, shared: boolean): 'memory' | 'database' => {
  if (value === undefined || value === '') return shared ? 'database' : 'memory';
  if (value !== 'memory' && value !== 'database') throw new Error(`RATE_LIMIT_STORE must be memory or database, got "${value}"`);
  return value;
};

/** The S3 settings production must name; demo mode falls back to a local S3-compatible service's defaults. */
const S3_REQUIRED_IN_PRODUCTION = ['S3_BUCKET', 'S3_REGION', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'] as const;

const mediaStoreOf = (env: NodeJS.ProcessEnv, mode: ShopMode): Config['mediaStore'] => {
  const kind = env.MEDIA_STORE?.trim() || 'local';
  if (kind === 'local') return { kind };
  if (kind !== 's3') throw new Error(`MEDIA_STORE must be local or s3, got "${env.MEDIA_STORE}"`);
  const missing = S3_REQUIRED_IN_PRODUCTION.filter((name) => !env[name]?.trim());
  if (mode === 'production' && missing.length) {
    throw new Error(`MEDIA_STORE=s3 in production needs ${missing.join(', ')}`);
  }
  return {
    kind,
    endpoint: env.S3_ENDPOINT?.trim() || undefined,
    bucket: env.S3_BUCKET?.trim() || 'poster-shop-media',
    region: env.S3_REGION?.trim() || 'us-east-1',
    forcePathStyle: onOff(env.S3_FORCE_PATH_STYLE, Boolean(env.S3_ENDPOINT), 'S3_FORCE_PATH_STYLE'),
    accessKeyId: env.AWS_ACCESS_KEY_ID?.trim() || undefined,
    secretAccessKey: env.AWS_SECRET_ACCESS_KEY?.trim() || undefined,
  };
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const port = int(env.PORT, 3000, 'PORT');
  const mode = modeOf(env.SHOP_MODE);
  const staff = parseStaff(
    env.STAFF ?? (mode === 'demo' && env.REVIEWER_SUBJECTS === undefined ? SANDBOX_STAFF : ''),
    env.REVIEWER_SUBJECTS,
  );
  const walletClientId = env.WALLET_CLIENT_ID || 'poster-shop';
  const walletClientSecret = env.WALLET_CLIENT_SECRET || SANDBOX_CLIENT_SECRET;
  return {
    mode,
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    publicUrlFromRequest: mode === 'demo' && !env.PUBLIC_URL,
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    storeHosts: parseStoreHosts(env.STORE_HOSTS),
    seed: int(env.SEED, 20261123, 'SEED'),
    mediaDir: path.resolve(env.MEDIA_DIR ?? path.join(env.DATA_DIR ?? 'data', 'media')),
    mediaStore: mediaStoreOf(env, mode),
    distDir: path.resolve(env.DIST_DIR ?? 'dist'),
    trustProxy: int(env.TRUST_PROXY, 0, 'TRUST_PROXY'),
    checkoutProvider: env.CHECKOUT_PROVIDER || 'sandbox',
    klarna: klarnaAccountOf(env),
    exchangeRates: env.EXCHANGE_RATES?.trim() || 'table',
    auth: {
      issuerUrl: env.WALLET_ISSUER_URL || undefined,
      clientId: walletClientId,
      clientSecret: walletClientSecret,
      sessionSecret: env.SESSION_SECRET || undefined,
      idleTimeoutMinutes: int(env.SESSION_IDLE_MINUTES, 30, 'SESSION_IDLE_MINUTES') || 30,
      absoluteTimeoutHours: int(env.SESSION_ABSOLUTE_HOURS, 12, 'SESSION_ABSOLUTE_HOURS') || 12,
      // Staff who may moderate still do it from their artist login until moderation moves to the back office.
      reviewerSubjects: [...staff].filter(([, role]) => mayDo(role, 'moderation')).map(([subject]) => subject),
    },
    staff: {
      issuerUrl: env.STAFF_ISSUER_URL || env.WALLET_ISSUER_URL || undefined,
      clientId: env.STAFF_CLIENT_ID || walletClientId,
      clientSecret: env.STAFF_CLIENT_SECRET || walletClientSecret,
      members: staff,
    },
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      from: env.MAIL_FROM || `Atelier Posters <orders@${new URL(env.PUBLIC_URL ?? `http://localhost:${port}`).hostname}>`,
    },
    rateLimitStore: rateLimitStoreOf(env.RATE_LIMIT_STORE, Boolean(env.DATABASE_URL)),
    mediaCacheMaxBytes: int(env.MEDIA_CACHE_MAX_MB, 1024, 'MEDIA_CACHE_MAX_MB') * 1024 * 1024,
    imageWork: {
      concurrency: int(env.IMAGE_WORK_CONCURRENCY, 2, 'IMAGE_WORK_CONCURRENCY') || 2,
      queue: int(env.IMAGE_WORK_QUEUE, 8, 'IMAGE_WORK_QUEUE'),
      maxWaitMs: (int(env.IMAGE_WORK_WAIT_SECONDS, 30, 'IMAGE_WORK_WAIT_SECONDS') || 30) * 1000,
    },
    pageRenders: {
      running:
        int(env.PAGE_RENDERS_PER_CLIENT, PAGE_RENDER_LIMITS.running, 'PAGE_RENDERS_PER_CLIENT') || PAGE_RENDER_LIMITS.running,
      waiting: int(env.PAGE_RENDER_QUEUE_PER_CLIENT, PAGE_RENDER_LIMITS.waiting, 'PAGE_RENDER_QUEUE_PER_CLIENT'),
    },
    uploads: {
      budgetBytes: int(env.UPLOAD_BUDGET_MB, 2048, 'UPLOAD_BUDGET_MB') * 1024 * 1024,
      maxAgeMs: (int(env.UPLOAD_MAX_AGE_HOURS, 24, 'UPLOAD_MAX_AGE_HOURS') || 24) * 3_600_000,
      sweepIntervalMs: (int(env.UPLOAD_SWEEP_MINUTES, 60, 'UPLOAD_SWEEP_MINUTES') || 60) * 60_000,
      perClient: int(env.UPLOAD_LIMIT_PER_CLIENT, 20, 'UPLOAD_LIMIT_PER_CLIENT'),
      perNetwork: int(env.UPLOAD_LIMIT_PER_NETWORK, 60, 'UPLOAD_LIMIT_PER_NETWORK'),
      windowMs: 3_600_000,
    },
    metrics: {
      port: env.METRICS_PORT ? int(env.METRICS_PORT, 0, 'METRICS_PORT') : undefined,
      host: env.METRICS_HOST || '127.0.0.1',
      token: env.METRICS_TOKEN || undefined,
    },
    printJobs: {
      run: onOff(env.PRINT_JOBS, true, 'PRINT_JOBS'),
      concurrency: int(env.PRINT_CONCURRENCY, 1, 'PRINT_CONCURRENCY') || 1,
      pollMs: int(env.PRINT_POLL_SECONDS, env.DATABASE_URL ? 5 : 0, 'PRINT_POLL_SECONDS') * 1000,
    },
    shutdown: {
      drainMs: int(env.SHUTDOWN_DRAIN_MS, 5000, 'SHUTDOWN_DRAIN_MS'),
      graceMs: int(env.SHUTDOWN_GRACE_MS, 10_000, 'SHUTDOWN_GRACE_MS'),
    },
    payouts: payoutConfigOf(env, mode),
  };
};
