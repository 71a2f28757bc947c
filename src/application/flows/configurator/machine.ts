/**
 * The product configurator of a standard poster page (docs/rules/product-pages.md#view-kinds "Standard poster", docs/rules/product-pages.md#view-kinds "Product
 * page", docs/rules/checkout.md#cart-lines "Add to cart: disabled without a chosen size", "Margin forced on and hidden for
 * size 13x18", "product quantity starts at 1"). Every rule is the domain's configuration; this
 * flow only holds the choice and says which events the page may send.
 *
 * Seeded with the catalogue product, the frame products (type 2) and the `?size=` value.
 * `config.addToCart` builds the poster line and, with a frame, the frame line, and hands them
 * to the provided `addLines` action (the composition root sends them to the cart). Line ids
 * come from `newLineId` in the input: no randomness in here.
 */
import { assign, setup } from 'xstate';
import {
  buildCartLines,
  canAddToCart,
  initialConfiguration,
  isBlackAndWhiteVisible,
  isMarginForced,
  selectFrame,
  selectSize,
  setBlackAndWhite,
  setMargin,
  setQuantity,
  variationForSize,
  viewKind,
  isSellableSize,
  type CartLine,
  type Product,
} from '../../../domain';
import { toDomainProduct } from './domain-product';
import type { ConfiguratorInput, ConfiguratorContext } from './context';
import type { ConfiguratorEvent } from './events';

export const buildLines = (c: ConfiguratorContext) =>
  buildCartLines(c.product, c.configuration, c.frames, () => c.newLineId(), c.personalisation?.template ?? undefined);

/** A personalised poster may be added only with a ready template (docs/rules/personalisation.md#templates). */
export const personalisationReady = (c: ConfiguratorContext): boolean =>
  c.personalisation === null || (c.personalisation.ready && c.personalisation.template !== null);

/** Whether a frame can be bought in the chosen size (or no frame is chosen). */
export const frameFits = (c: ConfiguratorContext, frameId: number | null): boolean => {
  if (frameId === null) return true;
  const frame = c.frames.find((f) => f.id === frameId);
  return frame !== undefined && c.configuration.size !== null && variationForSize(frame, c.configuration.size) !== undefined;
};

const personalisationNeeds = (product: Product): ConfiguratorContext['personalisation'] => {
  const kind = viewKind(product);
  return kind === 'custom-text'
    ? { needs: 'template', template: null, ready: false }
    : kind === 'uploaded'
      ? { needs: 'upload', template: null, ready: false }
      : null;
};

export const configuratorMachine = setup({
  types: { input: {} as ConfiguratorInput, context: {} as ConfiguratorContext, events: {} as ConfiguratorEvent },
  actions: {
    addLines: (_, _params: { readonly lines: readonly CartLine[] }) => {
      throw new Error('provide addLines');
    },
    configure: assign({
      configuration: ({ context: { configuration: c }, event: e }) => {
        switch (e.type) {
          case 'config.selectSize':
            return selectSize(c, e.size);
          case 'config.selectFrame':
            return selectFrame(c, e.frameId);
          case 'config.setMargin':
            return setMargin(c, e.margin);
          case 'config.setBlackAndWhite':
            return setBlackAndWhite(c, e.blackAndWhite);
          case 'config.setQuantity':
            return setQuantity(c, e.quantity);
          default:
            return c;
        }
      },
    }),
  },
  guards: {
    sizeChosen: ({ context }) => context.configuration.size !== null,
    offeredSize: ({ context, event }) => event.type === 'config.selectSize' && isSellableSize(context.product, event.size),
    fittingFrame: ({ context, event }) => event.type === 'config.selectFrame' && frameFits(context, event.frameId),
    marginChoosable: ({ context }) => !isMarginForced(context.configuration),
    colourChoosable: ({ context }) => isBlackAndWhiteVisible(context.product),
    canAdd: ({ context }) =>
      canAddToCart(context.product, context.configuration) &&
      personalisationReady(context) &&
      buildLines({ ...context, newLineId: () => '' }).ok,
  },
}).createMachine({
  id: 'configurator',
  context: ({ input }) => {
    const product = toDomainProduct(input.product);
    return {
      source: input.product,
      sourceFrames: input.frames,
      product,
      frames: input.frames.map(toDomainProduct),
      configuration: initialConfiguration(product, input.requestedSize),
      newLineId: input.newLineId,
      personalisation: personalisationNeeds(product),
    };
  },
  initial: 'ChoosingSize',
  on: {
    'config.selectSize': { guard: 'offeredSize', target: '.Configuring', actions: 'configure' },
    'config.setBlackAndWhite': { guard: 'colourChoosable', actions: 'configure' },
    'config.setQuantity': { actions: 'configure' },
    'config.setMargin': { guard: 'marginChoosable', actions: 'configure' },
    'config.setTemplate': {
      guard: ({ context }) => context.personalisation !== null,
      actions: assign({
        personalisation: ({ context, event }) =>
          event.type === 'config.setTemplate' && context.personalisation
            ? { ...context.personalisation, template: event.template, ready: event.ready }
            : context.personalisation,
      }),
    },
  },
  states: {
    ChoosingSize: {
      description: 'No size yet: the frame picker and price are hidden and add to cart is disabled.',
      always: { guard: 'sizeChosen', target: 'Configuring' },
    },
    Configuring: {
      description: 'A size is chosen: frame, margin, colour and quantity can be set and the lines added.',
      on: {
        'config.selectFrame': { guard: 'fittingFrame', actions: 'configure' },
        'config.addToCart': {
          guard: 'canAdd',
          actions: {
            type: 'addLines',
            params: ({ context }) => {
              const built = buildLines(context);
              return { lines: built.ok ? built.value : [] };
            },
          },
        },
      },
    },
  },
});
