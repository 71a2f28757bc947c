/**
 * The dates the shop stores: a well-formed date can still lie where the database cannot follow.
 * Year 0 does not exist in PostgreSQL, and the day after 9999-12-31 is year 10000, which
 * JavaScript writes as "+010000-01-01" and PostgreSQL refuses. So every date read from outside is
 * held to 1970-01-01 … 9999-12-30 (its next midnight still a four-digit year).
 */
export const EARLIEST_DAY = '1970-01-01';
export const LATEST_DAY = '9999-12-30';
const EARLIEST = Date.parse(`${EARLIEST_DAY}T00:00:00Z`);
/** The last instant of LATEST_DAY. */
const LATEST = Date.parse(`${LATEST_DAY}T00:00:00Z`) + 86_400_000 - 1;

export const inDateRange = (at: Date): boolean => at.getTime() >= EARLIEST && at.getTime() <= LATEST;

/** A date and time in ISO 8601 (2026-12-31T23:00:00Z) within the range, or undefined. */
export const dateTimeInRange = (value: string): Date | undefined => {
  const at = /^\d{4}-\d{2}-\d{2}(T|$)/.test(value) ? new Date(value) : new Date(NaN);
  return Number.isNaN(at.getTime()) || !inDateRange(at) ? undefined : at;
};
