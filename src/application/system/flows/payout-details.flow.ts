/** The artist's payout details on the profile page. */
import { createPayoutDetailsActors, payoutDetailsMachine } from '../../flows/payout-details/machine';
import { definePageFlow } from '../flow';

export const payoutDetailsFlow = definePageFlow({
  prepare: ({ ports }) => ({ logic: payoutDetailsMachine.provide(createPayoutDetailsActors(ports)), input: undefined }),
});
