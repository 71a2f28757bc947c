/**
 * The upload-your-own page's photo beside its product's configurator (spec §2, §5): the
 * transfer goes through the upload port, the configurator's size is watched (a new size
 * re-checks the photo), and the verdict is published to the configurator, whose add to cart
 * waits for a photo that prints well.
 */
import { fromCallback, type ActorRefFrom } from 'xstate';
import { createUploadPosterActors } from '../../flows/upload-poster/actors';
import { uploadPosterMachine, type UploadPosterEvent } from '../../flows/upload-poster/machine';
import type { configuratorMachine } from '../../flows/configurator/machine';
import { selectSize } from '../../flows/configurator/selectors';
import type { Product } from '../../model/catalogue';
import { definePageFlow } from '../flow';

export interface UploadPosterFlowInput {
  readonly product: Product;
  readonly configurator: ActorRefFrom<typeof configuratorMachine>;
}

export const uploadPosterFlow = definePageFlow({
  prepare: ({ ports }, { product, configurator }: UploadPosterFlowInput) => ({
    logic: uploadPosterMachine.provide({
      actors: {
        ...createUploadPosterActors(ports).actors,
        sizeChanges: fromCallback<UploadPosterEvent>(({ sendBack }) => {
          const sub = configurator.subscribe((s) => sendBack({ type: 'upload.sizeChanged', size: selectSize(s) }));
          return () => sub.unsubscribe();
        }),
      },
      actions: { publish: (_, { template, ready }) => configurator.send({ type: 'config.setTemplate', template, ready }) },
    }),
    input: { sizes: product.variations.map((v) => v.option_name), size: selectSize(configurator.getSnapshot()) },
  }),
});
