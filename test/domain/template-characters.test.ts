import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PRINTABLE_RANGES,
  TEMPLATE_IDS,
  characterCode,
  invalidTemplateFields,
  isPrintableCodePoint,
  isTemplateValid,
  refusedCharacters,
  templateDefaults,
  templateValuesRead,
  unprintableCharacter,
  type TemplateValuesById,
} from '../../src/domain/templates';

/**
 * Nothing paid can become unprintable: a template value holding a character
 * XML cannot carry, or one the print faces cannot draw, is invalid and named; values the
 * picture does not read are dropped before an order stores them.
 */
const XML_REFUSED = ['\u0000', '\u0007', '\u001B', '\u000B', '\u000C', '\u001F', '\uFFFE', '\uFFFF', '\uD800', '\uDFFF'];
const NOT_DRAWN = ['😀', '❤', '★', '中', '\u200B', '\u202E', '\uFEFF', '\u{1F1F8}'];

describe('printable characters of a personalised poster', () => {
  it.each([...XML_REFUSED, ...NOT_DRAWN])('refuses %j in every field of every template, and names it', (c) => {
    for (const id of TEMPLATE_IDS) {
      const values = templateDefaults(id) as unknown as Record<string, unknown>;
      for (const [field, value] of Object.entries(values)) {
        if (typeof value !== 'string') continue;
        const changed = { ...values, [field]: `A${c}b` } as never;
        expect(invalidTemplateFields(id, changed), `${id}.${field}`).toContain(field);
        expect(refusedCharacters(changed)).toEqual({ [field]: c });
      }
    }
  });

  it("keeps tab, line feed, carriage return and the letters of the shop's languages", () => {
    const text = 'Åsa Øre Ærø, Łódź, Příliš žluťoučký kůň, Őrült Ünnep, Ştefan Țară, “Ça va” — «¿Qué?» ♥ 1 000 € ½\t\n\r';
    expect(unprintableCharacter(text)).toBeUndefined();
    expect(isTemplateValid('custom', { style: 1, text: text.slice(0, 100), alignment: 'center' })).toBe(true);
  });

  it('any string with a code point outside the set is refused, naming its first such character', () => {
    const outside = fc
      .integer({ min: 0, max: 0x10ffff })
      .filter((cp) => !isPrintableCodePoint(cp))
      .map((cp) => String.fromCodePoint(cp));
    fc.assert(
      fc.property(
        fc.string({ maxLength: 10 }).filter((s) => unprintableCharacter(s) === undefined),
        outside,
        fc.string(),
        (before, c, after) => {
          expect(unprintableCharacter(before + c + after)).toBe(c);
          expect(isTemplateValid('baby', { ...templateDefaults('baby'), name: (before + c).slice(-60) })).toBe(false);
        },
      ),
    );
  });

  it('names a character by its code point', () => {
    expect(characterCode('\u001B')).toBe('U+001B');
    expect(characterCode('😀')).toBe('U+1F600');
    expect(characterCode('\uD800')).toBe('U+D800');
  });

  it('names nested fields by their path, as the form and the wire name them', () => {
    expect(refusedCharacters({ familyMembers: [{ name: 'Ann', yob: '19\u00078' }], best_friends: ['a', '😀'] })).toEqual({
      'familyMembers[0].yob': '\u0007',
      'best_friends[1]': '😀',
    });
  });

  it('names no field whose text prints, and passes over what is not text: numbers, booleans, null, undefined', () => {
    const printableValue = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.string({ unit: fc.constantFrom('a', 'Ж', ' ', '\t', '♥') }),
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        fc.constant(undefined),
        fc.array(tie('value'), { maxLength: 3 }),
        fc.dictionary(fc.stringMatching(/^[a-z]{1,5}$/), tie('value'), { maxKeys: 3 }),
      ),
    })).value;
    fc.assert(fc.property(printableValue, (v) => Object.keys(refusedCharacters(v)).length === 0));
    expect(refusedCharacters({ name: null, yob: undefined, numMembers: 3, list: [null, '\u0007'] })).toStrictEqual({
      'list[1]': '\u0007',
    });
  });

  it('the set holds no C0 control but tab, LF and CR, and nothing XML forbids', () => {
    for (const [from, to] of PRINTABLE_RANGES) {
      for (let cp = from; cp <= to; cp++) {
        expect(cp >= 0x20 || [0x09, 0x0a, 0x0d].includes(cp), cp.toString(16)).toBe(true);
        expect(cp < 0xd800 || (cp > 0xdfff && cp < 0xfffe), cp.toString(16)).toBe(true);
      }
    }
  });
});

describe('values a template does not read', () => {
  it('drops best friends past the chosen number: 10,000 names with two friends keep two', () => {
    const names = Array.from({ length: 10_000 }, (_, i) => `Friend ${i}`);
    const values: TemplateValuesById['best-friends'] = { numFriends: 2, bestFriends: names, since: '2010' };
    expect(templateValuesRead('best-friends', values)).toEqual({
      numFriends: 2,
      bestFriends: ['Friend 0', 'Friend 1'],
      since: '2010',
    });
  });

  it('drops family members past the chosen number and leaves other templates alone', () => {
    const family = templateDefaults('family');
    expect(templateValuesRead('family', { ...family, numMembers: 2 }).familyMembers).toEqual(family.familyMembers.slice(0, 2));
    expect(templateValuesRead('baby', templateDefaults('baby'))).toEqual(templateDefaults('baby'));
  });

  it('what is read is valid exactly when the values are (reading never changes validity)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), fc.array(fc.string({ maxLength: 30 }), { maxLength: 12 }), (n, names) => {
        const values = { numFriends: n, bestFriends: names, since: 'since' };
        expect(isTemplateValid('best-friends', templateValuesRead('best-friends', values))).toBe(
          isTemplateValid('best-friends', values),
        );
      }),
    );
  });
});
