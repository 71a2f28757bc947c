/**
 * Which labels of each template's picture show which field (spec §3 template values), and the
 * text each shows. The pictures' own files (src/domain/templates/artwork) draw these; the tests
 * read them back from the document.
 */
import fc from 'fast-check';
import type { TemplateId, TemplateValuesById } from '../../../src/domain';
import { fieldText } from '../../../src/testing';

export interface FieldSpec<K extends TemplateId> {
  readonly field: string;
  /** Sets the field to a new valid value. */
  readonly set: (v: TemplateValuesById[K], s: string) => TemplateValuesById[K];
  readonly max: number;
  /** The labels that may change when the field does. */
  readonly shownBy: RegExp;
}

type Fields = { readonly [K in TemplateId]: readonly FieldSpec<K>[] };

const simple = <K extends TemplateId>(
  field: keyof TemplateValuesById[K] & string,
  max: number,
  shownBy: RegExp,
): FieldSpec<K> => ({
  field,
  set: (v, s) => ({ ...v, [field]: s }),
  max,
  shownBy,
});

const pet = <K extends 'cat' | 'dog'>(): readonly FieldSpec<K>[] => [simple('name', 60, /^name$/), simple('date', 40, /^date$/)];
const love = <K extends 'love' | 'love-alternate'>(): readonly FieldSpec<K>[] => [
  simple('names', 40, /^names$/),
  simple('date', 22, /^(date|place-date)$/),
  simple('place', 22, /^(place|place-date)$/),
];

export const FIELDS: Fields = {
  baby: [
    simple('name', 60, /^name$/),
    simple('datetime', 40, /^datetime$/),
    simple('weight', 6, /^measures$/),
    simple('height', 5, /^measures$/),
  ],
  'best-friends': [
    {
      field: 'bestFriends[0]',
      set: (v, s) => ({ ...v, bestFriends: [s, ...v.bestFriends.slice(1)] }),
      max: 22,
      shownBy: /^names$/,
    },
    simple('since', 40, /^since$/),
  ],
  cat: pet(),
  dog: pet(),
  family: [
    {
      // The longest name sets the size of every name and year (they share one size).
      field: 'familyMembers[0].name',
      set: (v, s) => ({ ...v, familyMembers: [{ ...v.familyMembers[0]!, name: s }, ...v.familyMembers.slice(1)] }),
      max: 22,
      shownBy: /^(member|yob)-\d$/,
    },
    {
      field: 'familyMembers[1].yob',
      set: (v, s) => ({
        ...v,
        familyMembers: [v.familyMembers[0]!, { ...v.familyMembers[1]!, yob: s }, ...v.familyMembers.slice(2)],
      }),
      max: 4,
      shownBy: /^yob-1$/,
    },
  ],
  heart: [simple('text', 60, /^text$/)],
  love: love(),
  'love-alternate': love(),
  'significant-other': [simple('significantOther', 30, /^name$/), simple('significantText', 124, /^text-\d+$/)],
  zodiac: [simple('zodiac', 60, /^zodiac$/), simple('name', 60, /^name$/), simple('date', 20, /^date$/)],
  custom: [simple('text', 100, /^line-\d+$/)],
};

/** A field of the template and a new valid value for it. */
export const fieldChange = <K extends TemplateId>(id: K): fc.Arbitrary<readonly [FieldSpec<K>, string]> =>
  fc.constantFrom(...(FIELDS[id] as readonly FieldSpec<K>[])).chain((f) => fc.tuple(fc.constant(f), fieldText(f.max)));
