/**
 * The wallet provider behind the artist login (spec §7 "Login uses the wallet provider's own
 * login flow", §4 "Artist pages refresh the auth token on entry"). One adapter speaks OpenID
 * Connect through a standard client library; the embedded sandbox provider and a real one
 * differ only in configuration.
 */
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

export interface WalletLogin {
  /** A fresh state, PKCE verifier and nonce, and the provider URL to send the browser to. */
  begin(): Promise<{ readonly pending: PendingLogin; readonly url: string }>;
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
  mount(
    app: import('fastify').FastifyInstance,
    deps: {
      readonly db: import('../db/db.port.js').Db;
      readonly publicUrl: string;
      readonly client: { readonly id: string; readonly secret: string; readonly redirectUri: string };
    },
  ): void;
}
