/** Field text the domain accepts (docs/rules/gift-cards-and-coupons.md#codes): printable characters only, with XML's special characters often. */
import fc from 'fast-check';
import { PRINTABLE_RANGES } from '../domain';

/** One character of the printable set (templates/printable.ts), each range equally likely. */
export const printableChar = (): fc.Arbitrary<string> =>
  fc.oneof(...PRINTABLE_RANGES.map(([from, to]) => fc.integer({ min: from, max: to }).map((cp) => String.fromCodePoint(cp))));

/** Characters markup gives a meaning to: a renderer that forgets to escape one of them breaks. */
const MARKUP = ['<', '>', '&', '"', "'"] as const;

/**
 * A value a personalised field accepts: 1 to `max` printable characters. Markup characters and
 * spaces come often, because they are where renderers and word wraps go wrong.
 */
export const fieldText = (max: number): fc.Arbitrary<string> =>
  fc.string({
    unit: fc.oneof({ weight: 6, arbitrary: printableChar() }, fc.constantFrom(...MARKUP), fc.constant(' ')),
    minLength: 1,
    maxLength: max,
  });
