/** The idempotency_key table: one row per key, with the hash of its request and, once made, its answer. */
import type { Queryable } from '../db/db.port.js';

export const forgetKeysOlderThan = async (tx: Queryable, retention: string): Promise<void> => {
  await tx.query(`DELETE FROM idempotency_key WHERE created_at < now() - interval '${retention}'`);
};

/** Inserts the key; false when it was there already (on PostgreSQL, after the transaction holding it ends). */
export const claimKey = async (tx: Queryable, key: string, hash: string): Promise<boolean> =>
  (
    await tx.query('INSERT INTO idempotency_key (key, request_hash) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING RETURNING key', [
      key,
      hash,
    ])
  ).rows.length > 0;

export const findKey = async <A>(
  tx: Queryable,
  key: string,
): Promise<{ readonly request_hash: string; readonly response: A | null } | undefined> =>
  (
    await tx.query<{ request_hash: string; response: A | null }>(
      'SELECT request_hash, response FROM idempotency_key WHERE key = $1',
      [key],
    )
  ).rows[0];

export const storeAnswer = async (tx: Queryable, key: string, answer: unknown): Promise<void> => {
  await tx.query('UPDATE idempotency_key SET response = $2 WHERE key = $1', [key, JSON.stringify(answer)]);
};
