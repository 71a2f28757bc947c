import * as t from 'io-ts';
import { SafeString } from './safe.js';

/**
 * Newsletter and gift-card balance forms (docs/rules/shop-wide.md#newsletter /api/subscribe, /api/unsubscribe,
 * /api/check-balance).
 */

export const SubscribeRequest = t.strict({ email: SafeString }, 'SubscribeRequest');
export type SubscribeRequest = t.TypeOf<typeof SubscribeRequest>;

/** `code`: the welcome discount code shown after subscribing. */
export const SubscribeAnswer = t.strict({ code: t.string }, 'SubscribeAnswer');
export type SubscribeAnswer = t.TypeOf<typeof SubscribeAnswer>;

export const UnsubscribeRequest = t.strict({ email: SafeString }, 'UnsubscribeRequest');
export type UnsubscribeRequest = t.TypeOf<typeof UnsubscribeRequest>;

export const UnsubscribeAnswer = t.strict({ success: t.boolean }, 'UnsubscribeAnswer');
export type UnsubscribeAnswer = t.TypeOf<typeof UnsubscribeAnswer>;

/** `code`: a gift-card code. */
export const CheckBalanceRequest = t.strict({ code: SafeString }, 'CheckBalanceRequest');
export type CheckBalanceRequest = t.TypeOf<typeof CheckBalanceRequest>;

/** Remaining gift-card value in minor units of `currency`. */
export const Balance = t.strict({ balance: t.number, currency: t.string }, 'Balance');
export type Balance = t.TypeOf<typeof Balance>;
