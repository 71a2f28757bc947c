/**
 * Access to every /api/auth/* route (docs/rules/stores-and-urls.md#routes): a call without a live session —
 * no cookie, a forged (badly signed) cookie, an expired or ended session — is a 401 before
 * anything else is looked at; a write (POST, PUT, PATCH, DELETE) with a session but without its
 * CSRF token in X-CSRF-Token is a 403. The session rides on the request for the handlers.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpProblem } from '../http/errors.js';
import type { SessionRow } from './session.repository.js';
import { CSRF_HEADER, SESSION_COOKIE, sameSecret, type Sessions } from './sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    artistSession: SessionRow | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const unauthorized = (): HttpProblem =>
  new HttpProblem(401, 'Please log in to see your artist account.', 'AUTH.NO_SESSION');

/** The session token of the request's cookie, if it carries a validly signed one. */
export const cookieToken = (req: FastifyRequest): string | undefined => {
  const raw = req.cookies[SESSION_COOKIE];
  if (!raw) return undefined;
  const unsigned = req.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : undefined;
};

export const sessionOf = async (req: FastifyRequest, sessions: Sessions): Promise<SessionRow | undefined> => {
  const token = cookieToken(req);
  return token ? sessions.read(token) : undefined;
};

export const requireSession = (req: FastifyRequest): SessionRow => {
  if (!req.artistSession) throw unauthorized();
  return req.artistSession;
};

export const requireReviewer = (req: FastifyRequest): SessionRow => {
  const s = requireSession(req);
  if (s.role !== 'reviewer') throw new HttpProblem(403, 'Only reviewers can moderate posters.', 'AUTH.NOT_REVIEWER');
  return s;
};

/** Installs the guard on every route of `scope` whose path starts with /api/auth/. */
export const guardAuthRoutes = (scope: FastifyInstance, sessions: Sessions): void => {
  if (!scope.hasRequestDecorator('artistSession')) scope.decorateRequest('artistSession', null);
  scope.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    if (!req.url.startsWith('/api/auth/')) return;
    void reply.header('cache-control', 'no-store');
    const session = await sessionOf(req, sessions);
    if (!session) throw unauthorized();
    if (!SAFE_METHODS.has(req.method)) {
      const sent = req.headers[CSRF_HEADER];
      if (typeof sent !== 'string' || !sameSecret(sent, session.csrf_token)) {
        throw new HttpProblem(403, 'This request is missing its security token. Reload the page and try again.', 'AUTH.CSRF');
      }
    }
    await sessions.touch(session);
    req.artistSession = session;
  });
};
