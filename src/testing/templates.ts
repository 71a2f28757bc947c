/** Valid values of every personalised template (docs/rules/personalisation.md#templates, docs/rules/personalisation.md#field-limits), built from the domain's own limits. */
import fc from 'fast-check';
import {
  BABY_LIMITS,
  BEST_FRIENDS_LIMITS,
  CUSTOM_TEXT_LIMITS,
  CUSTOM_TEXT_STYLE_MAX,
  CUSTOM_TEXT_STYLE_MIN,
  FAMILY_LIMITS,
  HEART_LIMITS,
  HEART_TEXT_SIZE_MAX,
  HEART_TEXT_SIZE_MIN,
  LOVE_LIMITS,
  PET_LIMITS,
  SIGNIFICANT_OTHER_LIMITS,
  TEMPLATE_IDS,
  TEXT_ALIGNMENTS,
  ZODIAC_LIMITS,
  type TemplateId,
  type TemplateValuesById,
} from '../domain';
import { fieldText } from './text';

type Arbitraries = { readonly [K in TemplateId]: fc.Arbitrary<TemplateValuesById[K]> };

const pet = fc.record({ name: fieldText(PET_LIMITS.name), date: fieldText(PET_LIMITS.date) });
const love = fc.record({
  names: fieldText(LOVE_LIMITS.names),
  date: fieldText(LOVE_LIMITS.date),
  place: fieldText(LOVE_LIMITS.place),
});

/** A chosen count and a list that holds at least that many (the form keeps names past the count). */
const counted = <T>(min: number, max: number, item: fc.Arbitrary<T>) =>
  fc.integer({ min, max }).chain((count) => fc.tuple(fc.constant(count), fc.array(item, { minLength: count, maxLength: max })));

const ARBITRARIES: Arbitraries = {
  baby: fc.record({
    name: fieldText(BABY_LIMITS.name),
    datetime: fieldText(BABY_LIMITS.datetime),
    weight: fieldText(BABY_LIMITS.weight),
    height: fieldText(BABY_LIMITS.height),
  }),
  'best-friends': fc
    .tuple(
      counted(BEST_FRIENDS_LIMITS.minFriends, BEST_FRIENDS_LIMITS.maxFriends, fieldText(BEST_FRIENDS_LIMITS.name)),
      fieldText(BEST_FRIENDS_LIMITS.since),
    )
    .map(([[numFriends, bestFriends], since]) => ({ numFriends, bestFriends, since })),
  cat: pet,
  dog: pet,
  family: counted(
    FAMILY_LIMITS.minMembers,
    FAMILY_LIMITS.maxMembers,
    fc.record({ name: fieldText(FAMILY_LIMITS.name), yob: fieldText(FAMILY_LIMITS.yob) }),
  ).map(([numMembers, familyMembers]) => ({ numMembers, familyMembers })),
  heart: fc.record({
    text: fieldText(HEART_LIMITS.text),
    textSize: fc.integer({ min: HEART_TEXT_SIZE_MIN, max: HEART_TEXT_SIZE_MAX }),
  }),
  love,
  'love-alternate': love,
  'significant-other': fc.record({
    significantOther: fieldText(SIGNIFICANT_OTHER_LIMITS.significantOther),
    significantText: fieldText(SIGNIFICANT_OTHER_LIMITS.significantText),
  }),
  zodiac: fc.record({
    zodiac: fieldText(ZODIAC_LIMITS.zodiac),
    name: fieldText(ZODIAC_LIMITS.name),
    date: fieldText(ZODIAC_LIMITS.date),
  }),
  custom: fc.record({
    style: fc.integer({ min: CUSTOM_TEXT_STYLE_MIN, max: CUSTOM_TEXT_STYLE_MAX }),
    text: fieldText(CUSTOM_TEXT_LIMITS.text),
    alignment: fc.constantFrom(...TEXT_ALIGNMENTS),
  }),
};

/** Values the template accepts (`isTemplateValid` holds for every one). */
export const templateValues = <K extends TemplateId>(id: K): fc.Arbitrary<TemplateValuesById[K]> => ARBITRARIES[id];

export type AnyTemplate = { readonly [K in TemplateId]: { readonly id: K; readonly values: TemplateValuesById[K] } }[TemplateId];

/** Any template with valid values for it. */
export const anyTemplate = (): fc.Arbitrary<AnyTemplate> =>
  fc.constantFrom(...TEMPLATE_IDS).chain((id) => templateValues(id).map((values) => ({ id, values }) as AnyTemplate));
