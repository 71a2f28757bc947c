/** Named reads of the template form (docs/rules/shop-wide.md#layout live preview, docs/rules/personalisation.md#field-limits field limits). */
import {
  renderTemplateSvg,
  labelFontSizeCap,
  refusedCharacters,
  type ArtworkOptions,
  type TemplateId,
  type TemplateValuesById,
} from '../../../domain';
import type { TemplateContext } from './context';

type TemplateSnapshot = { readonly context: TemplateContext };

export const selectTemplateId = (s: TemplateSnapshot): TemplateId => s.context.templateId;
export const selectTemplateValues = <K extends TemplateId>(s: TemplateSnapshot): TemplateValuesById[K] =>
  s.context.values as TemplateValuesById[K];
export const selectInvalidFields = (s: TemplateSnapshot): readonly string[] => s.context.invalid;
export const selectTemplateValid = (s: TemplateSnapshot): boolean => s.context.invalid.length === 0;
export const selectFieldInvalid = (s: TemplateSnapshot, field: string): boolean => s.context.invalid.includes(field);
/** The first character of each field the print cannot carry (`name`, `bestFriends[1]`, …), to name it in the form. */
export const selectRefusedCharacters = (s: TemplateSnapshot): Readonly<Record<string, string>> =>
  refusedCharacters(s.context.values);
/** The label's font-size cap for the current member count (docs/rules/personalisation.md#text-layout), or null. */
export const selectLabelCap = (s: TemplateSnapshot): number | null => {
  const v = s.context.values as { numMembers?: number };
  return labelFontSizeCap(s.context.templateId, v.numMembers);
};

/** The live preview: the exact SVG the print file is rasterised from. */
export const selectPreviewSvg = (s: TemplateSnapshot, options: ArtworkOptions): string =>
  renderTemplateSvg(s.context.templateId, s.context.values as never, options);
