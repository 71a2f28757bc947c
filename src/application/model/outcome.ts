/**
 * What a port call gives back: a value, or a failure with a stable code. Transport details
 * (status, decode messages) stay in the failure; machines branch on `code` only.
 *
 * Decision: one result type across the layers (docs/architecture.md#conventions, expected failures are values).
 * `Outcome<T>` is not a shape of its own but the domain's `Result` with the port failure as
 * its error, named because every port and machine speaks of it; it is built with the domain's
 * `ok` and `err`, and `fail` is the short way to build its error side.
 */
import { err, type Err, type Result } from '../../domain/result/result';

export type FailureCode = 'NOT_FOUND' | 'BAD_REQUEST' | 'UNAUTHORIZED' | 'RATE_LIMITED' | 'DECODE' | 'NETWORK' | 'SERVER';

export interface Failure {
  readonly code: FailureCode;
  readonly message: string;
  readonly status?: number;
  /** The server's stable code for a refusal (e.g. 'POSTER.NAME_EXISTS'), when it gave one. */
  readonly apiCode?: string;
}

export type Outcome<T> = Result<T, Failure>;

/** The failure side of an Outcome: `err` of a Failure with its code, message and, from HTTP, status. */
export const fail = (code: FailureCode, message: string, status?: number, apiCode?: string): Err<Failure> =>
  err({ code, message, ...(status === undefined ? {} : { status }), ...(apiCode === undefined ? {} : { apiCode }) });
