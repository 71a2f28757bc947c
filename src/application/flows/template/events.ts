/** What the template form tells its flow: one field's edit. */
import type { TemplateEdit } from './values';

export type TemplateEvent = TemplateEdit;
