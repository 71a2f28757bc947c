/**
 * The artist login through the wallet provider (docs/rules/artists.md#sign-in-and-sessions), server side:
 *
 * GET  /auth/login?return_to=/path   starts a login (state, nonce, PKCE verifier kept server-side) → provider
 * GET  /auth/callback                the provider's redirect: code exchanged, session created → return_to
 * POST /api/auth/logout              ends the session (CSRF-checked like every write)
 *
 * Rotation: whatever session the browser had is ended and a new token issued at every login,
 * so a token planted before login (session fixation) is worthless after it.
 */
import { loginOriginOf, providerUrlAt } from '../auth/login-origin.js';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../db/db.port.js';
import type { Clock } from '../platform/clock.js';
import { cookieToken, requireSession } from '../auth/guard.js';
import { insertPendingLogin, takePendingLogin, upsertWalletAccount, type SessionRow } from '../auth/session.repository.js';
import { SESSION_COOKIE, type Sessions } from '../auth/sessions.js';
import { safeReturnPath, sessionCookieOptions } from '../auth/session-cookie.js';
import { COOKIES } from '../../src/application/model/cookies.js';
import type { WalletLogin } from '../auth/wallet-login.port.js';

const LOGIN_COOKIE = COOKIES.login.name;
const ACCOUNT_HINT_COOKIE = COOKIES.accountHint.name;
const LOGIN_TTL_MS = 10 * 60 * 1000;

export interface ArtistLoginDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly sessions: Sessions;
  readonly wallet: WalletLogin;
  readonly publicUrl: string;
  readonly reviewerSubjects: readonly string[];
  /**
   * Demo mode without PUBLIC_URL: the origin the browser reached the shop at, for the callback
   * (and the embedded wallet, which lives at the shop's own address). Otherwise PUBLIC_URL is used.
   */
  readonly originFromRequest?: boolean;
}

/** The origin a request came to (scheme and Host, as fastify reads them behind a trusted proxy). */

/** Refreshes the provider's tokens when they ran out; a refused refresh ends the session. */
export const refreshProviderTokens = async (
  deps: Pick<ArtistLoginDeps, 'sessions' | 'wallet'>,
  session: SessionRow,
): Promise<boolean> => {
  if (!deps.sessions.needsProviderRefresh(session)) return true;
  if (!session.provider_refresh_token) {
    await deps.sessions.end(session);
    return false;
  }
  try {
    const t = await deps.wallet.refresh(session.provider_refresh_token);
    await deps.sessions.storeProviderTokens(session, t.refreshToken ?? session.provider_refresh_token, t.expiresIn);
    return true;
  } catch {
    await deps.sessions.end(session);
    return false;
  }
};

export const artistLoginRoutes = (app: FastifyInstance, deps: ArtistLoginDeps): void => {
  const { db, clock, sessions, wallet } = deps;
  const now = () => new Date(clock.now());
  const fail = (reply: FastifyReply, returnTo: string) => {
    const url = new URL(returnTo, deps.publicUrl);
    url.searchParams.set('login', 'failed');
    return reply
      .code(302)
      .header('location', url.pathname + url.search)
      .send();
  };

  const originOf = loginOriginOf(deps.publicUrl, deps.originFromRequest);

  app.get<{ Querystring: { return_to?: string } }>('/auth/login', { config: { errorPage: true } }, async (req, reply) => {
    const returnTo = safeReturnPath(req.query.return_to);
    const origin = originOf(req);
    const begun = await wallet.begin(`${origin}/auth/callback`);
    const { pending } = begun;
    const url = providerUrlAt(begun.url, origin, deps.publicUrl);
    await insertPendingLogin(db, {
      state: pending.state,
      codeVerifier: pending.codeVerifier,
      nonce: pending.nonce,
      returnTo,
      at: now(),
    });
    // The state is also bound to this browser, so a code injected from elsewhere is refused.
    void reply.setCookie(LOGIN_COOKIE, pending.state, sessionCookieOptions(req, deps.publicUrl, LOGIN_TTL_MS / 1000, '/auth'));
    return reply.code(302).header('cache-control', 'no-store').header('location', url).send();
  });

  app.get<{ Querystring: Record<string, string | undefined> }>('/auth/callback', async (req, reply) => {
    void reply.header('cache-control', 'no-store');
    const raw = req.cookies[LOGIN_COOKIE];
    const bound = raw ? req.unsignCookie(raw) : undefined;
    void reply.clearCookie(LOGIN_COOKIE, { path: '/auth' });
    const state = req.query.state;
    if (!state || !bound?.valid || bound.value !== state) return fail(reply, '/my-account');
    const pending = await takePendingLogin(db, state, new Date(clock.now() - LOGIN_TTL_MS));
    if (!pending) return fail(reply, '/my-account');
    if (req.query.error) return reply.code(302).header('location', pending.return_to).send();
    let tokens;
    try {
      tokens = await wallet.complete(new URL(req.url, originOf(req)), {
        state: pending.state,
        codeVerifier: pending.code_verifier,
        nonce: pending.nonce,
      });
    } catch (e) {
      req.log.warn({ err: e }, 'wallet login refused');
      return fail(reply, pending.return_to);
    }
    const role = deps.reviewerSubjects.includes(tokens.identity.subject) ? 'reviewer' : 'artist';
    const artistId = await upsertWalletAccount(db, tokens.identity, role);
    const previous = cookieToken(req);
    if (previous) await sessions.endByToken(previous);
    const { token } = await sessions.create(artistId, { refreshToken: tokens.refreshToken, expiresIn: tokens.expiresIn });
    void reply.setCookie(
      SESSION_COOKIE,
      token,
      sessionCookieOptions(req, deps.publicUrl, Math.floor(sessions.policy.absoluteMs / 1000)),
    );
    // Readable by the page only to show the account link (docs/rules/artists.md#dashboard); it grants nothing.
    void reply.setCookie(ACCOUNT_HINT_COOKIE, '1', {
      ...sessionCookieOptions(req, deps.publicUrl, Math.floor(sessions.policy.absoluteMs / 1000)),
      httpOnly: false,
      signed: false,
    });
    return reply.code(302).header('location', pending.return_to).send();
  });

  app.post('/api/auth/logout', async (req, reply) => {
    await sessions.end(requireSession(req));
    void reply.clearCookie(SESSION_COOKIE, { path: '/' });
    void reply.clearCookie(ACCOUNT_HINT_COOKIE, { path: '/' });
    return { success: true as const };
  });
};
