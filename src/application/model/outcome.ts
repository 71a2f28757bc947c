/**
 * What a port call gives back: a value, or a failure with a stable code. Transport details
 * (status, decode messages) stay in `detail`; machines branch on `code` only.
 */
export type FailureCode = 'NOT_FOUND' | 'BAD_REQUEST' | 'UNAUTHORIZED' | 'RATE_LIMITED' | 'DECODE' | 'NETWORK' | 'SERVER';

export interface Failure { readonly code: FailureCode; readonly message: string; readonly status?: number }

export type Outcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: Failure };

export const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const fail = <T = never>(code: FailureCode, message: string, status?: number): Outcome<T> =>
  ({ ok: false, error: status === undefined ? { code, message } : { code, message, status } });
