import type { Queryable } from '../../server/db/db.port';

/**
 * The same database, counting what it is asked: `statements(pattern)` is how many statements so
 * far matched the pattern. For checking that a cache spares the database a round.
 */
export const countingDb = <D extends Queryable>(db: D) => {
  const seen: string[] = [];
  const counted: D = {
    ...db,
    query: ((sql: string, params?: readonly unknown[]) => {
      seen.push(sql);
      return db.query(sql, params);
    }) as D['query'],
  };
  return { db: counted, statements: (pattern: RegExp) => seen.filter((sql) => pattern.test(sql)).length };
};
