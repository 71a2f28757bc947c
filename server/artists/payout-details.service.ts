/**
 * An artist's payout details (docs/rules/artists.md#payouts): account holder and IBAN, checked by
 * the domain's rule with the IBAN checked by ibantools (country, length and check digits), and
 * refused until the artist has a VAT number or declares selling privately.
 */
import { isValidIBAN } from 'ibantools';
import type { Db } from '../db/db.port.js';
import { failed, succeeded, type Outcome } from '../platform/outcome.js';
import { checkPayoutDetails, maskedIban, mayReceivePayouts } from '../../src/domain/payouts/index.js';
import { findPayoutDetails, savePayoutDetails, type PayoutDetailsRow } from './payout-details.repository.js';

export interface PayoutDetailsAnswer {
  readonly accountHolder: string | null;
  readonly ibanMasked: string | null;
  readonly privateSeller: boolean;
  readonly hasVatNumber: boolean;
  readonly mayReceive: boolean;
}

const answer = (r: PayoutDetailsRow): PayoutDetailsAnswer => ({
  accountHolder: r.payout_holder,
  ibanMasked: r.payout_iban === null ? null : maskedIban(r.payout_iban),
  privateSeller: r.private_seller,
  hasVatNumber: r.vat_number.trim() !== '',
  mayReceive: mayReceivePayouts(r.vat_number, r.private_seller),
});

export const createPayoutDetailsService = ({ db }: { readonly db: Db }) => ({
  read: async (artistId: number): Promise<Outcome<PayoutDetailsAnswer>> => {
    const row = await findPayoutDetails(db, artistId);
    return row ? succeeded(answer(row)) : failed('ARTIST.NOT_FOUND', 'The account was not found.');
  },

  save: async (
    artistId: number,
    request: { readonly accountHolder: string; readonly iban: string; readonly privateSeller: boolean },
  ): Promise<Outcome<PayoutDetailsAnswer>> => {
    const row = await findPayoutDetails(db, artistId);
    if (!row) return failed('ARTIST.NOT_FOUND', 'The account was not found.');
    const checked = checkPayoutDetails({ ...request, vatNumber: row.vat_number }, (iban) => isValidIBAN(iban));
    if (!checked.ok) return failed(checked.error.code, checked.error.reason);
    await savePayoutDetails(db, artistId, { ...checked.value, privateSeller: request.privateSeller });
    return succeeded(answer((await findPayoutDetails(db, artistId))!));
  },
});
