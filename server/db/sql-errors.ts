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
