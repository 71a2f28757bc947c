/**
 * Header search (docs/rules/catalogue.md#search header search, docs/rules/catalogue.md#search search): choosing a suggestion opens its poster,
 * artist or category page; Enter without a highlighted one opens the results page for the text.
 */
import { categoryPath, productPath, searchPath, type Store } from '../../../domain/stores/stores';
import { createSearchActors } from '../../flows/search/actors';
import { searchMachine } from '../../flows/search/machine';
import type { SearchSuggestion } from '../../flows/search/suggestions';
import { definePageFlow } from '../flow';

/** The store-relative address of a suggestion's page (the router's base adds the store prefix). */
const pathOf = (store: Store, s: SearchSuggestion): string => {
  switch (s.kind) {
    case 'poster':
      return productPath(store, s.product.slug).slice(store.pathPrefix.length);
    case 'artist':
      return `/artists/${s.artist.slug}`;
    case 'category':
      return categoryPath(store, s.category.slugs).slice(store.pathPrefix.length);
  }
};

export const searchFlow = definePageFlow({
  prepare: ({ ports, store }) => ({
    logic: searchMachine.provide({
      ...createSearchActors(ports),
      actions: {
        showSuggestion: (_, { suggestion }) => ports.navigation.go(pathOf(store, suggestion)),
        showResults: (_, { query }) => ports.navigation.go(searchPath(store, query).slice(store.pathPrefix.length)),
      },
    }),
    input: {},
  }),
});
