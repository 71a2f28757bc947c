import * as t from 'io-ts';
import { nullable } from './nullable.js';

/**
 * Artist payouts (docs/rules/artists.md#payouts).
 *
 * The artist's own payout details, behind the artist session:
 * GET  /api/auth/payout-details                          → PayoutDetailsView
 * PUT  /api/auth/payout-details  PayoutDetailsRequest    → PayoutDetailsView (409 PAYOUT.TAX_STATUS, 400 holder or IBAN)
 *
 * The staff's payout desk, under /api/admin/* (ability `payouts`, admins):
 * GET  /api/admin/payouts/balances                       → PayoutBalances
 * GET  /api/admin/payouts/preview   ?from&to             → PayoutPreview (400 for a period that has not ended)
 * POST /api/admin/payouts/runs      PayoutRunRequest     → PayoutRunAnswer (the same period again: the run made before;
 *                                                          409 PAYOUT.OVERLAP for a period sharing a day with another run's)
 * GET  /api/admin/payouts/runs                           → PayoutRuns
 * GET  /api/admin/payouts/runs/{id}/sepa.xml             → pain.001.001.03 (application/xml)
 * GET  /api/admin/payouts/runs/{id}/payouts.csv          → text/csv
 */
export const PayoutDetailsRequest = t.strict(
  { account_holder: t.string, iban: t.string, private_seller: t.boolean },
  'PayoutDetailsRequest',
);
export type PayoutDetailsRequest = t.TypeOf<typeof PayoutDetailsRequest>;

export const PayoutDetailsView = t.strict(
  {
    account_holder: nullable(t.string),
    /** Only the country and the last four characters. */
    iban_masked: nullable(t.string),
    private_seller: t.boolean,
    has_vat_number: t.boolean,
    /** Whether the tax rules let the shop pay the artist (a VAT number or the private seller's declaration). */
    may_receive: t.boolean,
  },
  'PayoutDetailsView',
);
export type PayoutDetailsView = t.TypeOf<typeof PayoutDetailsView>;

export const PayoutArtistBalance = t.strict(
  {
    artist_id: t.number,
    alias: t.string,
    name: t.string,
    pending: t.number,
    available: t.number,
    has_details: t.boolean,
  },
  'PayoutArtistBalance',
);
export const PayoutBalances = t.strict(
  {
    currency: t.string,
    hold_days: t.number,
    minimum: t.number,
    artists: t.array(PayoutArtistBalance),
  },
  'PayoutBalances',
);
export type PayoutBalances = t.TypeOf<typeof PayoutBalances>;

export const PayoutLine = t.strict(
  {
    artist_id: t.number,
    alias: t.string,
    amount: t.number,
    reference: t.string,
    account_holder: nullable(t.string),
    iban_masked: nullable(t.string),
    /** False when the artist has no payout details: listed, not paid, the balance waits. */
    payable: t.boolean,
  },
  'PayoutLine',
);
export const PayoutPreview = t.strict(
  { from: t.string, to: t.string, currency: t.string, minimum: t.number, total: t.number, lines: t.array(PayoutLine) },
  'PayoutPreview',
);
export type PayoutPreview = t.TypeOf<typeof PayoutPreview>;

export const PayoutRunRequest = t.strict({ from: t.string, to: t.string }, 'PayoutRunRequest');
export type PayoutRunRequest = t.TypeOf<typeof PayoutRunRequest>;

export const PayoutRun = t.strict(
  {
    id: t.number,
    from: t.string,
    to: t.string,
    created_at: t.string,
    staff: t.string,
    payouts: t.number,
    total: t.number,
  },
  'PayoutRun',
);
export type PayoutRun = t.TypeOf<typeof PayoutRun>;
export const PayoutRunAnswer = t.strict({ run: PayoutRun, created: t.boolean }, 'PayoutRunAnswer');
export type PayoutRunAnswer = t.TypeOf<typeof PayoutRunAnswer>;
export const PayoutRuns = t.array(PayoutRun, 'PayoutRuns');
export type PayoutRuns = t.TypeOf<typeof PayoutRuns>;
