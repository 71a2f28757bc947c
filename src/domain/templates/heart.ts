/**
 * Heart template (docs/rules/personalisation.md#templates, docs/rules/personalisation.md#field-limits, docs/rules/personalisation.md#text-layout): text at most 60; text size slider 10 to 500 percent,
 * default 100. Decision: a size outside the slider's range is invalid; `clampHeartTextSize`
 * is offered for inputs that should snap into range instead.
 */
import { HEART_TEXT_SIZE_DEFAULT, HEART_TEXT_SIZE_MAX, HEART_TEXT_SIZE_MIN } from '../constants';
import { failingFields, type TemplateDefinition } from './field';

export interface HeartValues {
  readonly text: string;
  readonly textSize: number;
}

export const HEART_LIMITS = { text: 60 } as const;

export const isHeartTextSize = (size: number): boolean => size >= HEART_TEXT_SIZE_MIN && size <= HEART_TEXT_SIZE_MAX;

export const clampHeartTextSize = (size: number): number =>
  Number.isNaN(size) ? HEART_TEXT_SIZE_DEFAULT : Math.min(Math.max(size, HEART_TEXT_SIZE_MIN), HEART_TEXT_SIZE_MAX);

export const heartTemplate: TemplateDefinition<HeartValues> = {
  defaults: { text: 'Forever yours', textSize: HEART_TEXT_SIZE_DEFAULT },
  invalidFields: (v) => [
    ...failingFields([['text', v.text, HEART_LIMITS.text]]),
    ...(isHeartTextSize(v.textSize) ? [] : ['textSize']),
  ],
};
