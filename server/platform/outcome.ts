/**
 * What a service answers: a value, or a refusal with a stable code and a sentence a person can
 * read. Services know nothing of HTTP; one table (server/http/failure-status.ts) turns a code into
 * a status at the route.
 */
import type { FailureCode } from './failure-codes.js';

export type { FailureCode } from './failure-codes.js';

export interface Failure {
  readonly code: FailureCode;
  readonly message: string;
}

export type Outcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: Failure };

export const succeeded = <T>(value: T): Outcome<T> => ({ ok: true, value });

export const failure = (code: FailureCode, message: string): Failure => ({ code, message });

export const failed = (code: FailureCode, message: string): { readonly ok: false; readonly error: Failure } => ({
  ok: false,
  error: failure(code, message),
});

/**
 * A refusal raised inside a unit of work (a transaction) so that the work rolls back; `settle`
 * turns it back into a failed outcome at the service's edge, so it never leaves a service.
 */
export class Refusal extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message);
  }
}

export const refuse = (code: FailureCode, message: string): never => {
  throw new Refusal(failure(code, message));
};

/** Runs the work and answers its value, or the refusal it raised; any other error is a fault and passes. */
export const settle = async <T>(work: () => Promise<T>): Promise<Outcome<T>> => {
  try {
    return succeeded(await work());
  } catch (e) {
    if (e instanceof Refusal) return { ok: false, error: e.failure };
    throw e;
  }
};
