/**
 * Days and times the shop reads from a request (a query parameter, a path segment, a JSON field).
 * A well-formed date can still lie where the database cannot follow: year 0 does not exist in
 * PostgreSQL, and the day after 9999-12-31 is year 10000, which JavaScript writes as
 * "+010000-01-01" and PostgreSQL refuses. So every one is range-checked here, from 1970-01-01 to
 * 9999-12-30 (its next midnight still a four-digit year), and one outside is a 400 naming it.
 */
import { badRequest } from './errors.js';
import { printable } from './input-guard.js';

export const EARLIEST_DAY = '1970-01-01';
export const LATEST_DAY = '9999-12-30';
const EARLIEST = Date.parse(`${EARLIEST_DAY}T00:00:00Z`);
/** The last instant of LATEST_DAY. */
const LATEST = Date.parse(`${LATEST_DAY}T00:00:00Z`) + 86_400_000 - 1;

const inRange = (at: Date): boolean => at.getTime() >= EARLIEST && at.getTime() <= LATEST;

/** A calendar day written YYYY-MM-DD, as midnight UTC; `what` names it in the 400 (`Query parameter "from"`). */
export const parseDay = (value: string, what: string): Date => {
  const at = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(NaN);
  if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== value || !inRange(at))
    throw badRequest(`${what} must be a date from ${EARLIEST_DAY} to ${LATEST_DAY} like 2026-11-25, got "${printable(value)}"`);
  return at;
};

/** A date and time in ISO 8601 with a zone (2026-12-31T23:00:00Z); `what` names it in the 400. */
export const parseDateTime = (value: string, what: string): Date => {
  const at = /^\d{4}-\d{2}-\d{2}(T|$)/.test(value) ? new Date(value) : new Date(NaN);
  if (Number.isNaN(at.getTime()) || !inRange(at))
    throw badRequest(
      `${what} must be a date and time from ${EARLIEST_DAY} to ${LATEST_DAY} like 2026-12-31T23:00:00Z, got "${printable(value.slice(0, 40))}"`,
    );
  return at;
};
