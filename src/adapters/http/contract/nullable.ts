import * as t from 'io-ts';

/**
 * A field the server always sends but whose data may be absent (docs/rules/catalogue.md#products-and-categories): `null` on the wire,
 * never a missing key, so a missing key is always a contract break the decoder reports.
 */
export const nullable = <C extends t.Mixed>(codec: C): t.UnionC<[C, t.NullC]> => t.union([codec, t.null], `${codec.name} | null`);
