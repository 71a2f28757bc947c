/** A personalised template's form flow: its input and what it holds (docs/rules/personalisation.md#templates). */
import type { TemplateId } from '../../../domain';
import type { AnyTemplateValues } from './values';

export interface TemplateInput {
  readonly templateId: TemplateId;
  readonly values: AnyTemplateValues;
  readonly assets: Readonly<Record<string, string>>;
}

export interface TemplateContext extends TemplateInput {
  readonly invalid: readonly string[];
}
