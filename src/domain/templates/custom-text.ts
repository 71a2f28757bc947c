/**
 * Custom-text template (docs/rules/personalisation.md#templates, docs/rules/personalisation.md#field-limits, docs/rules/personalisation.md#text-layout): text at most 100 and a style chosen (1 to 6);
 * alignment left, center or right.
 */
import { CUSTOM_TEXT_STYLE_MAX, CUSTOM_TEXT_STYLE_MIN } from '../constants';
import { failingFields, isIntegerBetween, type TemplateDefinition } from './field';

export const TEXT_ALIGNMENTS = ['left', 'center', 'right'] as const;
export type TextAlignment = (typeof TEXT_ALIGNMENTS)[number];

export interface CustomTextValues {
  readonly style: number | null;
  readonly text: string;
  readonly alignment: TextAlignment;
}

export const CUSTOM_TEXT_LIMITS = { text: 100 } as const;

export const isCustomTextStyle = (style: number | null): boolean =>
  isIntegerBetween(style, CUSTOM_TEXT_STYLE_MIN, CUSTOM_TEXT_STYLE_MAX);

export const customTextTemplate: TemplateDefinition<CustomTextValues> = {
  defaults: { style: 1, text: 'Your words here', alignment: 'center' },
  invalidFields: (v) => [
    ...failingFields([['text', v.text, CUSTOM_TEXT_LIMITS.text]]),
    ...(isCustomTextStyle(v.style) ? [] : ['style']),
    ...(TEXT_ALIGNMENTS.includes(v.alignment) ? [] : ['alignment']),
  ],
};
