/** Zodiac template (docs/rules/personalisation.md#templates, docs/rules/personalisation.md#field-limits): zodiac at most 60, name at most 60, date at most 20. */
import { failingFields, type TemplateDefinition } from './field';

export interface ZodiacValues {
  readonly zodiac: string;
  readonly name: string;
  readonly date: string;
}

export const ZODIAC_LIMITS = { zodiac: 60, name: 60, date: 20 } as const;

export const zodiacTemplate: TemplateDefinition<ZodiacValues> = {
  defaults: { zodiac: 'Leo', name: 'Anna', date: '12 August 1990' },
  invalidFields: (v) =>
    failingFields([
      ['zodiac', v.zodiac, ZODIAC_LIMITS.zodiac],
      ['name', v.name, ZODIAC_LIMITS.name],
      ['date', v.date, ZODIAC_LIMITS.date],
    ]),
};
