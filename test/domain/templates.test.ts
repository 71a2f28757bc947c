import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  TEMPLATE_IDS,
  clampHeartTextSize,
  familyFontSizeCap,
  invalidTemplateFields,
  isFieldValid,
  isTemplateId,
  isTemplateValid,
  labelFontSizeCap,
  templateDefaults,
  type TemplateId,
  type TemplateValuesById,
} from '../../src/domain/templates';

const text = (n: number) => 'x'.repeat(n);

/** Every simple field with its maximum (spec §5). */
const LIMITS: readonly (readonly [TemplateId, string, number])[] = [
  ['baby', 'name', 60],
  ['baby', 'datetime', 40],
  ['baby', 'weight', 6],
  ['baby', 'height', 5],
  ['best-friends', 'since', 40],
  ['cat', 'name', 60],
  ['cat', 'date', 40],
  ['dog', 'name', 60],
  ['dog', 'date', 40],
  ['custom', 'text', 100],
  ['heart', 'text', 60],
  ['love', 'names', 40],
  ['love', 'date', 22],
  ['love', 'place', 22],
  ['love-alternate', 'names', 40],
  ['love-alternate', 'date', 22],
  ['love-alternate', 'place', 22],
  ['significant-other', 'significantOther', 30],
  ['significant-other', 'significantText', 124],
  ['zodiac', 'zodiac', 60],
  ['zodiac', 'name', 60],
  ['zodiac', 'date', 20],
];

const withField = <K extends TemplateId>(id: K, field: string, value: unknown): TemplateValuesById[K] =>
  ({ ...templateDefaults(id), [field]: value }) as TemplateValuesById[K];

describe('personalised templates (spec §3, §5)', () => {
  it('there are eleven, and every default is valid', () => {
    expect([...TEMPLATE_IDS].sort()).toEqual([
      'baby',
      'best-friends',
      'cat',
      'custom',
      'dog',
      'family',
      'heart',
      'love',
      'love-alternate',
      'significant-other',
      'zodiac',
    ]);
    for (const id of TEMPLATE_IDS) expect(invalidTemplateFields(id, templateDefaults(id))).toEqual([]);
    expect(isTemplateId('baby')).toBe(true);
    expect(isTemplateId('unicorn')).toBe(false);
  });
  it('a field is valid when its length is above 0 and within the maximum', () => {
    expect(isFieldValid('', 5)).toBe(false);
    expect(isFieldValid('a', 5)).toBe(true);
    expect(isFieldValid(text(5), 5)).toBe(true);
    expect(isFieldValid(text(6), 5)).toBe(false);
  });
  it.each(LIMITS)('%s %s: at most %i characters', (id, field, max) => {
    expect(isTemplateValid(id, withField(id, field, text(max)))).toBe(true);
    expect(invalidTemplateFields(id, withField(id, field, text(max + 1)))).toEqual([field]);
    expect(invalidTemplateFields(id, withField(id, field, ''))).toEqual([field]);
    expect(isTemplateValid(id, withField(id, field, 'a'))).toBe(true);
  });
  it('every simple field is valid exactly for lengths 1..max', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LIMITS), fc.nat(200), ([id, field, max], n) => {
        expect(isTemplateValid(id, withField(id, field, text(n)))).toBe(n >= 1 && n <= max);
      }),
    );
  });
});

// Domain calls stay inside `it` so a broken rule fails a test instead of the file's collection.
describe('best friends (spec §5)', () => {
  it('2–4 friends; only the chosen number of names is checked, each at most 22', () => {
    const base = templateDefaults('best-friends');
    expect(isTemplateValid('best-friends', { ...base, numFriends: 2, bestFriends: ['Ann', 'Bo', '', text(50)] })).toBe(true);
    expect(invalidTemplateFields('best-friends', { ...base, numFriends: 3, bestFriends: ['Ann', 'Bo', ''] })).toEqual([
      'bestFriends[2]',
    ]);
    expect(invalidTemplateFields('best-friends', { ...base, numFriends: 4, bestFriends: ['A', 'B', 'C'] })).toEqual([
      'bestFriends[3]',
    ]);
    expect(invalidTemplateFields('best-friends', { ...base, bestFriends: [text(22), text(23)] })).toEqual(['bestFriends[1]']);
    expect(invalidTemplateFields('best-friends', { ...base, numFriends: 1 })).toEqual(['numFriends']);
    expect(invalidTemplateFields('best-friends', { ...base, numFriends: 5, bestFriends: ['A', 'B', 'C', 'D', 'E'] })).toEqual([
      'numFriends',
    ]);
    expect(isTemplateValid('best-friends', { ...base, numFriends: 4, bestFriends: ['A', 'B', 'C', 'D'] })).toBe(true);
  });
});

describe('family (spec §5, §9)', () => {
  const member = (name: string, yob = '1990') => ({ name, yob });
  it('2–6 members, each name at most 22 and year of birth at most 4; only the chosen number checked', () => {
    const six = Array.from({ length: 6 }, (_, i) => member(`M${i}`));
    expect(isTemplateValid('family', { numMembers: 6, familyMembers: six })).toBe(true);
    expect(isTemplateValid('family', { numMembers: 2, familyMembers: [member('A'), member('B'), member('')] })).toBe(true);
    expect(invalidTemplateFields('family', { numMembers: 2, familyMembers: [member(text(23)), member('B', '19901')] })).toEqual([
      'familyMembers[0].name',
      'familyMembers[1].yob',
    ]);
    expect(invalidTemplateFields('family', { numMembers: 3, familyMembers: [member('A'), member('B')] })).toEqual([
      'familyMembers[2].name',
      'familyMembers[2].yob',
    ]);
    expect(invalidTemplateFields('family', { numMembers: 1, familyMembers: six })).toEqual(['numMembers']);
    expect(invalidTemplateFields('family', { numMembers: 7, familyMembers: six })).toEqual(['numMembers']);
  });
  it('label font caps: 146, 120, 80, 62, 56 for 2–6 members', () => {
    expect([2, 3, 4, 5, 6].map((n) => labelFontSizeCap('family', n))).toEqual([146, 120, 80, 62, 56]);
    expect(familyFontSizeCap(7)).toBeNull();
    expect(labelFontSizeCap('family')).toBeNull();
  });
});

describe('custom text (spec §3, §5, §9)', () => {
  it('needs a style 1–6 and an alignment left, center or right', () => {
    const base = templateDefaults('custom');
    for (const style of [1, 6]) expect(isTemplateValid('custom', { ...base, style })).toBe(true);
    for (const style of [null, 0, 7, 2.5, Number.NaN])
      expect(invalidTemplateFields('custom', { ...base, style })).toEqual(['style']);
    for (const alignment of ['left', 'center', 'right'] as const)
      expect(isTemplateValid('custom', { ...base, alignment })).toBe(true);
    expect(invalidTemplateFields('custom', withField('custom', 'alignment', 'justify'))).toEqual(['alignment']);
  });
});

describe('heart (spec §5, §9)', () => {
  it('text size 10–500 percent, default 100', () => {
    const base = templateDefaults('heart');
    expect(base.textSize).toBe(100);
    expect(isTemplateValid('heart', { ...base, textSize: 10 })).toBe(true);
    expect(isTemplateValid('heart', { ...base, textSize: 500 })).toBe(true);
    expect(invalidTemplateFields('heart', { ...base, textSize: 9 })).toEqual(['textSize']);
    expect(invalidTemplateFields('heart', { ...base, textSize: 501 })).toEqual(['textSize']);
  });
  it('clamping lands in range', () => {
    expect(clampHeartTextSize(5)).toBe(10);
    expect(clampHeartTextSize(800)).toBe(500);
    expect(clampHeartTextSize(120)).toBe(120);
    expect(clampHeartTextSize(Number.NaN)).toBe(100);
    fc.assert(
      fc.property(fc.double(), (n) => {
        const s = clampHeartTextSize(n);
        expect(s >= 10 && s <= 500).toBe(true);
      }),
    );
  });
});

describe('label font-size caps (spec §9)', () => {
  it.each([
    ['baby', 64],
    ['cat', 102],
    ['dog', 102],
    ['zodiac', 64],
    ['love-alternate', 132],
    ['significant-other', 146],
    ['love', null],
    ['heart', null],
    ['custom', null],
    ['best-friends', null],
  ] as const)('%s → %s', (id, cap) => expect(labelFontSizeCap(id)).toBe(cap));
});
