import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkTrackingNumber, s10CheckDigit, trackingUrl, CARRIERS } from '../../src/domain/backoffice';

/** Issue 27: the shipping step checks the tracking number's format per carrier. */
const digits = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));
const s10 = (origin: string) =>
  fc
    .tuple(fc.constantFrom('RR', 'CP', 'LA', 'EE'), digits(8))
    .map(([service, body]) => `${service}${body}${s10CheckDigit(body)}${origin}`);

describe('tracking numbers', () => {
  it.each([
    ['dhl', '00340434161094042557'],
    ['dhl', '1234567890'],
    ['dhl', 'JJD000390007748716611'],
    ['ups', '1Z999AA10123456784'],
    ['postnord', 'RR123456785SE'],
    ['postnord', '00370730253551113423'],
    ['la-poste', '6A12345678901'],
    ['la-poste', 'LA123456785FR'],
  ])('accepts the %s number %s', (carrier, n) => expect(checkTrackingNumber(carrier, n)).toEqual({ ok: true, value: n }));

  it.each([
    ['dhl', '12345'],
    ['dhl', '1Z999AA10123456784'],
    ['ups', '1Z999AA1012345678'],
    ['postnord', 'RR123456784SE'],
    ['postnord', 'RR123456785FR'],
    ['la-poste', 'RR123456785SE'],
    ['la-poste', '6A1234567890'],
  ])('refuses %s %s with a reason', (carrier, n) => {
    const r = checkTrackingNumber(carrier, n);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'TRACKING.BAD_FORMAT' });
  });

  it('refuses an unknown carrier', () => {
    expect(checkTrackingNumber('pigeon', '1234567890')).toMatchObject({ ok: false, error: { code: 'TRACKING.UNKNOWN_CARRIER' } });
  });

  it('accepts every S10 number with its check digit, and refuses it with any other digit', () => {
    fc.assert(
      fc.property(s10('SE'), fc.integer({ min: 1, max: 9 }), (n, shift) => {
        expect(checkTrackingNumber('postnord', n).ok).toBe(true);
        const wrong = `${n.slice(0, 10)}${(Number(n[10]) + shift) % 10}${n.slice(11)}`;
        fc.pre(s10CheckDigit(n.slice(2, 10)) !== Number(wrong[10]));
        expect(checkTrackingNumber('postnord', wrong).ok).toBe(false);
      }),
    );
  });

  it('ignores spaces, hyphens and case, and links to the carrier with the number', () => {
    fc.assert(
      fc.property(digits(20), fc.constantFrom(...CARRIERS), (n, carrier) => {
        const spaced = n.replace(/(\d{4})/g, '$1 ').trim();
        expect(checkTrackingNumber('dhl', spaced)).toEqual({ ok: true, value: n });
        expect(trackingUrl(carrier, n)).toContain(n);
      }),
    );
    expect(checkTrackingNumber('ups', '1z 999aa1-0123456784')).toEqual({ ok: true, value: '1Z999AA10123456784' });
  });
});
