/** Cat and dog templates (docs/rules/personalisation.md#templates, docs/rules/personalisation.md#field-limits): name at most 60, date at most 40. */
import { failingFields, type TemplateDefinition } from './field';

export interface PetValues {
  readonly name: string;
  readonly date: string;
}

export const PET_LIMITS = { name: 60, date: 40 } as const;

const invalidPetFields = (v: PetValues): readonly string[] =>
  failingFields([
    ['name', v.name, PET_LIMITS.name],
    ['date', v.date, PET_LIMITS.date],
  ]);

export const catTemplate: TemplateDefinition<PetValues> = {
  defaults: { name: 'Luna', date: 'Since 2019' },
  invalidFields: invalidPetFields,
};

export const dogTemplate: TemplateDefinition<PetValues> = {
  defaults: { name: 'Max', date: 'Since 2018' },
  invalidFields: invalidPetFields,
};
