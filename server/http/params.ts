import { badRequest } from './errors.js';

/**
 * Query-string readers. Each returns undefined when the parameter is absent or empty and
 * throws a 400 naming the parameter when it is present but malformed.
 */
type Query = Readonly<Record<string, unknown>>;

const raw = (q: Query, name: string): string | undefined => {
  const v = q[name];
  if (v === undefined || v === '') return undefined;
  if (typeof v !== 'string') throw badRequest(`Query parameter "${name}" must be given once`);
  return v;
};

export const intParam = (q: Query, name: string, min = 0, max = Number.MAX_SAFE_INTEGER): number | undefined => {
  const v = raw(q, name);
  if (v === undefined) return undefined;
  if (!/^-?\d+$/.test(v) || Number(v) < min || Number(v) > max) {
    throw badRequest(`Query parameter "${name}" must be a whole number from ${min} to ${max}, got "${v}"`);
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
  const slugs = v.split(',').map((s) => s.trim()).filter(Boolean);
  if (slugs.some((s) => !/^[a-z0-9][a-z0-9-]*$/.test(s))) {
    throw badRequest(`Query parameter "${name}" must be comma-separated slugs, got "${v}"`);
  }
  return slugs;
};

export const idParam = (value: string, name = 'id'): number => {
  if (!/^\d{1,9}$/.test(value)) throw badRequest(`Path parameter "${name}" must be a positive whole number, got "${value}"`);
  return Number(value);
};
