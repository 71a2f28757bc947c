/** What a text-poster page adds to the product page, loaded as one chunk (split-pages.ts `templateParts`). */
export { TemplateForm, TemplatePreview } from './TemplateForm';
export { templateFlow, templateIdOf } from '../../../application/system/flows/template.flow';
export { useTemplateSamples } from './template-samples';
