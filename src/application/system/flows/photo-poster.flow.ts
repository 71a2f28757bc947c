/**
 * The upload-your-own page's photo beside its product's configurator (docs/rules/uploads.md#customer-photos): the
 * transfer goes through the upload port, the configurator's size is watched (a new size
 * re-checks the photo), and the verdict is published to the configurator, whose add to cart
 * waits for a photo that prints well.
 */
import { fromCallback, type ActorRefFrom } from 'xstate';
import { createPhotoPosterActors } from '../../flows/photo-poster/actors';
import { photoPosterMachine } from '../../flows/photo-poster/machine';
import type { PhotoPosterEvent } from '../../flows/photo-poster/events';
import type { configuratorMachine } from '../../flows/configurator/machine';
import { selectSize } from '../../flows/configurator/selectors';
import type { Product } from '../../model/catalogue';
import { definePageFlow } from '../flow';

export interface PhotoPosterFlowInput {
  readonly product: Product;
  readonly configurator: ActorRefFrom<typeof configuratorMachine>;
}

export const photoPosterFlow = definePageFlow({
  prepare: ({ ports }, { product, configurator }: PhotoPosterFlowInput) => ({
    logic: photoPosterMachine.provide({
      actors: {
        ...createPhotoPosterActors(ports).actors,
        sizeChanges: fromCallback<PhotoPosterEvent>(({ sendBack }) => {
          const sub = configurator.subscribe((s) => sendBack({ type: 'upload.sizeChanged', size: selectSize(s) }));
          return () => sub.unsubscribe();
        }),
      },
      actions: { publish: (_, { template, ready }) => configurator.send({ type: 'config.setTemplate', template, ready }) },
    }),
    input: { sizes: product.variations.map((v) => v.option_name), size: selectSize(configurator.getSnapshot()) },
  }),
});
