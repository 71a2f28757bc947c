/** SQL of the server-side sessions and pending logins (auth_session, auth_login). */
import type { Queryable } from '../db/db.port.js';

export interface SessionRow {
  readonly token_hash: string;
  readonly artist_id: number;
  readonly csrf_token: string;
  readonly provider_refresh_token: string | null;
  readonly provider_expires_at: Date | null;
  readonly created_at: Date;
  readonly last_seen_at: Date;
  readonly expires_at: Date;
  readonly role: 'artist' | 'reviewer';
}

export const insertSession = async (db: Queryable, s: Omit<SessionRow, 'role'>): Promise<void> => {
  await db.query(
    `INSERT INTO auth_session (token_hash, artist_id, csrf_token, provider_refresh_token, provider_expires_at, created_at, last_seen_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      s.token_hash,
      s.artist_id,
      s.csrf_token,
      s.provider_refresh_token,
      s.provider_expires_at,
      s.created_at,
      s.last_seen_at,
      s.expires_at,
    ],
  );
};

export const findSession = async (db: Queryable, tokenHash: string): Promise<SessionRow | undefined> =>
  (
    await db.query<SessionRow>(
      `SELECT s.*, a.role FROM auth_session s JOIN artist a ON a.id = s.artist_id WHERE s.token_hash = $1`,
      [tokenHash],
    )
  ).rows[0];

export const touchSession = async (db: Queryable, tokenHash: string, at: Date): Promise<void> => {
  await db.query('UPDATE auth_session SET last_seen_at = $2 WHERE token_hash = $1', [tokenHash, at]);
};

export const updateProviderTokens = async (
  db: Queryable,
  tokenHash: string,
  refreshToken: string | null,
  expiresAt: Date | null,
): Promise<void> => {
  await db.query('UPDATE auth_session SET provider_refresh_token = $2, provider_expires_at = $3 WHERE token_hash = $1', [
    tokenHash,
    refreshToken,
    expiresAt,
  ]);
};

export const deleteSession = async (db: Queryable, tokenHash: string): Promise<void> => {
  await db.query('DELETE FROM auth_session WHERE token_hash = $1', [tokenHash]);
};

export const deleteExpiredSessions = async (db: Queryable, now: Date, idleSince: Date): Promise<void> => {
  await db.query('DELETE FROM auth_session WHERE expires_at <= $1 OR last_seen_at <= $2', [now, idleSince]);
};

export const insertPendingLogin = async (
  db: Queryable,
  p: { state: string; codeVerifier: string; nonce: string; returnTo: string; at: Date },
): Promise<void> => {
  await db.query('INSERT INTO auth_login (state, code_verifier, nonce, return_to, created_at) VALUES ($1, $2, $3, $4, $5)', [
    p.state,
    p.codeVerifier,
    p.nonce,
    p.returnTo,
    p.at,
  ]);
};

/** Takes the pending login out (single use); undefined if unknown or older than `notBefore`. */
export const takePendingLogin = async (db: Queryable, state: string, notBefore: Date) =>
  (
    await db.query<{ state: string; code_verifier: string; nonce: string; return_to: string }>(
      'DELETE FROM auth_login WHERE state = $1 AND created_at > $2 RETURNING state, code_verifier, nonce, return_to',
      [state, notBefore],
    )
  ).rows[0];

/** The account for a wallet identity, created on first login with an empty alias (docs/rules/artists.md#onboarding-and-alias onboarding). */
export const upsertWalletAccount = async (
  db: Queryable,
  id: { subject: string; name: string; email: string },
  role: 'artist' | 'reviewer',
): Promise<number> => {
  const found = await db.query<{ id: number }>(
    "UPDATE artist SET name = COALESCE(NULLIF($2, ''), name), email = COALESCE(NULLIF($3, ''), email), role = $4 WHERE wallet_subject = $1 RETURNING id",
    [id.subject, id.name, id.email, role],
  );
  if (found.rows[0]) return found.rows[0].id;
  const slug = `wallet-${Buffer.from(id.subject).toString('hex').slice(0, 24)}-${Date.now().toString(36)}`;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO artist (slug, alias, name, email, wallet_subject, role)
     VALUES ($1, '', $2, $3, $4, $5) ON CONFLICT (wallet_subject) DO UPDATE SET role = EXCLUDED.role RETURNING id`,
    [slug, id.name, id.email, id.subject, role],
  );
  return rows[0]!.id;
};
