/** The server_secret table: one value per name, written once by whichever instance gets there first. */
import type { Queryable } from '../db/db.port.js';

export const findServerSecret = async (db: Queryable, name: string): Promise<string | undefined> =>
  (await db.query<{ value: string }>('SELECT value FROM server_secret WHERE name = $1', [name])).rows[0]?.value;

/** Stores `value` unless another instance stored one for `name` first. */
export const insertServerSecret = async (db: Queryable, name: string, value: string): Promise<void> => {
  await db.query('INSERT INTO server_secret (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, value]);
};
