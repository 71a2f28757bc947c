/**
 * Server-side sessions behind a signed cookie (docs/rules/artists.md#sign-in-and-sessions artist login, docs/rules/shop-wide.md#layout cookies): kept in the database, rotated at
 * login, with idle and absolute timeouts; logout ends them.
 *
 * The cookie holds a random 256-bit token, signed with the server's secret; the database keeps
 * only its SHA-256. A session ends when idle for `idleMs` or `absoluteMs` after login, whichever
 * comes first. The CSRF token is per session and must come back in the X-CSRF-Token header on
 * every cookie-authenticated write.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/db.port.js';
import type { Clock } from '../platform/clock.js';
import { COOKIES } from '../../src/application/model/cookies.js';
import {
  deleteExpiredSessions,
  deleteSession,
  findSession,
  insertSession,
  touchSession,
  updateProviderTokens,
  type SessionRow,
} from './session.repository.js';

export const SESSION_COOKIE = COOKIES.session.name;
export const CSRF_HEADER = 'x-csrf-token';

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

export const sameSecret = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export interface SessionPolicy {
  readonly idleMs: number;
  readonly absoluteMs: number;
}

/** Whether a stored session still holds at `at`: before its absolute end, and seen within the idle timeout. */
export const isSessionLive = (
  policy: SessionPolicy,
  s: { readonly expires_at: Date; readonly last_seen_at: Date },
  at: Date,
): boolean => s.expires_at.getTime() > at.getTime() && at.getTime() - s.last_seen_at.getTime() < policy.idleMs;

/**
 * A session begun at `at`: the random 256-bit cookie token, and the columns every session row
 * stores with it (the token's hash, never the token; a CSRF token; the times it lives by).
 */
export const beginSession = (at: Date, policy: SessionPolicy) => {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    row: {
      token_hash: hashToken(token),
      csrf_token: randomBytes(24).toString('base64url'),
      created_at: at,
      last_seen_at: at,
      expires_at: new Date(at.getTime() + policy.absoluteMs),
    },
  };
};

export const createSessions = (db: Db, clock: Clock, policy: SessionPolicy) => {
  const now = () => new Date(clock.now());

  return {
    policy,
    /** A new session; the caller ends any previous one first (rotation at login). */
    create: async (artistId: number, provider: { refreshToken: string | null; expiresIn: number | null }) => {
      const at = now();
      const { token, row } = beginSession(at, policy);
      await deleteExpiredSessions(db, at, new Date(at.getTime() - policy.idleMs));
      await insertSession(db, {
        ...row,
        artist_id: artistId,
        provider_refresh_token: provider.refreshToken,
        provider_expires_at: provider.expiresIn === null ? null : new Date(at.getTime() + provider.expiresIn * 1000),
      });
      return { token, expiresAt: row.expires_at };
    },
    /** The live session of a cookie token; an expired one is deleted and reads as none. */
    read: async (token: string): Promise<SessionRow | undefined> => {
      const s = await findSession(db, hashToken(token));
      if (!s) return undefined;
      if (!isSessionLive(policy, s, now())) {
        await deleteSession(db, s.token_hash);
        return undefined;
      }
      return s;
    },
    touch: (s: SessionRow) => touchSession(db, s.token_hash, now()),
    needsProviderRefresh: (s: SessionRow) => s.provider_expires_at !== null && s.provider_expires_at.getTime() <= now().getTime(),
    storeProviderTokens: (s: SessionRow, refreshToken: string | null, expiresIn: number | null) =>
      updateProviderTokens(db, s.token_hash, refreshToken, expiresIn === null ? null : new Date(clock.now() + expiresIn * 1000)),
    end: (s: Pick<SessionRow, 'token_hash'>) => deleteSession(db, s.token_hash),
    endByToken: (token: string) => deleteSession(db, hashToken(token)),
  };
};
export type Sessions = ReturnType<typeof createSessions>;
