/**
 * A personalised template's form (docs/rules/personalisation.md#templates "Customisable text poster", docs/rules/personalisation.md#field-limits personalised fields):
 * holds the values the shopper types, asks the domain which fields are invalid, and publishes
 * the cart-line template (values, assets, validity) after every change through the provided
 * `publish` action — the shop system hands it to the product's configurator, whose add to cart
 * stays disabled while the template is invalid.
 */
import { assign, setup } from 'xstate';
import { invalidTemplateFields, type CartLineTemplate, type TemplateId } from '../../../domain';
import { applyEdit, type AnyTemplateValues } from './values';
import type { TemplateInput, TemplateContext } from './context';
import type { TemplateEvent } from './events';

const check = (id: TemplateId, values: AnyTemplateValues) => invalidTemplateFields(id, values as never);

export const lineTemplateOf = (c: TemplateContext): CartLineTemplate => ({
  kind: 'template',
  templateId: c.templateId,
  values: c.values as unknown as Readonly<Record<string, unknown>>,
  assets: c.assets,
  valid: c.invalid.length === 0,
});

export const templateMachine = setup({
  types: { input: {} as TemplateInput, context: {} as TemplateContext, events: {} as TemplateEvent },
  actions: {
    publish: (_, _params: { readonly template: CartLineTemplate }) => {
      throw new Error('provide publish');
    },
    edit: assign(({ context, event }) => {
      const values = applyEdit(context.templateId, context.values, event);
      return { values, invalid: check(context.templateId, values) };
    }),
  },
}).createMachine({
  id: 'template',
  context: ({ input }) => ({ ...input, invalid: check(input.templateId, input.values) }),
  entry: { type: 'publish', params: ({ context }) => ({ template: lineTemplateOf(context) }) },
  initial: 'Editing',
  states: {
    Editing: {
      description: 'The shopper types; every change is checked by the domain and published to the configurator.',
      on: {
        'template.*': {
          actions: ['edit', { type: 'publish', params: ({ context }) => ({ template: lineTemplateOf(context) }) }],
        },
      },
    },
  },
});
