/**
 * Secrets the server makes for itself once and keeps in the database (server_secret), so every
 * instance on one database agrees on them and a restart keeps sessions valid.
 */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db.port.js';

export const serverSecret = async (
  db: Queryable,
  name: string,
  make: () => string | Promise<string> = () => randomBytes(32).toString('base64url'),
): Promise<string> => {
  const found = await db.query<{ value: string }>('SELECT value FROM server_secret WHERE name = $1', [name]);
  if (found.rows[0]) return found.rows[0].value;
  await db.query('INSERT INTO server_secret (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, await make()]);
  return (await db.query<{ value: string }>('SELECT value FROM server_secret WHERE name = $1', [name])).rows[0]!.value;
};
