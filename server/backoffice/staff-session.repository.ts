/** SQL of the staff's server-side sessions (staff_session, migration 075). */
import type { Queryable } from '../db/db.port.js';
import type { StaffRole } from '../../src/domain/backoffice/roles.js';

export interface StaffSessionRow {
  readonly token_hash: string;
  readonly subject: string;
  readonly name: string;
  readonly email: string;
  readonly role: StaffRole;
  readonly csrf_token: string;
  readonly created_at: Date;
  readonly last_seen_at: Date;
  readonly expires_at: Date;
}

export const insertStaffSession = async (db: Queryable, s: StaffSessionRow): Promise<void> => {
  await db.query(
    `INSERT INTO staff_session (token_hash, subject, name, email, role, csrf_token, created_at, last_seen_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [s.token_hash, s.subject, s.name, s.email, s.role, s.csrf_token, s.created_at, s.last_seen_at, s.expires_at],
  );
};

export const findStaffSession = async (db: Queryable, tokenHash: string): Promise<StaffSessionRow | undefined> =>
  (await db.query<StaffSessionRow>('SELECT * FROM staff_session WHERE token_hash = $1', [tokenHash])).rows[0];

/** The name the provider gave a subject at its latest sign-in (for the history and the audit record). */
export const rememberStaffName = async (db: Queryable, subject: string, name: string, at: Date): Promise<void> => {
  await db.query(
    `INSERT INTO staff_member (subject, name, seen_at) VALUES ($1, $2, $3)
     ON CONFLICT (subject) DO UPDATE SET name = excluded.name, seen_at = excluded.seen_at`,
    [subject, name, at],
  );
};

export const touchStaffSession = async (db: Queryable, tokenHash: string, at: Date): Promise<void> => {
  await db.query('UPDATE staff_session SET last_seen_at = $2 WHERE token_hash = $1', [tokenHash, at]);
};

export const deleteStaffSession = async (db: Queryable, tokenHash: string): Promise<void> => {
  await db.query('DELETE FROM staff_session WHERE token_hash = $1', [tokenHash]);
};

export const deleteExpiredStaffSessions = async (db: Queryable, now: Date, idleSince: Date): Promise<void> => {
  await db.query('DELETE FROM staff_session WHERE expires_at <= $1 OR last_seen_at <= $2', [now, idleSince]);
};
