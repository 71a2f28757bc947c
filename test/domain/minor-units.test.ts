/**
 * Amounts staff type in the back office (a refund in major units) and amounts it writes out
 * (spreadsheets): every store currency has two minor digits.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { majorUnitsText, minorUnitsOf } from '../../src/domain/backoffice/minor-units';

/** The largest amount a person may type: nine digits of major units and two of minor units. */
const MAX_TYPED = 999_999_999_99;

describe('minorUnitsOf', () => {
  it('reads back every amount written with two decimals, with a point or a comma, around spaces', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_TYPED }),
        fc.constantFrom('.', ','),
        fc.constantFrom('', ' ', '\t'),
        (minor, sep, pad) => {
          expect(minorUnitsOf(`${pad}${majorUnitsText(minor).replace('.', sep)}${pad}`)).toBe(minor);
        },
      ),
    );
  });

  it('reads whole major units and one decimal as tens of minor units', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), fc.integer({ min: 0, max: 9 }), (major, tenth) => {
        expect(minorUnitsOf(String(major))).toBe(major * 100);
        expect(minorUnitsOf(`${major},${tenth}`)).toBe(major * 100 + tenth * 10);
        expect(minorUnitsOf(`${major}.${tenth}0`)).toBe(minorUnitsOf(`${major}.${tenth}`));
      }),
    );
  });

  it.each(['', 'x12', '12x', '-5', '+5', '1234567890', '12.345', '12.', '.5', '12 50', '12;50', '1.2.3', '12.-5', 'abc'])(
    'refuses %j',
    (typed) => expect(minorUnitsOf(typed)).toBeNull(),
  );
});

describe('majorUnitsText', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [1250, '12.50'],
    [-1250, '-12.50'],
    [-7, '-0.07'],
  ])('writes %i as %s', (minor, text) => expect(majorUnitsText(minor)).toBe(text));

  it('writes a negative amount as its opposite with a minus sign, and no sign otherwise', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_TYPED }), (minor) => {
        expect(majorUnitsText(minor)).toMatch(/^\d+\.\d\d$/);
        if (minor > 0) expect(majorUnitsText(-minor)).toBe(`-${majorUnitsText(minor)}`);
      }),
    );
  });
});
