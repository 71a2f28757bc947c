/**
 * A product listing (docs/rules/catalogue.md#listings "Product grid", docs/rules/catalogue.md#listings listings): `base` says which one (category, tag,
 * artist). The machine's URL writes go through the Navigation port (store-relative paths):
 * a chosen page or filter is pushed; a failed tag or category load goes home, replacing the
 * failed URL (docs/rules/stores-and-urls.md#routes).
 */
import { createListingActors } from '../../flows/listing/actors';
import { listingMachine } from '../../flows/listing/machine';
import type { ListingInput } from '../../flows/listing/context';
import type { ProductQuery } from '../../ports/catalogue.port';
import { definePageFlow } from '../flow';

export const listingFlow = definePageFlow({
  prepare: ({ ports }, { base, ...input }: ListingInput & { readonly base: ProductQuery }) => ({
    logic: listingMachine.provide({
      ...createListingActors(ports, base),
      actions: {
        writeUrl: (_, { url }) => ports.navigation.go(url),
        goHome: () => ports.navigation.go('/', { replace: true }),
      },
    }),
    input,
  }),
});
