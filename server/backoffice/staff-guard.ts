/**
 * Access to /api/admin/*: without a staff session a 401; an
 * artist's session, a subject STAFF no longer lists, or a role without the ability a 403; a write
 * without the session's CSRF token in X-CSRF-Token a 403, as on the artist API.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpProblem } from '../http/errors.js';
import { CSRF_HEADER, SESSION_COOKIE, sameSecret } from '../auth/sessions.js';
import { COOKIES } from '../../src/application/model/cookies.js';
import { mayDo, type StaffAbility, type StaffRole } from '../../src/domain/backoffice/roles.js';
import type { StaffSessionRow } from './staff-session.repository.js';
import type { StaffSessions } from './staff-sessions.js';
import { abilityOfRoute } from './admin-route-abilities.js';

export const STAFF_COOKIE = COOKIES.staffSession.name;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface StaffMember extends StaffSessionRow {
  /** The role STAFF gives the subject now (it may have changed since sign-in). */
  readonly role: StaffRole;
}

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffMember | null;
  }
}

const signedCookie = (req: FastifyRequest, name: string): string | undefined => {
  const raw = req.cookies[name];
  if (!raw) return undefined;
  const unsigned = req.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : undefined;
};

export const staffToken = (req: FastifyRequest): string | undefined => signedCookie(req, STAFF_COOKIE);

const noSession = () => new HttpProblem(401, 'Please sign in with a staff account to use the back office.', 'ADMIN.NO_SESSION');
const notStaff = () =>
  new HttpProblem(403, 'This is the shop staff’s back office; your account has no access to it.', 'ADMIN.NOT_STAFF');

export const requireStaff = (req: FastifyRequest): StaffMember => {
  if (!req.staff) throw noSession();
  return req.staff;
};

export const requireAbility = (req: FastifyRequest, ability: StaffAbility): StaffMember => {
  const s = requireStaff(req);
  if (!mayDo(s.role, ability))
    throw new HttpProblem(403, `The ${s.role} role may not do this (${ability}).`, 'ADMIN.ROLE_FORBIDS');
  return s;
};

export const guardAdminApi = (
  scope: FastifyInstance,
  deps: { readonly sessions: StaffSessions; readonly members: ReadonlyMap<string, StaffRole> },
): void => {
  if (!scope.hasRequestDecorator('staff')) scope.decorateRequest('staff', null);
  scope.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    if (!req.url.startsWith('/api/admin/')) return;
    void reply.header('cache-control', 'no-store');
    const token = staffToken(req);
    const session = token ? await deps.sessions.read(token) : undefined;
    // An artist signed in is somebody, but not staff: forbidden rather than unknown.
    if (!session) throw signedCookie(req, SESSION_COOKIE) ? notStaff() : noSession();
    const role = deps.members.get(session.subject);
    if (!role) {
      await deps.sessions.end(session);
      throw notStaff();
    }
    if (!SAFE_METHODS.has(req.method)) {
      const sent = req.headers[CSRF_HEADER];
      if (typeof sent !== 'string' || !sameSecret(sent, session.csrf_token))
        throw new HttpProblem(403, 'This request is missing its security token. Reload the page and try again.', 'AUTH.CSRF');
    }
    await deps.sessions.touch(session);
    req.staff = { ...session, role };
    // The role before the body: the route's ability is checked before its body is parsed.
    const needs = abilityOfRoute(req.method, req.routeOptions.url);
    if (needs && needs !== 'staff') requireAbility(req, needs);
  });
};
