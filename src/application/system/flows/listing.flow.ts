/** A product listing (spec §2 "Product grid", §4 listings): `base` says which one (category, tag, artist). */
import { createListingActors } from '../../flows/listing/actors';
import { listingMachine, type ListingInput } from '../../flows/listing/machine';
import type { ProductQuery } from '../../ports/catalogue.port';
import { definePageFlow } from '../flow';

export const listingFlow = definePageFlow({
  prepare: ({ ports }, { base, ...input }: ListingInput & { readonly base: ProductQuery }) => ({
    logic: listingMachine.provide(createListingActors(ports, base)),
    input,
  }),
});
