import * as t from 'io-ts';
import { LineTemplate } from './cart.js';
import { nullable } from './nullable.js';
import { Id, SafeString } from './safe.js';

/**
 * Server pricing of a cart (architecture: prices, discounts and gift-card balances are decided
 * by the server from its own tables; a client price is never trusted). All amounts are integer
 * minor units of the answer's single `currency` (the store's).
 */

/** What the client may tell the server about a line: identities and choices, never prices. */
export const CartPricingRequestLine = t.exact(
  t.intersection([
    t.type(
      {
        uuid: SafeString,
        product_id: Id,
        variation_id: Id,
        quantity: t.number,
        margin: nullable(t.boolean),
        black_and_white: nullable(t.boolean),
      },
      'PricingLineChoices',
    ),
    t.partial({ template: LineTemplate }, 'PricingLineTemplate'),
  ]),
  'CartPricingRequestLine',
);
export type CartPricingRequestLine = t.TypeOf<typeof CartPricingRequestLine>;

export const CartPricingRequest = t.strict(
  { lines: t.array(CartPricingRequestLine), coupons: t.array(SafeString), gift_cards: t.array(SafeString) },
  'CartPricingRequest',
);
export type CartPricingRequest = t.TypeOf<typeof CartPricingRequest>;

export const PricedLine = t.strict(
  {
    uuid: t.string,
    product_id: t.number,
    variation_id: t.number,
    unit_price: t.number,
    line_total: t.number,
    currency: t.string,
  },
  'PricedLine',
);
export type PricedLine = t.TypeOf<typeof PricedLine>;

/** A coupon or gift card as applied: `amount` deducted, minor units (positive). */
export const AppliedCode = t.strict({ code: t.string, amount: t.number }, 'AppliedCode');
export type AppliedCode = t.TypeOf<typeof AppliedCode>;

/** An entered code the pricing did not apply, and why (domain DeclineReason). */
export const DeclinedCode = t.strict(
  { code: t.string, reason: t.keyof({ invalid: null, not_combinable: null, spent: null, other_currency: null }) },
  'DeclinedCode',
);
export type DeclinedCode = t.TypeOf<typeof DeclinedCode>;

/**
 * total = subtotal − Σ discounts − Σ gift_cards, never below 0; one currency throughout. Every
 * entered code is in discounts, gift_cards or declined.
 */
export const CartPricing = t.strict(
  {
    lines: t.array(PricedLine),
    subtotal: t.number,
    discounts: t.array(AppliedCode),
    gift_cards: t.array(AppliedCode),
    declined: t.array(DeclinedCode),
    total: t.number,
    currency: t.string,
  },
  'CartPricing',
);
export type CartPricing = t.TypeOf<typeof CartPricing>;
