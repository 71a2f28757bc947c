/**
 * Claiming an artist alias (docs/rules/artists.md#onboarding-and-alias "not already taken"): aliases are compared by their key
 * (src/domain/validation/alias-key.ts), and the unique index on that key decides when two
 * claims race — the loser is told the alias is taken, never a 500.
 */
import type { Db, Queryable } from '../db/db.port.js';
import { isUniqueViolation } from '../db/sql-errors.js';
import { slugify } from '../../src/domain/catalogue/slug.js';
import { aliasKey } from '../../src/domain/validation/alias-key.js';
import {
  ALIAS_KEY_INDEX,
  SLUG_CONSTRAINT,
  aliasesWithoutKey,
  aliasKeysInUse,
  aliasKeyTaken,
  clearAlias,
  saveAlias,
  setAliasKey,
} from './alias.repository.js';

/** A claim loses a slug race at most once per competing claim; a few tries are plenty. */
const SLUG_RACE_TRIES = 3;

export const isAliasTaken = (db: Queryable, alias: string, artistId: number): Promise<boolean> =>
  aliasKeyTaken(db, aliasKey(alias), artistId);

export const claimAlias = async (db: Db, artistId: number, alias: string): Promise<'saved' | 'taken'> => {
  const key = aliasKey(alias);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        if (await aliasKeyTaken(tx, key, artistId)) return 'taken';
        await saveAlias(tx, artistId, { text: alias, key, slugBase: slugify(alias) || 'artist' });
        return 'saved';
      });
    } catch (e) {
      if (isUniqueViolation(e, ALIAS_KEY_INDEX)) return 'taken';
      // Two different aliases with one slug ("Fjord & Light", "Fjord Light") claimed at once:
      // the slug search runs again and now sees the other's.
      if (isUniqueViolation(e, SLUG_CONSTRAINT) && attempt < SLUG_RACE_TRIES) continue;
      throw e;
    }
  }
};

/**
 * Gives every alias written before keys existed its key, at start-up. Where an alias's key is
 * already held — by an alias claimed under the rule, or by an older artist among these — its
 * alias is taken back (an impersonation the rule now refuses); returns those artists.
 */
export const fillMissingAliasKeys = async (db: Db): Promise<number[]> => {
  const missing = await aliasesWithoutKey(db);
  if (missing.length === 0) return [];
  return db.transaction(async (tx) => {
    const owner = new Map((await aliasKeysInUse(tx)).map((r) => [r.alias_key, r.id]));
    const cleared: number[] = [];
    for (const { id, alias } of missing) {
      const key = aliasKey(alias);
      if (owner.has(key)) {
        await clearAlias(tx, id);
        cleared.push(id);
        continue;
      }
      await setAliasKey(tx, id, key);
      owner.set(key, id);
    }
    return cleared;
  });
};
