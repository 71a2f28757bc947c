/** The artist's payout details on the profile page. */
import { payoutDetailsMachine } from '../../flows/payout-details/machine';
import { createPayoutDetailsActors } from '../../flows/payout-details/actors';
import { definePageFlow } from '../flow';

export const payoutDetailsFlow = definePageFlow({
  prepare: ({ ports }) => ({ logic: payoutDetailsMachine.provide(createPayoutDetailsActors(ports)), input: undefined }),
});
