/**
 * A personalised template's form beside its product's configurator (docs/rules/personalisation.md#templates "Customisable text
 * poster"): seeded with the domain registry's sample values, it publishes the line template
 * after every change to the configurator, whose add to cart waits for a valid template.
 */
import type { ActorRefFrom } from 'xstate';
import { invalidTemplateFields, isTemplateId, templateDefaults, type TemplateId } from '../../../domain';
import { applyEdit, type AnyTemplateValues } from '../../flows/template/values';
import type { configuratorMachine } from '../../flows/configurator/machine';
import { templateMachine } from '../../flows/template/machine';
import type { Product } from '../../model/catalogue';
import { definePageFlow } from '../flow';

export interface TemplateFlowInput {
  readonly product: Product;
  readonly configurator: ActorRefFrom<typeof configuratorMachine>;
  /**
   * Sample texts in the shopper's language, by text field, over the domain's (English) samples;
   * a sample the template does not accept is left out, so the form always opens valid.
   */
  readonly samples?: Readonly<Record<string, string>>;
}

/** The product's template id; a poster naming an unknown template falls back to custom text. */
export const templateIdOf = (product: Product): TemplateId => {
  const id = product.metadata.template;
  return typeof id === 'string' && isTemplateId(id) ? id : 'custom';
};

const stringEntries = (v: unknown): Readonly<Record<string, string>> =>
  typeof v === 'object' && v !== null
    ? Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string'))
    : {};

const localisedSamples = (id: TemplateId, samples: Readonly<Record<string, string>>): AnyTemplateValues =>
  Object.entries(samples).reduce<AnyTemplateValues>((values, [field, value]) => {
    const next = applyEdit(id, values, { type: 'template.setText', field, value });
    return invalidTemplateFields(id, next as never).includes(field) ? values : next;
  }, templateDefaults(id));

export const templateFlow = definePageFlow({
  prepare: (_ctx, { product, configurator, samples = {} }: TemplateFlowInput) => {
    const templateId = templateIdOf(product);
    return {
      logic: templateMachine.provide({
        actions: {
          publish: (_, { template }) =>
            configurator.send({ type: 'config.setTemplate', template, ready: template.kind === 'template' && template.valid }),
        },
      }),
      input: { templateId, values: localisedSamples(templateId, samples), assets: stringEntries(product.metadata['assets']) },
    };
  },
});
