/**
 * The embedded sandbox wallet provider (docs/rules/artists.md#sign-in-and-sessions "Login uses the wallet provider's own login
 * flow"): a small OpenID Connect provider that the shop's standard OIDC client talks to exactly
 * as it would to a real one.
 *
 * GET  /sandbox/wallet/.well-known/openid-configuration   discovery
 * GET  /sandbox/wallet/jwks                                public signing key (ES256)
 * GET  /sandbox/wallet/authorize                           consent page (authorization code + PKCE S256 only)
 * POST /sandbox/wallet/authorize                           the chosen identity → redirect with a code
 * POST /sandbox/wallet/token                               authorization_code (PKCE checked) and refresh_token grants
 *
 * Codes live 60 s and are single use; refresh tokens live 30 days and rotate on every use.
 * Only hashes of codes and tokens are stored (sandbox_wallet_grant).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import type { Db } from '../../db/db.port.js';
import { serverSecret } from '../../auth/server-secret.js';
import type { EmbeddedWalletDeps } from '../../auth/wallet-login.port.js';
import { claimCode, claimRefreshToken, insertCodeGrant, insertRefreshGrant } from '../sandbox-wallet.repository.js';
import { basicClientCredentials } from './basic-credentials.js';
import { consentPage, walletErrorPage } from './wallet-pages.js';
import { identityBySubject, SANDBOX_IDENTITIES } from './wallet-identities.js';

export const SANDBOX_WALLET_PATH = '/sandbox/wallet';
const CODE_TTL_S = 60;
const REFRESH_TTL_S = 30 * 24 * 3600;
/** ID and access tokens live 15 minutes, so a session of an hour refreshes them. */
export const SANDBOX_TOKEN_TTL_S = 15 * 60;

/** The sandbox provider is mounted as the shop mounts any embedded wallet provider. */
export type SandboxWalletDeps = EmbeddedWalletDeps;

/** Whether the client may be sent back to `uri`: a registered address, or its path on any origin when allowed. */
export const acceptsRedirect = (deps: Pick<SandboxWalletDeps, 'client' | 'anyOrigin'>, uri: string | undefined): boolean => {
  const registered = [deps.client.redirectUri, ...(deps.client.otherRedirectUris ?? [])];
  if (uri !== undefined && registered.includes(uri)) return true;
  if (!deps.anyOrigin || !uri) return false;
  try {
    const u = new URL(uri);
    return (
      (u.protocol === 'http:' || u.protocol === 'https:') &&
      registered.some((r) => new URL(r).pathname === u.pathname) &&
      !u.search &&
      !u.hash &&
      !u.username &&
      !u.password
    );
  } catch {
    return false;
  }
};

const sha256 = (s: string): string => createHash('sha256').update(s).digest('base64url');
const random = (): string => randomBytes(32).toString('base64url');
const same = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

interface SigningKey {
  readonly privateKey: CryptoKey | Uint8Array;
  readonly publicJwk: JWK;
}

const loadSigningKey = async (db: Db): Promise<SigningKey> => {
  const stored = await serverSecret(db, 'sandbox-wallet-signing-key', async () => {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    return JSON.stringify(await exportJWK(privateKey));
  });
  const jwk = JSON.parse(stored) as JWK;
  const { d: _d, ...publicJwk } = jwk;
  return {
    privateKey: await importJWK(jwk, 'ES256'),
    publicJwk: { ...publicJwk, kid: sha256(jwk.x ?? '').slice(0, 16), alg: 'ES256', use: 'sig' },
  };
};

export const sandboxWalletRoutes = (app: FastifyInstance, deps: SandboxWalletDeps): void => {
  const issuer = `${deps.publicUrl}${SANDBOX_WALLET_PATH}`;
  let key: Promise<SigningKey> | undefined;
  const signingKey = () => (key ??= loadSigningKey(deps.db));

  const tokenError = (reply: FastifyReply, status: number, error: string, description: string) =>
    reply.code(status).header('cache-control', 'no-store').send({ error, error_description: description });

  const page = (
    reply: FastifyReply,
    status: number,
    render: (nonce: string) => string,
    redirectUri = deps.client.redirectUri,
  ) => {
    const nonce = randomBytes(16).toString('base64');
    return reply
      .code(status)
      .headers({
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'x-frame-options': 'DENY',
        'content-security-policy': `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self' ${new URL(redirectUri).origin}; frame-ancestors 'none'; base-uri 'none'`,
      })
      .send(render(nonce));
  };

  /** Checks an authorization request; a wrong client or redirect URI is never redirected to. */
  const checkRequest = (q: Record<string, string | undefined>): string | null => {
    if (q.client_id !== deps.client.id) return 'Unknown client.';
    if (!acceptsRedirect(deps, q.redirect_uri)) return 'The redirect address is not registered for this client.';
    if (q.response_type !== 'code') return 'Only the authorization-code flow is supported.';
    if (!q.code_challenge || q.code_challenge_method !== 'S256') return 'PKCE with S256 is required.';
    if (!(q.scope ?? '').split(' ').includes('openid')) return 'The openid scope is required.';
    return null;
  };

  const idToken = async (subject: string, nonce: string | null): Promise<string> => {
    const who = identityBySubject(subject)!;
    const { privateKey, publicJwk } = await signingKey();
    const jwt = new SignJWT({ name: who.name, email: who.email, email_verified: true, ...(nonce ? { nonce } : {}) })
      .setProtectedHeader({ alg: 'ES256', kid: publicJwk.kid! })
      .setIssuer(issuer)
      .setSubject(subject)
      .setAudience(deps.client.id)
      .setIssuedAt()
      .setExpirationTime(`${SANDBOX_TOKEN_TTL_S}s`);
    return jwt.sign(privateKey);
  };

  const issueTokens = async (subject: string, nonce: string | null) => {
    const refresh = random();
    await insertRefreshGrant(deps.db, {
      tokenHash: sha256(refresh),
      clientId: deps.client.id,
      subject,
      ttlSeconds: REFRESH_TTL_S,
    });
    return {
      access_token: random(),
      token_type: 'Bearer',
      expires_in: SANDBOX_TOKEN_TTL_S,
      refresh_token: refresh,
      id_token: await idToken(subject, nonce),
      scope: 'openid profile email offline_access',
    };
  };

  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16_384 },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );

    scope.get(`${SANDBOX_WALLET_PATH}/.well-known/openid-configuration`, async () => ({
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      jwks_uri: `${issuer}/jwks`,
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['ES256'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
      scopes_supported: ['openid', 'profile', 'email', 'offline_access'],
      claims_supported: ['sub', 'name', 'email', 'email_verified'],
    }));

    scope.get(`${SANDBOX_WALLET_PATH}/jwks`, async () => ({ keys: [(await signingKey()).publicJwk] }));

    scope.get<{ Querystring: Record<string, string | undefined> }>(`${SANDBOX_WALLET_PATH}/authorize`, async (req, reply) => {
      const problem = checkRequest(req.query);
      if (problem) return page(reply, 400, (nonce) => walletErrorPage(nonce, problem));
      const hidden = Object.fromEntries(
        ['client_id', 'redirect_uri', 'state', 'nonce', 'code_challenge', 'scope'].map((k) => [k, req.query[k] ?? '']),
      );
      // checkRequest accepted it: the registered callback, or its path on the origin the shop was opened at.
      const cancel = new URL(req.query.redirect_uri!);
      cancel.searchParams.set('error', 'access_denied');
      if (req.query.state) cancel.searchParams.set('state', req.query.state);
      return page(
        reply,
        200,
        (nonce) => consentPage({ nonce, identities: SANDBOX_IDENTITIES, hidden, cancelUrl: cancel.toString() }),
        req.query.redirect_uri,
      );
    });

    scope.post<{ Body: Record<string, string | undefined> }>(`${SANDBOX_WALLET_PATH}/authorize`, async (req, reply) => {
      const body = req.body ?? {};
      const problem = checkRequest({ ...body, response_type: 'code', code_challenge_method: 'S256' });
      if (problem) return page(reply, 400, (nonce) => walletErrorPage(nonce, problem));
      if (!body.subject || !identityBySubject(body.subject))
        return page(reply, 400, (nonce) => walletErrorPage(nonce, 'Choose one of the demo identities.'));
      const code = random();
      await insertCodeGrant(deps.db, {
        tokenHash: sha256(code),
        clientId: deps.client.id,
        subject: body.subject,
        redirectUri: body.redirect_uri,
        codeChallenge: body.code_challenge,
        nonce: body.nonce || null,
        ttlSeconds: CODE_TTL_S,
      });
      const back = new URL(body.redirect_uri!);
      back.searchParams.set('code', code);
      if (body.state) back.searchParams.set('state', body.state);
      back.searchParams.set('iss', issuer);
      return reply.code(303).header('location', back.toString()).header('cache-control', 'no-store').send();
    });

    scope.post<{ Body: Record<string, string | undefined> }>(`${SANDBOX_WALLET_PATH}/token`, async (req, reply) => {
      const body = req.body ?? {};
      let clientId = body.client_id;
      let secret = body.client_secret;
      const basic = basicClientCredentials(req.headers.authorization);
      if (basic === 'malformed') {
        void reply.header('www-authenticate', 'Basic realm="sandbox wallet"');
        return tokenError(
          reply,
          401,
          'invalid_client',
          'Client authentication failed: the Basic credentials are not a form-encoded client id and secret.',
        );
      }
      if (basic) {
        clientId = basic.id;
        secret = basic.secret;
      }
      if (clientId !== deps.client.id || !secret || !same(secret, deps.client.secret)) {
        return tokenError(reply, 401, 'invalid_client', 'Client authentication failed.');
      }
      if (body.grant_type === 'authorization_code') {
        if (!body.code || !body.code_verifier)
          return tokenError(reply, 400, 'invalid_request', 'code and code_verifier are required.');
        const grant = await claimCode(deps.db, sha256(body.code), clientId);
        if (!grant || grant.redirect_uri !== body.redirect_uri)
          return tokenError(reply, 400, 'invalid_grant', 'The code is unknown, used, expired or for another redirect address.');
        if (!same(sha256(body.code_verifier), grant.code_challenge))
          return tokenError(reply, 400, 'invalid_grant', 'The PKCE code verifier does not match the challenge.');
        return reply.header('cache-control', 'no-store').send(await issueTokens(grant.subject, grant.nonce));
      }
      if (body.grant_type === 'refresh_token') {
        if (!body.refresh_token) return tokenError(reply, 400, 'invalid_request', 'refresh_token is required.');
        const subject = await claimRefreshToken(deps.db, sha256(body.refresh_token), clientId);
        if (subject === undefined)
          return tokenError(reply, 400, 'invalid_grant', 'The refresh token is unknown, used or expired.');
        return reply.header('cache-control', 'no-store').send(await issueTokens(subject, null));
      }
      return tokenError(reply, 400, 'unsupported_grant_type', 'Use authorization_code or refresh_token.');
    });
  });
};
