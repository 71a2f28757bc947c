/** One order on the staff's desk: fulfilment moves and the tracking number. */
import { adminOrderMachine, createAdminOrderActors } from '../../flows/admin-order/machine';
import { definePageFlow } from '../flow';

export const adminOrderFlow = definePageFlow({
  prepare: ({ ports }, input: { readonly orderId: string }) => ({
    logic: adminOrderMachine.provide(createAdminOrderActors(ports)),
    input,
  }),
});
