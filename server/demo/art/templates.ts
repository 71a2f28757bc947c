/**
 * Personalised poster templates in the demo catalogue (docs/rules/personalisation.md#templates "Personalised templates", docs/rules/personalisation.md#templates
 * "Personalised values"): the defaults are the domain registry's, in the wire's snake_case,
 * and the product pictures are drawn by the same renderer as the preview and the print.
 */
import {
  TEMPLATE_IDS,
  isTemplateId,
  templateDefaults,
  templateScene,
  type TemplateId,
} from '../../../src/domain/templates/index.js';
import { encodeTemplateFields } from '../../../src/adapters/http/contract/template-fields.js';

export const TEMPLATE_NAMES = TEMPLATE_IDS;
export type TemplateName = TemplateId;

export const TEMPLATE_DEFAULTS = Object.fromEntries(
  TEMPLATE_IDS.map((id) => [id, encodeTemplateFields(id, templateDefaults(id))]),
) as Readonly<Record<TemplateName, Record<string, unknown>>>;

export const isTemplateName = isTemplateId;

/** The template filled with its defaults, in the 1000 × 1400 portrait of the art images. */
export const templateBody = (name: TemplateName): string => templateScene(name, templateDefaults(name));
