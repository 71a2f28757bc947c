/**
 * SQLSTATE codes the server answers for itself instead of failing (PostgreSQL appendix A). Both
 * database adapters surface them unchanged: `pg` and PGlite throw the server's error fields
 * (`code`, `constraint`).
 */
export const SQLSTATE = { uniqueViolation: '23505' } as const;

interface SqlError {
  readonly code?: unknown;
  readonly constraint?: unknown;
}

/** Whether `e` is a unique violation, of the named index or constraint when one is given. */
export const isUniqueViolation = (e: unknown, constraint?: string): boolean => {
  if (typeof e !== 'object' || e === null) return false;
  const { code, constraint: violated } = e as SqlError;
  return code === SQLSTATE.uniqueViolation && (constraint === undefined || violated === constraint);
};

/** Node socket errors that mean the database server cannot be reached. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'EAI_AGAIN']);
/** `pg` errors without a code when a connection is lost or never made within its timeout. */
const LOST =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended/i;

/**
 * Whether `e` says the database is away (restarting, shutting down, unreachable) rather than
 * that a statement was wrong: SQLSTATE class 08 (connection exception), 57P01–57P03 (admin or
 * crash shutdown, cannot connect now), or a lost or refused connection. Such a request is
 * answered 503 with Retry-After, never a 500 or a hang; the pool reconnects by itself.
 */
export const isDatabaseUnavailable = (e: unknown): boolean => {
  if (typeof e !== 'object' || e === null) return false;
  const { code, message } = e as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (code.startsWith('08') || /^57P0[123]$/.test(code) || UNREACHABLE.has(code))) return true;
  return typeof message === 'string' && LOST.test(message);
};
