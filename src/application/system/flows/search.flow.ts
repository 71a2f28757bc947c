/** Product search (spec §2 header search, §4 search): choosing a result opens its product page. */
import { productPath } from '../../../domain/stores/stores';
import { createSearchActors } from '../../flows/search/actors';
import { searchMachine } from '../../flows/search/machine';
import { definePageFlow } from '../flow';

export const searchFlow = definePageFlow({
  prepare: ({ ports, store }) => ({
    logic: searchMachine.provide({
      ...createSearchActors(ports),
      actions: {
        showProduct: (_, { product }) => ports.navigation.go(productPath(store, product.slug).slice(store.pathPrefix.length)),
      },
    }),
    input: {},
  }),
});
