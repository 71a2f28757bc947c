/**
 * The sandbox wallet's grants (sandbox_wallet_grant): hashes of its authorization codes and
 * refresh tokens, each claimed at most once. Demo only, beside server/demo/sandbox/wallet-provider.ts.
 */
import type { Queryable } from '../db/db.port.js';

export interface NewGrant {
  readonly tokenHash: string;
  readonly clientId: string;
  readonly subject: string;
  readonly ttlSeconds: number;
}

export interface NewCodeGrant extends NewGrant {
  readonly redirectUri: string | undefined;
  readonly codeChallenge: string | undefined;
  readonly nonce: string | null;
}

export interface ClaimedCode {
  readonly subject: string;
  readonly redirect_uri: string;
  readonly code_challenge: string;
  readonly nonce: string | null;
}

export const insertRefreshGrant = async (db: Queryable, g: NewGrant): Promise<void> => {
  await db.query(
    `INSERT INTO sandbox_wallet_grant (token_hash, kind, client_id, subject, expires_at)
     VALUES ($1, 'refresh', $2, $3, now() + make_interval(secs => $4))`,
    [g.tokenHash, g.clientId, g.subject, g.ttlSeconds],
  );
};

export const insertCodeGrant = async (db: Queryable, g: NewCodeGrant): Promise<void> => {
  await db.query(
    `INSERT INTO sandbox_wallet_grant (token_hash, kind, client_id, subject, redirect_uri, code_challenge, nonce, expires_at)
     VALUES ($1, 'code', $2, $3, $4, $5, $6, now() + make_interval(secs => $7))`,
    [g.tokenHash, g.clientId, g.subject, g.redirectUri, g.codeChallenge, g.nonce, g.ttlSeconds],
  );
};

/** Single use: the update claims the code, so a replayed code finds nothing. */
export const claimCode = async (db: Queryable, tokenHash: string, clientId: string): Promise<ClaimedCode | undefined> =>
  (
    await db.query<ClaimedCode>(
      `UPDATE sandbox_wallet_grant SET used_at = now()
       WHERE token_hash = $1 AND kind = 'code' AND used_at IS NULL AND expires_at > now() AND client_id = $2
       RETURNING subject, redirect_uri, code_challenge, nonce`,
      [tokenHash, clientId],
    )
  ).rows[0];

/** Claims a refresh token (they rotate on every use); its subject, undefined when unknown, used or expired. */
export const claimRefreshToken = async (db: Queryable, tokenHash: string, clientId: string): Promise<string | undefined> =>
  (
    await db.query<{ subject: string }>(
      `UPDATE sandbox_wallet_grant SET used_at = now()
       WHERE token_hash = $1 AND kind = 'refresh' AND used_at IS NULL AND expires_at > now() AND client_id = $2
       RETURNING subject`,
      [tokenHash, clientId],
    )
  ).rows[0]?.subject;
