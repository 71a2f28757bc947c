/**
 * A stateful stand-in of Klarna Checkout v3 and Order Management v1, for tests, the demo and a
 * standalone process (scripts/klarna-stand-in.ts). It implements Klarna's published API on its
 * own and imports nothing from the shop.
 */
export { createKlarnaStandIn, type KlarnaStandIn, type KlarnaStandInOptions } from './stand-in.js';
export type { StandInFailure } from './klarna-http.js';
export type { MerchantFetch } from './merchant-callbacks.js';
export type { Address, Capture, OmStatus, Refund, StandInOrderRecord } from './order-record.js';
export type { PurchaseOutcome } from './context.js';
export { DEMO_SHOPPER } from './demo-shopper.js';
