import * as t from 'io-ts';
import { nullable } from './nullable.js';
import { integerBetween } from './bounded.js';
import { MEMBERSHIP_LEVEL_MAX, MEMBERSHIP_LEVEL_MIN } from '../../../domain/constants';

/**
 * Artists (docs/rules/artists.md#sales-and-commission "Artist", "Account transaction"). The public codec is strict, so the server
 * can encode a full account row through `Artist` and the private fields are stripped, not leaked.
 * `membership_level`: 1 Bronze, 2 Silver, 3 Gold, 4 Platinum. `posters` is a count.
 */
const publicProps = {
  id: t.number,
  slug: t.string,
  alias: t.string,
  avatar: nullable(t.string),
  country: t.string,
  premium: t.boolean,
  bio: nullable(t.string),
  posters: t.number,
  membership_level: integerBetween(MEMBERSHIP_LEVEL_MIN, MEMBERSHIP_LEVEL_MAX),
};

export const Artist = t.strict(publicProps, 'Artist');
export type Artist = t.TypeOf<typeof Artist>;

export const ArtistList = t.array(Artist, 'ArtistList');
export type ArtistList = t.TypeOf<typeof ArtistList>;

export const ArtistTerms = t.union([t.literal('not_accepted'), t.literal('accepted')], 'ArtistTerms');
export type ArtistTerms = t.TypeOf<typeof ArtistTerms>;

/**
 * The logged-in artist's own record. `sales` counts sold posters; `balance` is minor units of
 * `currency` (always EUR, docs/rules/shop-wide.md#money, sent so the amount is never read without its currency).
 */
export const ArtistAccount = t.strict(
  {
    ...publicProps,
    name: t.string,
    email: t.string,
    vat_number: t.string,
    sales: t.number,
    balance: t.number,
    currency: t.string,
    selling_enabled: t.boolean,
    product_limit: t.number,
    terms: ArtistTerms,
  },
  'ArtistAccount',
);
export type ArtistAccount = t.TypeOf<typeof ArtistAccount>;

/**
 * One ledger entry. Dates are ISO 8601 strings; `accounted_at` is null while the entry is
 * pending. `amount` and `balance` (running, after this entry) are minor units of `currency`;
 * `exchange_rate` converts the sale's original currency into it.
 */
/**
 * How a sale's commission came about (spec: shown transparently), in minor units of
 * `sale_currency`: the price paid, the VAT in it, the fees, and the artist's commission.
 */
export const SaleBreakdown = t.strict(
  {
    order_id: t.string,
    quantity: t.number,
    sale_currency: t.string,
    sale_price: t.number,
    vat: t.number,
    fees: t.number,
    commission: t.number,
  },
  'SaleBreakdown',
);
export type SaleBreakdown = t.TypeOf<typeof SaleBreakdown>;

export const AccountTransaction = t.strict(
  {
    sale: nullable(SaleBreakdown),
    accounted_at: nullable(t.string),
    created_at: t.string,
    description: t.string,
    amount: t.number,
    currency: t.string,
    exchange_rate: t.number,
    balance: t.number,
  },
  'AccountTransaction',
);
export type AccountTransaction = t.TypeOf<typeof AccountTransaction>;

export const AccountTransactions = t.array(AccountTransaction, 'AccountTransactions');
export type AccountTransactions = t.TypeOf<typeof AccountTransactions>;
