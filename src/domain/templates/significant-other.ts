/** Significant-other template (docs/rules/personalisation.md#templates, docs/rules/personalisation.md#field-limits): name at most 30, text at most 124. */
import { failingFields, type TemplateDefinition } from './field';

export interface SignificantOtherValues {
  readonly significantOther: string;
  readonly significantText: string;
}

export const SIGNIFICANT_OTHER_LIMITS = { significantOther: 30, significantText: 124 } as const;

export const significantOtherTemplate: TemplateDefinition<SignificantOtherValues> = {
  defaults: { significantOther: 'Anna', significantText: 'You are my favourite place to be.' },
  invalidFields: (v) =>
    failingFields([
      ['significantOther', v.significantOther, SIGNIFICANT_OTHER_LIMITS.significantOther],
      ['significantText', v.significantText, SIGNIFICANT_OTHER_LIMITS.significantText],
    ]),
};
