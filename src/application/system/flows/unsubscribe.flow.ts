/** Newsletter unsubscribe (docs/rules/shop-wide.md#newsletter POST /api/unsubscribe). */
import { createUnsubscribeActors } from '../../flows/unsubscribe/actors';
import { unsubscribeMachine } from '../../flows/unsubscribe/machine';
import { definePageFlow } from '../flow';

export const unsubscribeFlow = definePageFlow({
  prepare: ({ ports }) => ({ logic: unsubscribeMachine.provide(createUnsubscribeActors(ports)), input: {} }),
});
