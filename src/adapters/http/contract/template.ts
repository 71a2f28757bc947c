import * as t from 'io-ts';
import { StringMap } from './string-map.js';

/**
 * GET /api/template-values/{id} (spec §3 "Template values"). `values` are the personalised
 * fields of one template; their shape per template is checked by src/domain/templates, not
 * here, so the wire stays stable when a template gains a field. `assets`: name → image URL.
 */
export const TemplateValues = t.strict(
  { id: t.string, values: t.record(t.string, t.unknown), assets: StringMap },
  'TemplateValues',
);
export type TemplateValues = t.TypeOf<typeof TemplateValues>;
