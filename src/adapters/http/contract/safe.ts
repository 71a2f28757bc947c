import * as t from 'io-ts';

/**
 * Building blocks of every request codec (architecture: "bad input gets a 4xx with a clear
 * message", never a 5xx). PostgreSQL text cannot hold a NUL character and a lone UTF-16
 * surrogate is not Unicode at all, so a string with either is refused when the request is
 * decoded, before it can reach SQL or the renderer. Ids are PostgreSQL `integer` columns:
 * whole numbers from 1 to 2^31 − 1.
 *
 * The codecs refine without a TypeScript brand: the same request types are built by the
 * browser from plain strings and numbers, and what they guarantee is checked when a body is
 * decoded, which only the server does.
 */

/** A lone high surrogate (no low one after it) or a lone low surrogate (no high one before it). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether `s` can be stored and rendered: no NUL character, no broken UTF-16. */
export const isSafeText = (s: string): boolean => !s.includes('\u0000') && !LONE_SURROGATE.test(s);

/** Text without NUL characters or lone surrogates. */
export const SafeString = new t.Type<string, string, unknown>(
  'SafeString',
  (u): u is string => typeof u === 'string' && isSafeText(u),
  (u, c) => (typeof u === 'string' && isSafeText(u) ? t.success(u) : t.failure(u, c)),
  t.identity,
);

/** The largest value of a PostgreSQL `integer` column (2^31 − 1). */
export const MAX_ID = 2_147_483_647;

export const isId = (u: unknown): u is number => typeof u === 'number' && Number.isInteger(u) && u >= 1 && u <= MAX_ID;

/** A row id: a whole number from 1 to 2^31 − 1 (139.5, 1e20, 2^31, 0 and −1 are refused). */
export const Id = new t.Type<number, number, unknown>(
  'Id',
  isId,
  (u, c) => (isId(u) ? t.success(u) : t.failure(u, c)),
  t.identity,
);

const stringRecord = t.record(t.string, SafeString);
const hasSafeNames = (u: Readonly<Record<string, unknown>>): boolean => Object.keys(u).every(isSafeText);

/**
 * A string → string map whose names and values are safe text (campaign data, template assets).
 * An unsafe name is refused (io-ts' own record would silently drop it).
 */
export const SafeStringMap = new t.Type<Record<string, string>, Record<string, string>, unknown>(
  'SafeStringMap',
  (u): u is Record<string, string> => stringRecord.is(u) && hasSafeNames(u),
  (u, c) => {
    const r = stringRecord.validate(u, c);
    return r._tag === 'Right' && !hasSafeNames(r.right) ? t.failure(u, c) : r;
  },
  t.identity,
);
export type SafeStringMap = t.TypeOf<typeof SafeStringMap>;

/** How deep free-form JSON (template values) may nest; real values are one or two levels deep. */
export const MAX_JSON_DEPTH = 16;

/** Whether every string and every property name in `u` is safe text, nesting at most `depth` levels. */
export const isSafeJson = (u: unknown, depth = MAX_JSON_DEPTH): boolean => {
  if (typeof u === 'string') return isSafeText(u);
  if (u === null || typeof u !== 'object') return typeof u !== 'function' && typeof u !== 'symbol' && typeof u !== 'bigint';
  if (depth <= 0) return false;
  if (Array.isArray(u)) return u.every((v) => isSafeJson(v, depth - 1));
  return Object.entries(u).every(([k, v]) => isSafeText(k) && isSafeJson(v, depth - 1));
};

/** Free-form JSON (template values) whose strings and names are safe text, at most 16 levels deep. */
export const SafeJson = new t.Type<unknown, unknown, unknown>(
  'SafeJson',
  (u): u is unknown => isSafeJson(u),
  (u, c) => (isSafeJson(u) ? t.success(u) : t.failure(u, c)),
  t.identity,
);
