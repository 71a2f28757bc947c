import * as t from 'io-ts';
import { CartLine } from './cart.js';
import { nullable } from './nullable.js';
import { StringMap } from './string-map.js';
import { SafeString, SafeStringMap } from './safe.js';
import { FulfilmentStatusCodec } from './backoffice.js';

/**
 * Hosted-checkout orders (docs/rules/checkout.md#checkout-order "Order", docs/rules/checkout.md#checkout-order /api/{checkout-provider}-checkout/order).
 * `id` is the checkout provider's order id; `snippet` the HTML the checkout embed mounts;
 * `tracking` analytics snippets by name; `status` e.g. "checkout_incomplete" / "checkout_complete";
 * `fulfilment_status` where a paid order is now (printing, shipped…), null before payment.
 */
export const Order = t.strict(
  {
    id: t.string,
    status: t.string,
    email: nullable(t.string),
    country: nullable(t.string),
    snippet: t.string,
    tracking: StringMap,
    fulfilment_status: nullable(FulfilmentStatusCodec),
  },
  'Order',
);
export type Order = t.TypeOf<typeof Order>;

/**
 * Coupons travel as codes only: the server looks each one up and prices the order itself, so
 * a client-side amount could never matter. `campaign_data`: utm_* and similar, by name.
 */
export const CreateOrderRequest = t.strict(
  { cart: t.array(CartLine), coupons: t.array(SafeString), campaign_data: SafeStringMap },
  'CreateOrderRequest',
);
export type CreateOrderRequest = t.TypeOf<typeof CreateOrderRequest>;

export const UpdateOrderRequest = CreateOrderRequest;
export type UpdateOrderRequest = CreateOrderRequest;

/** Answer of POST (and of PUT, where the client only needs the 2xx). */
export const CreateOrderAnswer = t.strict({ id: t.string, snippet: t.string }, 'CreateOrderAnswer');
export type CreateOrderAnswer = t.TypeOf<typeof CreateOrderAnswer>;
