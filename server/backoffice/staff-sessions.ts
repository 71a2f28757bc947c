/**
 * Staff sessions behind their own signed cookie: the same rules as the artists'
 * (server/auth/sessions.ts) — a random 256-bit token of which the database keeps the hash, idle
 * and absolute timeouts, a CSRF token per session, rotation at sign-in — on a table of their own.
 */
import type { Db } from '../db/db.port.js';
import type { Clock } from '../platform/clock.js';
import { beginSession, hashToken, isSessionLive, type SessionPolicy } from '../auth/sessions.js';
import type { StaffRole } from '../../src/domain/backoffice/roles.js';
import {
  deleteExpiredStaffSessions,
  deleteStaffSession,
  findStaffSession,
  insertStaffSession,
  rememberStaffName,
  touchStaffSession,
  type StaffSessionRow,
} from './staff-session.repository.js';

export interface StaffIdentity {
  readonly subject: string;
  readonly name: string;
  readonly email: string;
  readonly role: StaffRole;
}

export const createStaffSessions = (db: Db, clock: Clock, policy: SessionPolicy) => {
  const now = () => new Date(clock.now());
  return {
    policy,
    create: async (who: StaffIdentity) => {
      const at = now();
      const { token, row } = beginSession(at, policy);
      await deleteExpiredStaffSessions(db, at, new Date(at.getTime() - policy.idleMs));
      await insertStaffSession(db, { ...row, ...who });
      await rememberStaffName(db, who.subject, who.name, at);
      return { token };
    },
    read: async (token: string): Promise<StaffSessionRow | undefined> => {
      const s = await findStaffSession(db, hashToken(token));
      if (!s) return undefined;
      if (!isSessionLive(policy, s, now())) {
        await deleteStaffSession(db, s.token_hash);
        return undefined;
      }
      return s;
    },
    touch: (s: StaffSessionRow) => touchStaffSession(db, s.token_hash, now()),
    end: (s: Pick<StaffSessionRow, 'token_hash'>) => deleteStaffSession(db, s.token_hash),
    endByToken: (token: string) => deleteStaffSession(db, hashToken(token)),
  };
};
export type StaffSessions = ReturnType<typeof createStaffSessions>;
