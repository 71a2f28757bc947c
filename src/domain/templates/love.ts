/**
 * Love and love-alternate templates (docs/rules/personalisation.md#templates, docs/rules/personalisation.md#field-limits): names at most 40, date at most 22, place at
 * most 22. The alternate variant has the same fields; only its label font cap differs.
 */
import { failingFields, type TemplateDefinition } from './field';

export interface LoveValues {
  readonly names: string;
  readonly date: string;
  readonly place: string;
}

export const LOVE_LIMITS = { names: 40, date: 22, place: 22 } as const;

const invalidLoveFields = (v: LoveValues): readonly string[] =>
  failingFields([
    ['names', v.names, LOVE_LIMITS.names],
    ['date', v.date, LOVE_LIMITS.date],
    ['place', v.place, LOVE_LIMITS.place],
  ]);

const defaults: LoveValues = { names: 'Anna & Erik', date: '14 February 2020', place: 'Stockholm' };

export const loveTemplate: TemplateDefinition<LoveValues> = { defaults, invalidFields: invalidLoveFields };
export const loveAlternateTemplate: TemplateDefinition<LoveValues> = { defaults, invalidFields: invalidLoveFields };
