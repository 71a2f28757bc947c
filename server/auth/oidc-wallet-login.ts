/**
 * WalletLogin over OpenID Connect with `openid-client` (discovery, authorization code + PKCE
 * S256, ID-token signature, issuer, audience, nonce and expiry checks, refresh grant): no token
 * check is written by hand here.
 *
 * `fetch` lets the server reach the embedded sandbox provider in-process (no HTTP call to
 * itself); a real provider uses the global fetch.
 */
import * as oidc from 'openid-client';
import { SignInProviderUnavailable, type PendingLogin, type WalletLogin, type WalletTokens } from './wallet-login.port.js';

export interface OidcWalletOptions {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly redirectUri: string;
  readonly fetch?: oidc.CustomFetch;
}

const tokensOf = (t: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers, previousSubject?: string): WalletTokens => {
  const claims = t.claims();
  const subject = claims?.sub ?? previousSubject;
  if (!subject) throw new Error('The wallet provider returned no identity');
  return {
    identity: {
      subject,
      name: typeof claims?.name === 'string' ? claims.name : '',
      email: typeof claims?.email === 'string' ? claims.email : '',
    },
    refreshToken: t.refresh_token ?? null,
    expiresIn: t.expiresIn() ?? null,
  };
};

export const createOidcWalletLogin = (o: OidcWalletOptions): WalletLogin => {
  let config: Promise<oidc.Configuration> | undefined;
  const configuration = () =>
    (config ??= oidc
      .discovery(new URL(o.issuer), o.clientId, o.clientSecret, undefined, {
        ...(o.fetch ? { [oidc.customFetch]: o.fetch } : {}),
        ...(o.issuer.startsWith('http:') ? { execute: [oidc.allowInsecureRequests] } : {}),
      })
      .catch((e: unknown) => {
        config = undefined;
        throw new SignInProviderUnavailable(o.issuer, { cause: e });
      }));

  return {
    begin: async (redirectUri = o.redirectUri) => {
      const c = await configuration();
      const pending: PendingLogin = {
        state: oidc.randomState(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
        nonce: oidc.randomNonce(),
      };
      const url = oidc.buildAuthorizationUrl(c, {
        redirect_uri: redirectUri,
        scope: 'openid profile email offline_access',
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
        state: pending.state,
        nonce: pending.nonce,
      });
      return { pending, url: url.toString() };
    },
    complete: async (callbackUrl, pending) => {
      const t = await oidc.authorizationCodeGrant(await configuration(), callbackUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      return tokensOf(t);
    },
    refresh: async (refreshToken) => tokensOf(await oidc.refreshTokenGrant(await configuration(), refreshToken)),
  };
};
