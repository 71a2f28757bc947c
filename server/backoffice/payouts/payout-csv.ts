/** A payout run's CSV beside its SEPA file (docs/rules/artists.md#payouts), defused like every export. */
import { stringify } from 'csv-stringify/sync';
import { eurAmountText, PAYOUT_CURRENCY } from '../../../src/domain/payouts/index.js';
import { defused } from '../csv-export.js';

export interface PayoutCsvRow {
  readonly reference: string;
  readonly artistId: number;
  readonly alias: string;
  readonly name: string;
  readonly iban: string;
  readonly amount: number;
}

export const payoutCsv = (rows: readonly PayoutCsvRow[]): string =>
  stringify(
    rows.map((r) =>
      [r.reference, String(r.artistId), r.alias, r.name, r.iban, eurAmountText(r.amount), PAYOUT_CURRENCY].map(defused),
    ),
    {
      header: true,
      columns: ['reference', 'artist_id', 'alias', 'account_holder', 'iban', 'amount', 'currency'],
      quoted_string: true,
    },
  );
