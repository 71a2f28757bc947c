/** SQL of an artist's payout details (docs/rules/artists.md#payouts). */
import type { Queryable } from '../db/db.port.js';

export interface PayoutDetailsRow {
  payout_holder: string | null;
  payout_iban: string | null;
  private_seller: boolean;
  vat_number: string;
}

export const findPayoutDetails = async (q: Queryable, artistId: number): Promise<PayoutDetailsRow | undefined> =>
  (
    await q.query<PayoutDetailsRow>('SELECT payout_holder, payout_iban, private_seller, vat_number FROM artist WHERE id = $1', [
      artistId,
    ])
  ).rows[0];

export const savePayoutDetails = async (
  q: Queryable,
  artistId: number,
  d: { readonly accountHolder: string; readonly iban: string; readonly privateSeller: boolean },
): Promise<void> => {
  await q.query('UPDATE artist SET payout_holder = $2, payout_iban = $3, private_seller = $4 WHERE id = $1', [
    artistId,
    d.accountHolder,
    d.iban,
    d.privateSeller,
  ]);
};
