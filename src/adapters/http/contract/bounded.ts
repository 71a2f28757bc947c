import * as t from 'io-ts';

/**
 * Numbers with the range their column and their rule allow (`environment.idx` 1e308
 * or 3000000000 and a `top` of 5e-324 reached SQL and answered 500). A number outside its
 * range is refused when the body is decoded, so it never reaches an integer or real column.
 * The codec's name reads as the expectation in a 400: "must be a whole number from 0 to 27".
 */
export const integerBetween = (min: number, max: number): t.Type<number, number, unknown> => {
  const is = (u: unknown): u is number => typeof u === 'number' && Number.isInteger(u) && u >= min && u <= max;
  return new t.Type(`whole number from ${min} to ${max}`, is, (u, c) => (is(u) ? t.success(u) : t.failure(u, c)), t.identity);
};

/**
 * A finite number from `min` to `max`, kept to `decimals` places: a PostgreSQL `real` holds
 * about seven digits and refuses what underflows it (5e-324), so finer values are rounded, not
 * stored as given.
 */
export const decimalBetween = (min: number, max: number, decimals: number): t.Type<number, number, unknown> => {
  const scale = 10 ** decimals;
  const inRange = (u: unknown): u is number => typeof u === 'number' && Number.isFinite(u) && u >= min && u <= max;
  const round = (n: number): number => Math.round(n * scale) / scale + 0; // + 0 turns -0 into 0
  return new t.Type(
    `number from ${min} to ${max}`,
    (u): u is number => inRange(u) && round(u) === u,
    (u, c) => (inRange(u) ? t.success(round(u)) : t.failure(u, c)),
    t.identity,
  );
};
