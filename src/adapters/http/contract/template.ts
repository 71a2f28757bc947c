import * as t from 'io-ts';
import { StringMap } from './string-map.js';

/**
 * GET /api/template-values/{id} (docs/rules/personalisation.md#field-limits "Template values"). `template` names the template;
 * `values` are the personalised
 * fields of one template; their shape per template is checked by src/domain/templates, not
 * here, so the wire stays stable when a template gains a field. `assets`: name → image URL.
 */
export const TemplateValues = t.strict(
  { id: t.string, template: t.string, values: t.record(t.string, t.unknown), assets: StringMap },
  'TemplateValues',
);
export type TemplateValues = t.TypeOf<typeof TemplateValues>;

/**
 * GET /api/orders/{id}/print-files: the print files of a paid order's personalised and
 * uploaded lines (`position` is the line's place in the order), each a JPEG at `dpi`. `svg`:
 * the drawing a personalised line's JPEG was rasterised from; null for an uploaded photo (and
 * for print files made before drawings were kept).
 */
export const PrintFile = t.strict(
  {
    position: t.number,
    url: t.string,
    svg: t.union([t.string, t.null]),
    width: t.number,
    height: t.number,
    dpi: t.number,
  },
  'PrintFile',
);
export type PrintFile = t.TypeOf<typeof PrintFile>;
export const PrintFileList = t.array(PrintFile, 'PrintFileList');
export type PrintFileList = t.TypeOf<typeof PrintFileList>;
