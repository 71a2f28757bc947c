export { CHECKOUT_COMPLETE, decideOrder } from './order-decision';
export type { OrderLookup, OrderDecision } from './order-decision';
export { isOrderId } from './order-id';
