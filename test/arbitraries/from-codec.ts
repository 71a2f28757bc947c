import fc from 'fast-check';
import * as t from 'io-ts';

/**
 * An arbitrary of the values a plain io-ts codec accepts, read from the codec itself: objects
 * (strict, exact, partial), arrays, records, unions, intersections, literals, key sets, strings,
 * whole numbers, booleans and null, and refinements by filtering. Used for wire shapes made of
 * those parts only (the back office's catalogue and payout desks), so their round-trip and
 * rejection properties run without a hand-written arbitrary restating each field.
 */
type Any = t.Mixed & { readonly _tag?: string };

export const arbitraryOf = (codec: t.Mixed): fc.Arbitrary<unknown> => {
  const c = codec as Any & Record<string, unknown>;
  switch (c._tag) {
    case 'StringType':
      return fc.string({ maxLength: 12 });
    case 'NumberType':
      return fc.integer({ min: -1_000_000, max: 1_000_000 });
    case 'BooleanType':
      return fc.boolean();
    case 'NullType':
      return fc.constant(null);
    case 'LiteralType':
      return fc.constant(c.value);
    case 'KeyofType':
      return fc.constantFrom(...Object.keys(c.keys as object));
    case 'InterfaceType':
    case 'StrictType':
      return fc.record(Object.fromEntries(Object.entries(c.props as t.Props).map(([k, v]) => [k, arbitraryOf(v)])));
    case 'PartialType':
      return fc.record(Object.fromEntries(Object.entries(c.props as t.Props).map(([k, v]) => [k, arbitraryOf(v)])), {
        requiredKeys: [],
      });
    case 'ExactType':
    case 'ReadonlyType':
      return arbitraryOf(c.type as t.Mixed);
    case 'ArrayType':
    case 'ReadonlyArrayType':
      return fc.array(arbitraryOf(c.type as t.Mixed), { maxLength: 3 });
    case 'DictionaryType':
      return fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), arbitraryOf(c.codomain as t.Mixed), { maxKeys: 3 });
    case 'UnionType':
      return fc.oneof(...(c.types as t.Mixed[]).map(arbitraryOf));
    case 'IntersectionType':
      return fc
        .tuple(...(c.types as t.Mixed[]).map(arbitraryOf))
        .map((parts) => Object.assign({}, ...(parts as object[])) as unknown);
    case 'RefinementType':
      return arbitraryOf(c.type as t.Mixed).filter((v) => codec.is(v));
    default:
      throw new Error(`arbitraryOf: no arbitrary for the io-ts ${String(c._tag)} of ${codec.name}`);
  }
};
