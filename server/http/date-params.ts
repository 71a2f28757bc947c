/**
 * Days and times the shop reads from a request (a query parameter, a path segment, a JSON field),
 * held to the range the database stores (server/platform/date-range.ts); one outside is a 400
 * naming it.
 */
import { badRequest } from './errors.js';
import { printable } from './input-guard.js';
import { dateTimeInRange, EARLIEST_DAY, inDateRange as inRange, LATEST_DAY } from '../platform/date-range.js';

export { EARLIEST_DAY, LATEST_DAY };

/** A calendar day written YYYY-MM-DD, as midnight UTC; `what` names it in the 400 (`Query parameter "from"`). */
export const parseDay = (value: string, what: string): Date => {
  const at = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(NaN);
  if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== value || !inRange(at))
    throw badRequest(`${what} must be a date from ${EARLIEST_DAY} to ${LATEST_DAY} like 2026-11-25, got "${printable(value)}"`);
  return at;
};

/** A date and time in ISO 8601 with a zone (2026-12-31T23:00:00Z); `what` names it in the 400. */
export const parseDateTime = (value: string, what: string): Date => {
  const at = dateTimeInRange(value);
  if (!at)
    throw badRequest(
      `${what} must be a date and time from ${EARLIEST_DAY} to ${LATEST_DAY} like 2026-12-31T23:00:00Z, got "${printable(value.slice(0, 40))}"`,
    );
  return at;
};
