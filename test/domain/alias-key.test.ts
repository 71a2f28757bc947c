import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aliasKey, checkAlias } from '../../src/domain/validation';

/**
 * Aliases that look alike compare alike (spec §5 "not already taken"): the key ignores Unicode
 * composition, compatibility forms, invisible characters, surrounding and repeated white space
 * and case, and is a fixed point.
 */
const INVISIBLES = [
  '\u200B',
  '\u200C',
  '\u200D',
  '\u2060',
  '\uFEFF',
  '\u00AD',
  '\u180E',
  '\u034F',
  '\u{E0041}',
  '\u202E',
  '\u0007',
];
const invisible = fc.constantFrom(...INVISIBLES);
const alias = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 });

/** The alias with invisible characters put between its code points at random places. */
const sprinkled = fc.tuple(alias, fc.array(fc.tuple(fc.nat(), invisible), { maxLength: 5 })).map(([a, extras]) => {
  const points = [...a];
  for (const [at, ch] of extras) points.splice(at % (points.length + 1), 0, ch);
  return { plain: a, sprinkled: points.join('') };
});

describe('alias comparison key (spec §5)', () => {
  it.each([
    ['a zero-width space', 'Atelier\u200B Amélie'],
    ['a decomposed é', 'Atelier Ame\u0301lie'],
    ['other case', 'ATELIER AMÉLIE'],
    ['full-width letters and an ideographic space', 'ＡＴＥＬＩＥＲ\u3000ＡＭÉＬＩＥ'],
    ['surrounding and doubled white space', '  Atelier \u00A0 Amélie\t'],
    ['a word joiner and a soft hyphen', 'Ate\u2060lier Amé\u00ADlie'],
    ['a zero-width space between two spaces', 'Atelier \u200B Amélie'],
  ])('"Atelier Amélie" with %s has the same key', (_label, lookalike) => {
    expect(aliasKey(lookalike)).toBe(aliasKey('Atelier Amélie'));
  });

  it('folds sharp s as full case folding does', () => {
    expect(aliasKey('Straße')).toBe(aliasKey('STRASSE'));
    expect(aliasKey('STRAẞE')).toBe(aliasKey('strasse'));
  });

  it('is the lower-case folding, the form keys are stored in', () => {
    expect(aliasKey(' ATELIER  Amélie ')).toBe('atelier amélie');
    expect(aliasKey('STRAẞE')).toBe('strasse');
  });

  it('keeps aliases that differ in what a person sees apart', () => {
    expect(aliasKey('Atelier Amélie')).not.toBe(aliasKey('Atelier Amelie'));
    expect(aliasKey('Atelier Amélie')).not.toBe(aliasKey('AtelierAmélie'));
  });

  it('is a fixed point', () => {
    // Any code point, lone surrogates included: the same strings as fc.string({ unit: 'binary' }),
    // whose first use costs seconds of set-up in every process, and a mutation run starts one per mutant.
    const anyText = fc.array(fc.integer({ min: 0, max: 0x10ffff }), { maxLength: 30 }).map((cps) => String.fromCodePoint(...cps));
    fc.assert(
      fc.property(anyText, (s) => aliasKey(aliasKey(s)) === aliasKey(s)),
      { numRuns: 1000 },
    );
  });

  it('ignores invisible characters wherever they are', () => {
    fc.assert(
      fc.property(sprinkled, ({ plain, sprinkled: s }) => aliasKey(s) === aliasKey(plain)),
      { numRuns: 2000 },
    );
  });

  it('ignores composition and compatibility forms', () => {
    fc.assert(
      fc.property(
        alias,
        fc.constantFrom('NFC', 'NFD', 'NFKC', 'NFKD') as fc.Arbitrary<'NFC'>,
        (a, form) => aliasKey(a.normalize(form)) === aliasKey(a),
      ),
      { numRuns: 2000 },
    );
  });

  it('ignores case', () => {
    fc.assert(
      fc.property(alias, (a) => aliasKey(a.toUpperCase()) === aliasKey(a) && aliasKey(a.toLowerCase()) === aliasKey(a)),
      { numRuns: 2000 },
    );
  });

  it('ignores surrounding white space and has none itself, nor an invisible character', () => {
    fc.assert(
      fc.property(alias, fc.constantFrom(' ', '\t', '\u00A0', '\u3000', '\n'), (a, pad) => {
        const key = aliasKey(`${pad}${a}${pad}`);
        return key === aliasKey(a) && key === key.trim() && !/[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cc}]|\s{2}/u.test(key);
      }),
      { numRuns: 2000 },
    );
  });

  it('an alias whose visible part is 3 characters or fewer is too short, whatever its typed length', () => {
    expect(checkAlias('\u200B\u200Babc\u200B', false)).toEqual({
      ok: false,
      error: { code: 'VALIDATION.LENGTH', field: 'alias', min: 3, max: 50, length: 3 },
    });
    expect(checkAlias('\u200B'.repeat(10), false).ok).toBe(false);
    expect(checkAlias('\u200Babcd', false).ok).toBe(true);
  });

  it('an alias outside the typed bounds is refused with its typed length', () => {
    expect(checkAlias('ab ', false)).toEqual({
      ok: false,
      error: { code: 'VALIDATION.LENGTH', field: 'alias', min: 3, max: 50, length: 3 },
    });
    expect(checkAlias('\u200B'.repeat(60), false)).toEqual({
      ok: false,
      error: { code: 'VALIDATION.LENGTH', field: 'alias', min: 3, max: 50, length: 60 },
    });
  });
});
