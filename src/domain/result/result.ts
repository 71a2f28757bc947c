/**
 * Expected failures are values (docs/architecture.md#conventions): a rule returns `Ok` or `Err`, never throws.
 * Every error carries a stable, dot-namespaced `code` so callers can switch on it.
 */
export interface Ok<A> {
  readonly ok: true;
  readonly value: A;
}

export interface Err<E> {
  readonly ok: false;
  readonly error: E;
}

export type Result<A, E> = Ok<A> | Err<E>;

export const ok = <A>(value: A): Ok<A> => ({ ok: true, value });

export const err = <E>(error: E): Err<E> => ({ ok: false, error });

export const mapResult = <A, B, E>(r: Result<A, E>, f: (a: A) => B): Result<B, E> => (r.ok ? ok(f(r.value)) : r);

export const flatMapResult = <A, B, E, F>(r: Result<A, E>, f: (a: A) => Result<B, F>): Result<B, E | F> =>
  r.ok ? f(r.value) : r;
