/**
 * How far an order has come, as the shopper's status page draws it: the four steps of the
 * lifecycle a parcel goes through, and which of them is reached. An order that left the path
 * (cancelled, refunded) shows no steps, only what became of it. A partly refunded order that was
 * not started yet is still coming (order-lifecycle.ts): it stands at "paid".
 */
import type { FulfilmentStatus } from './order-lifecycle';

export const SHOPPER_STEPS = ['paid', 'in_production', 'shipped', 'delivered'] as const;
export type ShopperStep = (typeof SHOPPER_STEPS)[number];

/** The steps with whether each is reached; empty for an order off the path. */
export const shopperProgress = (
  status: FulfilmentStatus,
): readonly { readonly step: ShopperStep; readonly reached: boolean }[] => {
  const at = (SHOPPER_STEPS as readonly FulfilmentStatus[]).indexOf(status === 'partially_refunded' ? 'paid' : status);
  return at < 0 ? [] : SHOPPER_STEPS.map((step, i) => ({ step, reached: i <= at }));
};

/** Whether the delivery estimate still means something (the parcel is not there yet and still coming). */
export const awaitsDelivery = (status: FulfilmentStatus): boolean =>
  status === 'paid' || status === 'partially_refunded' || status === 'in_production' || status === 'shipped';
