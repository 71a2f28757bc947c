import { badRequest } from './errors.js';
import { printable } from './input-guard.js';
import { MAX_ID } from '../../src/adapters/http/contract/index.js';

/**
 * Query-string readers. Each returns undefined when the parameter is absent or empty and
 * throws a 400 naming the parameter when it is present but malformed. Numbers end up in
 * PostgreSQL `integer` columns and parameters, so none may exceed 2^31 − 1 (a larger one
 * would fail in SQL as a 500).
 */
type Query = Readonly<Record<string, unknown>>;

const raw = (q: Query, name: string): string | undefined => {
  const v = q[name];
  if (v === undefined || v === '') return undefined;
  if (typeof v !== 'string') throw badRequest(`Query parameter "${name}" must be given once`);
  return v;
};

export const intParam = (q: Query, name: string, min = 0, max = MAX_ID): number | undefined => {
  const v = raw(q, name);
  if (v === undefined) return undefined;
  if (!/^-?\d{1,12}$/.test(v) || Number(v) < min || Number(v) > Math.min(max, MAX_ID)) {
    throw badRequest(
      `Query parameter "${name}" must be a whole number from ${min} to ${Math.min(max, MAX_ID)}, got "${printable(v)}"`,
    );
  }
  return Number(v);
};

export const boolParam = (q: Query, name: string): boolean | undefined => {
  const v = raw(q, name);
  if (v === undefined) return undefined;
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  throw badRequest(`Query parameter "${name}" must be true or false, got "${v}"`);
};

/** "true"/"false"/"null" for the orientation filter (null = any). */
export const nullableBoolParam = (q: Query, name: string): boolean | null | undefined =>
  raw(q, name) === 'null' ? null : boolParam(q, name);

export const stringParam = (q: Query, name: string, maxLength = 200): string | undefined => {
  const v = raw(q, name);
  if (v !== undefined && v.length > maxLength) {
    throw badRequest(`Query parameter "${name}" must be at most ${maxLength} characters`);
  }
  return v;
};

export const enumParam = <T extends string>(q: Query, name: string, allowed: readonly T[]): T | undefined => {
  const v = raw(q, name);
  if (v === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(v)) {
    throw badRequest(`Query parameter "${name}" must be one of ${allowed.join(', ')}, got "${v}"`);
  }
  return v as T;
};

export const slugListParam = (q: Query, name: string): string[] | undefined => {
  const v = stringParam(q, name, 2000);
  if (v === undefined) return undefined;
  const slugs = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (slugs.some((s) => !/^[a-z0-9][a-z0-9-]*$/.test(s))) {
    throw badRequest(`Query parameter "${name}" must be comma-separated slugs, got "${v}"`);
  }
  return slugs;
};

/**
 * A row id in a path. Decision: an id that is not a whole number from 1 to 2^31 − 1 (139.5,
 * 1e20, 2147483648, 0, -1, "abc") is a 400 naming the parameter, since no row can carry it;
 * a well-formed id that names no row is the route's 404.
 */
export const idParam = (value: string, name = 'id'): number => {
  if (!/^\d{1,10}$/.test(value) || Number(value) < 1 || Number(value) > MAX_ID) {
    throw badRequest(`Path parameter "${name}" must be a whole number from 1 to ${MAX_ID}, got "${printable(value)}"`);
  }
  return Number(value);
};
