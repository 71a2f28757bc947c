/**
 * Secrets the server makes for itself once and keeps in the database (server_secret), so every
 * instance on one database agrees on them and a restart keeps sessions valid.
 */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db.port.js';
import { findServerSecret, insertServerSecret } from './server-secret.repository.js';

export const serverSecret = async (
  db: Queryable,
  name: string,
  make: () => string | Promise<string> = () => randomBytes(32).toString('base64url'),
): Promise<string> => {
  const found = await findServerSecret(db, name);
  if (found !== undefined) return found;
  await insertServerSecret(db, name, await make());
  // Read back: when two instances made one at once, the first stored wins for both.
  return (await findServerSecret(db, name))!;
};
