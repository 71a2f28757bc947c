/**
 * The wallet provider behind the artist login (docs/rules/artists.md#sign-in-and-sessions "Login uses the wallet provider's own
 * login flow", docs/rules/artists.md#sign-in-and-sessions "Artist pages refresh the auth token on entry"). One adapter speaks OpenID
 * Connect through a standard client library; the embedded sandbox provider and a real one
 * differ only in configuration.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db.port.js';

export interface PendingLogin {
  readonly state: string;
  readonly codeVerifier: string;
  readonly nonce: string;
}

export interface WalletIdentityClaims {
  readonly subject: string;
  readonly name: string;
  readonly email: string;
}

export interface WalletTokens {
  readonly identity: WalletIdentityClaims;
  readonly refreshToken: string | null;
  /** Seconds until the provider's tokens expire (then the session refreshes them). */
  readonly expiresIn: number | null;
}

/**
 * The provider could not be asked (its discovery document unreachable, or no OpenID
 * configuration there): a sign-in cannot begin until it answers again.
 */
export class SignInProviderUnavailable extends Error {
  constructor(
    readonly issuer: string,
    options?: { cause?: unknown },
  ) {
    super(`The sign-in provider at ${issuer} could not be reached`, options);
  }
}

/** The stable code of the 503 a sign-in answers while its provider cannot be reached. */
export const SIGN_IN_UNAVAILABLE = 'SIGN_IN.PROVIDER_UNAVAILABLE';

export interface WalletLogin {
  /**
   * A fresh state, PKCE verifier and nonce, and the provider URL to send the browser to; the
   * provider sends the browser back to `redirectUri` (the configured one when not given).
   * Rejects with SignInProviderUnavailable when the provider cannot be reached.
   */
  begin(redirectUri?: string): Promise<{ readonly pending: PendingLogin; readonly url: string }>;
  /** Exchanges the callback's code (PKCE, state and nonce checked) for verified identity claims. */
  complete(callbackUrl: URL, pending: PendingLogin): Promise<WalletTokens>;
  /** Refresh-token grant; rejects when the provider no longer accepts the token. */
  refresh(refreshToken: string): Promise<WalletTokens>;
}

/**
 * An OpenID Connect provider served by the shop itself (the demo's sandbox wallet): mounted at
 * `path`, reached in-process, and used when no WALLET_ISSUER_URL is configured.
 */
export interface EmbeddedWalletProvider {
  readonly path: string;
  mount(app: FastifyInstance, deps: EmbeddedWalletDeps): void;
}

/** What the shop hands an embedded provider when it mounts it. */
export interface EmbeddedWalletDeps {
  readonly db: Db;
  /** The shop's public origin; the issuer is `${publicUrl}${path}`. */
  readonly publicUrl: string;
  /** The shop as the provider's one registered client. */
  readonly client: {
    readonly id: string;
    readonly secret: string;
    readonly redirectUri: string;
    /** Further callbacks of the same client (the back office's staff sign-in). */
    readonly otherRedirectUris?: readonly string[];
  };
  /**
   * Accept the registered callbacks' paths on any http(s) origin (demo mode without PUBLIC_URL:
   * the shop is reached at whatever host and port it was opened at, and sends that as redirect_uri).
   */
  readonly anyOrigin?: boolean;
}
