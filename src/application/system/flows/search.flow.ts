/**
 * Product search (spec §2 header search, §4 search): choosing a result opens its product page;
 * Enter without a highlighted result opens the results page for the text.
 */
import { productPath, searchPath } from '../../../domain/stores/stores';
import { createSearchActors } from '../../flows/search/actors';
import { searchMachine } from '../../flows/search/machine';
import { definePageFlow } from '../flow';

export const searchFlow = definePageFlow({
  prepare: ({ ports, store }) => ({
    logic: searchMachine.provide({
      ...createSearchActors(ports),
      actions: {
        showProduct: (_, { product }) => ports.navigation.go(productPath(store, product.slug).slice(store.pathPrefix.length)),
        showResults: (_, { query }) => ports.navigation.go(searchPath(store, query).slice(store.pathPrefix.length)),
      },
    }),
    input: {},
  }),
});
