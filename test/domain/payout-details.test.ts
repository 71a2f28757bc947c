import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ACCOUNT_HOLDER_MAX,
  ACCOUNT_HOLDER_MIN,
  checkPayoutDetails,
  checkPeriod,
  maskedIban,
  mayReceivePayouts,
  normaliseIban,
  PAYOUT_REFERENCE_MAX,
  payoutReference,
  periodEnd,
  periodsOverlap,
} from '../../src/domain/payouts';

/** docs/rules/artists.md#payouts: payout details, and a payout run's period. */
const anyIban = () => true;
const input = {
  accountHolder: 'Ada Nilsson',
  iban: 'de89 3704 0044 0532 0130 00',
  vatNumber: 'DE123456789',
  privateSeller: false,
};

describe('payout details', () => {
  it('are refused politely until the artist has a VAT number or sells privately', () => {
    const refused = checkPayoutDetails({ ...input, vatNumber: '  ' }, anyIban);
    expect(refused).toEqual({
      ok: false,
      error: {
        code: 'PAYOUT.TAX_STATUS',
        reason: 'Please add your VAT number or declare that you sell privately before adding payout details.',
      },
    });
    expect(checkPayoutDetails({ ...input, vatNumber: '', privateSeller: true }, anyIban).ok).toBe(true);
    expect(mayReceivePayouts('', false)).toBe(false);
    expect(mayReceivePayouts('DE123456789', false)).toBe(true);
    expect(mayReceivePayouts('', true)).toBe(true);
  });

  it('keep the holder with single spaces and the IBAN without spaces, upper case', () => {
    expect(checkPayoutDetails({ ...input, accountHolder: '  Ada   Nilsson \t' }, anyIban)).toEqual({
      ok: true,
      value: { accountHolder: 'Ada Nilsson', iban: 'DE89370400440532013000' },
    });
    expect(normaliseIban(' se45 5000\t0000 0583 9825 7466 ')).toBe('SE4550000000058398257466');
  });

  it('need a holder of 2 to 70 characters', () => {
    const holder = (accountHolder: string) => checkPayoutDetails({ ...input, accountHolder }, anyIban);
    expect(ACCOUNT_HOLDER_MIN).toBe(2);
    expect(ACCOUNT_HOLDER_MAX).toBe(70);
    expect(holder('Al').ok).toBe(true);
    expect(holder('a'.repeat(70)).ok).toBe(true);
    expect(holder(' A ')).toEqual({
      ok: false,
      error: { code: 'PAYOUT.HOLDER', reason: 'The account holder needs 2 to 70 characters.' },
    });
    expect(holder('a'.repeat(71)).ok).toBe(false);
  });

  it('ask the IBAN check with the normalised IBAN, and refuse what it refuses', () => {
    const seen: string[] = [];
    const r = checkPayoutDetails(input, (iban) => (seen.push(iban), false));
    expect(seen).toEqual(['DE89370400440532013000']);
    expect(r).toEqual({ ok: false, error: { code: 'PAYOUT.IBAN', reason: 'This IBAN is not valid. Please check it.' } });
  });

  it('show the artist only the country and the last four characters of the IBAN', () => {
    expect(maskedIban('DE89370400440532013000')).toBe('DE••••••••••••••••3000');
    expect(maskedIban('DE8937')).toBe('DE8937');
    expect(maskedIban('DE89370')).toBe('DE•9370');
  });
});

describe('a payout run’s period', () => {
  const now = new Date('2026-12-01T00:00:00Z');

  it('has ended: its end is midnight after its last day', () => {
    expect(periodEnd({ from: '2026-11-01', to: '2026-11-30' })).toEqual(now);
    expect(checkPeriod({ from: '2026-11-01', to: '2026-11-30' }, now)).toEqual({
      ok: true,
      value: { from: '2026-11-01', to: '2026-11-30' },
    });
    expect(checkPeriod({ from: '2026-11-30', to: '2026-11-30' }, now).ok).toBe(true);
    expect(checkPeriod({ from: '2026-11-01', to: '2026-12-01' }, now)).toEqual({
      ok: false,
      error: { code: 'PAYOUT.PERIOD', reason: 'The period has not ended yet.' },
    });
    expect(checkPeriod({ from: '2026-11-01', to: '2026-11-30' }, new Date(now.getTime() - 1)).ok).toBe(false);
  });

  it('is two real days, the first not after the last', () => {
    const bad = { ok: false, error: { code: 'PAYOUT.PERIOD', reason: 'A period is two days as YYYY-MM-DD.' } };
    expect(checkPeriod({ from: '2026-02-30', to: '2026-11-30' }, now)).toEqual(bad);
    expect(checkPeriod({ from: '2026-11-01', to: '2026-11-31' }, now)).toEqual(bad);
    expect(checkPeriod({ from: '2026-11-1', to: '2026-11-30' }, now)).toEqual(bad);
    expect(checkPeriod({ from: 'x2026-11-01', to: '2026-11-30' }, now)).toEqual(bad);
    expect(checkPeriod({ from: '2026-11-01', to: '2026-11-30x' }, now)).toEqual(bad);
    expect(checkPeriod({ from: '2026-11-02', to: '2026-11-01' }, now)).toEqual({
      ok: false,
      error: { code: 'PAYOUT.PERIOD', reason: 'The period ends before it begins.' },
    });
  });

  it('overlaps another when they share a day', () => {
    const nov = { from: '2026-11-01', to: '2026-11-30' };
    expect(periodsOverlap(nov, { from: '2026-11-30', to: '2026-12-31' })).toBe(true);
    expect(periodsOverlap(nov, { from: '2026-10-01', to: '2026-11-01' })).toBe(true);
    expect(periodsOverlap(nov, { from: '2026-12-01', to: '2026-12-31' })).toBe(false);
    expect(periodsOverlap(nov, { from: '2026-10-01', to: '2026-10-31' })).toBe(false);
    expect(periodsOverlap(nov, nov)).toBe(true);
  });

  it('names each payment by its period’s last day and artist, within SEPA’s 35 characters', () => {
    expect(payoutReference({ from: '2026-11-01', to: '2026-11-30' }, 42)).toBe('AP-20261130-42');
    expect(PAYOUT_REFERENCE_MAX).toBe(35);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (id) => {
        const ref = payoutReference({ from: '2026-11-01', to: '2026-11-30' }, id);
        expect(ref.length).toBeLessThanOrEqual(PAYOUT_REFERENCE_MAX);
        expect(ref).toMatch(/^[A-Z0-9-]+$/);
      }),
    );
  });
});
