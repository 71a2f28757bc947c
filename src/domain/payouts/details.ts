/**
 * Where an artist's payouts go (docs/rules/artists.md#payouts): an account holder and an IBAN,
 * accepted only from an artist the tax rules can settle with, one with a VAT number or one who
 * declares selling privately. The IBAN's check is given by the caller (the server uses a kept
 * IBAN library), so this rule stays pure.
 */
import { err, ok, type Result } from '../result/result';
import { ACCOUNT_HOLDER_MAX, ACCOUNT_HOLDER_MIN } from './rules';

export interface PayoutDetailsInput {
  readonly accountHolder: string;
  readonly iban: string;
  /** The VAT number on the profile ('' when none). */
  readonly vatNumber: string;
  readonly privateSeller: boolean;
}

export interface PayoutDetails {
  readonly accountHolder: string;
  readonly iban: string;
}

export interface PayoutDetailsError {
  readonly code: 'PAYOUT.TAX_STATUS' | 'PAYOUT.HOLDER' | 'PAYOUT.IBAN';
  readonly reason: string;
}

/** The IBAN as stored and written: no spaces, upper case. */
export const normaliseIban = (iban: string): string => iban.replace(/\s+/g, '').toUpperCase();

/** The IBAN shown to its artist: the country and the last four characters only. */
export const maskedIban = (iban: string): string =>
  iban.length <= 6 ? iban : `${iban.slice(0, 2)}${'•'.repeat(iban.length - 6)}${iban.slice(-4)}`;

/** Whether the tax rules let the shop pay this artist at all. */
export const mayReceivePayouts = (vatNumber: string, privateSeller: boolean): boolean => privateSeller || vatNumber.trim() !== '';

export const checkPayoutDetails = (
  input: PayoutDetailsInput,
  isValidIban: (iban: string) => boolean,
): Result<PayoutDetails, PayoutDetailsError> => {
  if (!mayReceivePayouts(input.vatNumber, input.privateSeller))
    return err({
      code: 'PAYOUT.TAX_STATUS',
      reason: 'Please add your VAT number or declare that you sell privately before adding payout details.',
    });
  const accountHolder = input.accountHolder.trim().replace(/\s+/g, ' ');
  if (accountHolder.length < ACCOUNT_HOLDER_MIN || accountHolder.length > ACCOUNT_HOLDER_MAX)
    return err({
      code: 'PAYOUT.HOLDER',
      reason: `The account holder needs ${ACCOUNT_HOLDER_MIN} to ${ACCOUNT_HOLDER_MAX} characters.`,
    });
  const iban = normaliseIban(input.iban);
  if (!isValidIban(iban)) return err({ code: 'PAYOUT.IBAN', reason: 'This IBAN is not valid. Please check it.' });
  return ok({ accountHolder, iban });
};
