/**
 * The one database port of the server. Two adapters implement it: embedded PGlite (default)
 * and a PostgreSQL server through `pg` (when DATABASE_URL is set). SQL is plain PostgreSQL
 * with $1-style parameters, so every repository runs unchanged on both.
 */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<{ rows: T[] }>;
  /** Runs several statements separated by semicolons (no parameters). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  /** Runs fn inside one transaction: all of it is written, or nothing. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs fn while holding a database-wide lock named by `key`, so that of several server
   * instances starting at once only one migrates and seeds at a time (PostgreSQL advisory
   * lock on a dedicated connection). fn uses the Db as usual. On embedded PGlite, which one
   * process holds alone, it simply runs fn.
   */
  exclusive<T>(key: number, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
  /**
   * Calls `onNotify` for every NOTIFY on `channel`, once listening has begun (when the returned
   * promise resolves). Embedded PGlite only: it delivers a notification before the statement
   * (or COMMIT) that raised it resolves, so a listener is never behind a write it awaited.
   */
  readonly listen?: (channel: string, onNotify: () => void) => Promise<void>;
  /** The connection pool's figures, for metrics (PostgreSQL only: PGlite is one connection). */
  readonly poolStats?: () => { readonly total: number; readonly idle: number; readonly waiting: number };
}
