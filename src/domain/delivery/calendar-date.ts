/**
 * Plain calendar dates (docs/rules/checkout.md#delivery-estimate "estimated delivery date"): year, month 1–12, day 1–31, with no
 * time of day and no time zone. `Date` in UTC is used only as a pure calendar calculator.
 */
import { err, ok, type Result } from '../result/result';

export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** 0 Sunday … 6 Saturday, as in `Date#getUTCDay`. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface InvalidDate {
  readonly code: 'DATE.INVALID';
  readonly input: string;
}

const DAY_MS = 86_400_000;

// setUTCFullYear, unlike Date.UTC, does not map years 0–99 to 1900–1999.
const toEpochDay = (d: CalendarDate): number => new Date(0).setUTCFullYear(d.year, d.month - 1, d.day) / DAY_MS;

const fromEpochDay = (epochDay: number): CalendarDate => {
  const date = new Date(epochDay * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
};

export const addDays = (d: CalendarDate, days: number): CalendarDate => fromEpochDay(toEpochDay(d) + days);

export const daysBetween = (from: CalendarDate, to: CalendarDate): number => toEpochDay(to) - toEpochDay(from);

export const weekday = (d: CalendarDate): Weekday => new Date(toEpochDay(d) * DAY_MS).getUTCDay() as Weekday;

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

export const formatIsoDate = (d: CalendarDate): string => `${pad(d.year, 4)}-${pad(d.month, 2)}-${pad(d.day, 2)}`;

/** Parses 'YYYY-MM-DD'; rejects impossible dates such as 2023-02-29. */
export const parseIsoDate = (input: string): Result<CalendarDate, InvalidDate> => {
  // Unanchored on purpose: the round trip below is what makes the match exact.
  const match = /(\d{4})-(\d{2})-(\d{2})/.exec(input);
  if (!match) return err({ code: 'DATE.INVALID', input });
  const candidate = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const normalised = fromEpochDay(toEpochDay(candidate));
  return formatIsoDate(normalised) === input ? ok(candidate) : err({ code: 'DATE.INVALID', input });
};
