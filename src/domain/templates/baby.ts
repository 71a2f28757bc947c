/** Baby template (docs/rules/personalisation.md#templates values, docs/rules/personalisation.md#field-limits limits): name 60, datetime 40, weight 6, height 5. */
import { failingFields, type TemplateDefinition } from './field';

export interface BabyValues {
  readonly name: string;
  readonly datetime: string;
  readonly weight: string;
  readonly height: string;
}

export const BABY_LIMITS = { name: 60, datetime: 40, weight: 6, height: 5 } as const;

export const babyTemplate: TemplateDefinition<BabyValues> = {
  defaults: { name: 'Olivia', datetime: '12 May 2024, 08:15', weight: '3.4 kg', height: '51 cm' },
  invalidFields: (v) =>
    failingFields([
      ['name', v.name, BABY_LIMITS.name],
      ['datetime', v.datetime, BABY_LIMITS.datetime],
      ['weight', v.weight, BABY_LIMITS.weight],
      ['height', v.height, BABY_LIMITS.height],
    ]),
};
