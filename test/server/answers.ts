import type * as t from 'io-ts';

/** An API answer's body read through its contract codec; a body that does not decode fails the test, showing the body. */
export const decoded = <C extends t.Mixed>(codec: C, body: string): t.TypeOf<C> => {
  const r = codec.decode(JSON.parse(body));
  if (r._tag === 'Left') throw new Error(`answer does not decode as ${codec.name}: ${body}`);
  return r.right;
};
