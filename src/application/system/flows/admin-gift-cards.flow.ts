/** The back office's gift cards: a look-up by code, nothing in the address (a code is a means of payment). */
import { adminGiftCardsMachine, createAdminGiftCardsActors } from '../../flows/admin-gift-cards/machine';
import { definePageFlow } from '../flow';

export const adminGiftCardsFlow = definePageFlow({
  prepare: ({ ports }, _input: { readonly query: Readonly<Record<string, string>> }) => ({
    logic: adminGiftCardsMachine.provide(createAdminGiftCardsActors(ports)),
    input: undefined,
  }),
});
