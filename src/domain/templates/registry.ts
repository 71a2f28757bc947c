/**
 * The eleven personalised templates (docs/rules/personalisation.md#templates "Personalised templates", docs/rules/personalisation.md#templates) by id, with
 * their default values and validity. Decision: every template's defaults are valid sample
 * values, so the live preview never starts empty.
 */
import { babyTemplate, type BabyValues } from './baby';
import { bestFriendsTemplate, type BestFriendsValues } from './best-friends';
import { customTextTemplate, type CustomTextValues } from './custom-text';
import { familyTemplate, type FamilyValues } from './family';
import type { TemplateDefinition } from './field';
import { heartTemplate, type HeartValues } from './heart';
import { loveAlternateTemplate, loveTemplate, type LoveValues } from './love';
import { catTemplate, dogTemplate, type PetValues } from './pet';
import { significantOtherTemplate, type SignificantOtherValues } from './significant-other';
import { zodiacTemplate, type ZodiacValues } from './zodiac';

export interface TemplateValuesById {
  readonly baby: BabyValues;
  readonly 'best-friends': BestFriendsValues;
  readonly cat: PetValues;
  readonly dog: PetValues;
  readonly family: FamilyValues;
  readonly heart: HeartValues;
  readonly love: LoveValues;
  readonly 'love-alternate': LoveValues;
  readonly 'significant-other': SignificantOtherValues;
  readonly zodiac: ZodiacValues;
  readonly custom: CustomTextValues;
}

export type TemplateId = keyof TemplateValuesById;

export const TEMPLATES: { readonly [K in TemplateId]: TemplateDefinition<TemplateValuesById[K]> } = {
  baby: babyTemplate,
  'best-friends': bestFriendsTemplate,
  cat: catTemplate,
  dog: dogTemplate,
  family: familyTemplate,
  heart: heartTemplate,
  love: loveTemplate,
  'love-alternate': loveAlternateTemplate,
  'significant-other': significantOtherTemplate,
  zodiac: zodiacTemplate,
  custom: customTextTemplate,
};

export const TEMPLATE_IDS = Object.keys(TEMPLATES) as readonly TemplateId[];

export const isTemplateId = (id: string): id is TemplateId => (TEMPLATE_IDS as readonly string[]).includes(id);

export const templateDefaults = <K extends TemplateId>(id: K): TemplateValuesById[K] => TEMPLATES[id].defaults;

export const invalidTemplateFields = <K extends TemplateId>(id: K, values: TemplateValuesById[K]): readonly string[] =>
  TEMPLATES[id].invalidFields(values);

export const isTemplateValid = <K extends TemplateId>(id: K, values: TemplateValuesById[K]): boolean =>
  invalidTemplateFields(id, values).length === 0;

/** What the template's picture reads of `values`: what an order stores (field.ts `read`). */
export const templateValuesRead = <K extends TemplateId>(id: K, values: TemplateValuesById[K]): TemplateValuesById[K] => {
  const read = TEMPLATES[id].read as ((v: TemplateValuesById[K]) => TemplateValuesById[K]) | undefined;
  return read ? read(values) : values;
};
