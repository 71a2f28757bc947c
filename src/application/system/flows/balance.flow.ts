/** Gift-card balance (docs/rules/gift-cards-and-coupons.md#gift-cards, docs/rules/gift-cards-and-coupons.md#codes POST /api/check-balance). */
import { createBalanceActors } from '../../flows/balance/actors';
import { balanceMachine } from '../../flows/balance/machine';
import { definePageFlow } from '../flow';

export const balanceFlow = definePageFlow({
  prepare: ({ ports }) => ({ logic: balanceMachine.provide(createBalanceActors(ports)), input: {} }),
});
