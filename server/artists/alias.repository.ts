/** SQL of artist aliases and their comparison keys (docs/rules/artists.md#onboarding-and-alias alias; migration 061). */
import type { Queryable } from '../db/db.port.js';

/** The unique index on artist.alias_key and the unique constraint on artist.slug. */
export const ALIAS_KEY_INDEX = 'artist_alias_key';
export const SLUG_CONSTRAINT = 'artist_slug_key';

/** Whether another account already uses an alias with this key. */
export const aliasKeyTaken = async (db: Queryable, key: string, exceptArtistId: number): Promise<boolean> =>
  (await db.query('SELECT 1 FROM artist WHERE alias_key = $1 AND id <> $2', [key, exceptArtistId])).rows.length > 0;

/** Sets the alias, its key and a free slug made from it (base, base-2, base-3, …), accepting the terms. */
export const saveAlias = async (
  tx: Queryable,
  artistId: number,
  alias: { readonly text: string; readonly key: string; readonly slugBase: string },
): Promise<void> => {
  let slug = alias.slugBase;
  for (let i = 2; (await tx.query('SELECT 1 FROM artist WHERE slug = $1 AND id <> $2', [slug, artistId])).rows.length > 0; i++)
    slug = `${alias.slugBase}-${i}`;
  await tx.query(
    `UPDATE artist SET alias = $2, alias_key = $3, slug = $4, terms = 'accepted', selling_enabled = true WHERE id = $1`,
    [artistId, alias.text, alias.key, slug],
  );
};

/** Artists with an alias but no key yet (rows written before migration 061), oldest first. */
export const aliasesWithoutKey = async (db: Queryable): Promise<Array<{ id: number; alias: string }>> =>
  (
    await db.query<{ id: number; alias: string }>(
      `SELECT id, alias FROM artist WHERE alias <> '' AND alias_key IS NULL ORDER BY id`,
    )
  ).rows;

/** Every key in use, with its artist. */
export const aliasKeysInUse = async (db: Queryable): Promise<Array<{ id: number; alias_key: string }>> =>
  (await db.query<{ id: number; alias_key: string }>('SELECT id, alias_key FROM artist WHERE alias_key IS NOT NULL')).rows;

export const setAliasKey = async (tx: Queryable, artistId: number, key: string): Promise<void> => {
  await tx.query('UPDATE artist SET alias_key = $2 WHERE id = $1', [artistId, key]);
};

/** Takes an alias back: its artist chooses another at the next visit (docs/rules/artists.md#onboarding-and-alias onboarding). */
export const clearAlias = async (tx: Queryable, artistId: number): Promise<void> => {
  await tx.query(`UPDATE artist SET alias = '', alias_key = NULL WHERE id = $1`, [artistId]);
};
