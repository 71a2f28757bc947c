/**
 * Staff sign-in through OpenID Connect, as artists sign in, with the back office's own
 * client settings (STAFF_ISSUER_URL, STAFF_CLIENT_ID, STAFF_CLIENT_SECRET):
 *
 * GET  /auth/staff/login?return_to=/admin/…   starts a sign-in → provider
 * GET  /auth/staff/callback                   code exchanged; a subject STAFF lists gets a session → return_to
 * GET  /api/admin/session                     → StaffSession (role, abilities, CSRF token)
 * POST /api/admin/session/logout              ends the session
 *
 * Rotation: any staff session the browser had ends at sign-in.
 */
import { loginOriginOf, providerUrlAt } from '../auth/login-origin.js';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../db/db.port.js';
import type { Clock } from '../platform/clock.js';
import { safeReturnPath, sessionCookieOptions } from '../auth/session-cookie.js';
import { insertPendingLogin, takePendingLogin } from '../auth/session.repository.js';
import type { WalletLogin } from '../auth/wallet-login.port.js';
import { COOKIES } from '../../src/application/model/cookies.js';
import { abilitiesOf, type StaffRole } from '../../src/domain/backoffice/roles.js';
import { StaffSession } from '../../src/adapters/http/contract/backoffice.js';
import { requireStaff, STAFF_COOKIE, staffToken } from './staff-guard.js';
import type { StaffSessions } from './staff-sessions.js';

export const STAFF_LOGIN_PATH = '/auth/staff/login';
export const STAFF_CALLBACK_PATH = '/auth/staff/callback';
const LOGIN_COOKIE = COOKIES.staffLogin.name;
const LOGIN_TTL_MS = 10 * 60 * 1000;

/** Back to a back-office page only; anything else lands on the back office's start. */
const staffReturnPath = (value: unknown): string => {
  const path = safeReturnPath(value);
  return path === '/admin' || path.startsWith('/admin/') || path.startsWith('/admin?') ? path : '/admin';
};

export interface StaffLoginDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly sessions: StaffSessions;
  readonly login: WalletLogin;
  readonly publicUrl: string;
  readonly members: ReadonlyMap<string, StaffRole>;
  /**
   * Demo mode without PUBLIC_URL: the callback (and the embedded provider, which lives at the shop's
   * own address) is on the origin the browser reached the shop at, as for the artists' sign-in.
   */
  readonly originFromRequest?: boolean;
}

/** The origin a request came to (scheme and Host, as fastify reads them behind a trusted proxy). */

export const staffLoginRoutes = (app: FastifyInstance, deps: StaffLoginDeps): void => {
  const { db, clock, sessions, login } = deps;
  const originOf = loginOriginOf(deps.publicUrl, deps.originFromRequest);
  const failed = (reply: FastifyReply, returnTo: string, why: 'failed' | 'refused') =>
    reply
      .code(302)
      .header('location', `${returnTo}${returnTo.includes('?') ? '&' : '?'}login=${why}`)
      .send();

  app.get<{ Querystring: { return_to?: string } }>(STAFF_LOGIN_PATH, { config: { errorPage: true } }, async (req, reply) => {
    const returnTo = staffReturnPath(req.query.return_to);
    const origin = originOf(req);
    const begun = await login.begin(`${origin}${STAFF_CALLBACK_PATH}`);
    const { pending } = begun;
    const url = providerUrlAt(begun.url, origin, deps.publicUrl);
    await insertPendingLogin(db, { ...pending, returnTo, at: new Date(clock.now()) });
    void reply.setCookie(
      LOGIN_COOKIE,
      pending.state,
      sessionCookieOptions(req, deps.publicUrl, LOGIN_TTL_MS / 1000, '/auth/staff'),
    );
    return reply.code(302).header('cache-control', 'no-store').header('location', url).send();
  });

  app.get<{ Querystring: Record<string, string | undefined> }>(STAFF_CALLBACK_PATH, async (req, reply) => {
    void reply.header('cache-control', 'no-store');
    const raw = req.cookies[LOGIN_COOKIE];
    const bound = raw ? req.unsignCookie(raw) : undefined;
    void reply.clearCookie(LOGIN_COOKIE, { path: '/auth/staff' });
    const state = req.query.state;
    if (!state || !bound?.valid || bound.value !== state) return failed(reply, '/admin', 'failed');
    const pending = await takePendingLogin(db, state, new Date(clock.now() - LOGIN_TTL_MS));
    if (!pending) return failed(reply, '/admin', 'failed');
    if (req.query.error) return reply.code(302).header('location', pending.return_to).send();
    let identity;
    try {
      identity = (
        await login.complete(new URL(req.url, originOf(req)), {
          state: pending.state,
          codeVerifier: pending.code_verifier,
          nonce: pending.nonce,
        })
      ).identity;
    } catch (e) {
      req.log.warn({ err: e }, 'staff sign-in refused by the provider');
      return failed(reply, pending.return_to, 'failed');
    }
    const previous = staffToken(req);
    if (previous) await sessions.endByToken(previous);
    const role = deps.members.get(identity.subject);
    if (!role) {
      req.log.warn({ subject: identity.subject }, 'staff sign-in by a subject STAFF does not list');
      return failed(reply, '/admin', 'refused');
    }
    const { token } = await sessions.create({ ...identity, role });
    void reply.setCookie(
      STAFF_COOKIE,
      token,
      sessionCookieOptions(req, deps.publicUrl, Math.floor(sessions.policy.absoluteMs / 1000)),
    );
    return reply.code(302).header('location', pending.return_to).send();
  });

  app.get('/api/admin/session', async (req) => {
    const s = requireStaff(req);
    return StaffSession.encode({
      subject: s.subject,
      name: s.name,
      role: s.role,
      abilities: [...abilitiesOf(s.role)],
      csrf_token: s.csrf_token,
    });
  });

  app.post('/api/admin/session/logout', async (req, reply) => {
    await sessions.end(requireStaff(req));
    void reply.clearCookie(STAFF_COOKIE, { path: '/' });
    return { success: true as const };
  });
};
