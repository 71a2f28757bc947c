/**
 * Checkout order decision (docs/rules/checkout.md#checkout-order "Checkout order", docs/rules/shop-wide.md#errors-and-redirects "Failed lookup of an existing
 * checkout order: a new order is created"): create an order when there is no stored id or the
 * lookup fails; go to confirmation when the fetched order is checkout_complete; otherwise
 * update it with the cart, coupons and campaign data.
 */
export const CHECKOUT_COMPLETE = 'checkout_complete';

export type OrderLookup =
  | { readonly kind: 'no-order-id' }
  | { readonly kind: 'lookup-failed' }
  | { readonly kind: 'found'; readonly order: { readonly id: string; readonly status: string } };

export type OrderDecision =
  | { readonly kind: 'create' }
  | { readonly kind: 'confirm'; readonly orderId: string }
  | { readonly kind: 'update'; readonly orderId: string };

export const decideOrder = (lookup: OrderLookup): OrderDecision => {
  if (lookup.kind !== 'found') return { kind: 'create' };
  const { id, status } = lookup.order;
  return status === CHECKOUT_COMPLETE ? { kind: 'confirm', orderId: id } : { kind: 'update', orderId: id };
};
