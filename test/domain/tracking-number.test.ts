import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  carrierNameOf,
  checkTrackingLink,
  checkTrackingNumber,
  s10CheckDigit,
  trackingUrl,
  CARRIERS,
  TRACKING_LINK_MAX_LENGTH,
} from '../../src/domain/backoffice';

/** The shipping step checks the tracking number's format per carrier (docs/rules/back-office.md#tracking-numbers). */
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
    ['gls', '12345678901'],
    ['gls', '123456789012'],
    ['gls', 'ZA7B1C2D'],
    ['dpd', '09445440000123'],
    ['dpd', '09445440000123A'],
    ['dpd', '094454400001237'],
    ['bring', '70438101015432113'],
    ['bring', '00370712345678901234'],
    ['bring', 'CP123456785NO'],
    ['posti', 'JJFI6543210000'],
    ['posti', 'JJFI65432100000012345678'],
    ['posti', '00364300123456789012'],
    ['posti', 'RR123456785FI'],
    ['other', 'AB12'],
    ['other', 'A1B2C3D4E5F6G7H8I9J0A1B2C3D4E5F6G7H8I9J0'],
  ])('accepts the %s number %s', (carrier, n) => expect(checkTrackingNumber(carrier, n)).toEqual({ ok: true, value: n }));

  it.each([
    ['dhl', '12345'],
    ['dhl', '1Z999AA10123456784'],
    ['ups', '1Z999AA1012345678'],
    ['postnord', 'RR123456784SE'],
    ['postnord', 'RR123456785FR'],
    ['la-poste', 'RR123456785SE'],
    ['la-poste', '6A1234567890'],
    // Nothing before or after the carrier's format.
    ['dhl', '12345678901'],
    ['dhl', '123456789012345678901'],
    ['ups', 'X1Z999AA10123456784'],
    ['ups', '1Z999AA101234567845'],
    ['postnord', 'XRR123456785SE'],
    ['postnord', 'RR123456785SEX'],
    ['postnord', '100370730253551113423'],
    ['postnord', '003707302535511134231'],
    ['la-poste', '16A12345678901'],
    ['la-poste', '6A123456789012'],
    ['gls', '1234567890'],
    ['gls', '1234567890123'],
    ['gls', 'ZA7B1C2'],
    ['gls', 'ZA7B1C2DE'],
    ['gls', 'XZA7B1C2D'],
    ['dpd', '0944544000012'],
    ['dpd', '09445440000123AB'],
    ['dpd', 'A09445440000123'],
    ['bring', '7043810101543211'],
    ['bring', '704381010154321134'],
    ['bring', '0037071234567890123'],
    ['bring', '1003707123456789012345'],
    ['bring', '003707123456789012345'],
    ['bring', 'CP123456785SE'],
    ['bring', 'CP123456784NO'],
    ['bring', 'XCP123456785NO'],
    ['posti', 'JJFI654321000'],
    ['posti', 'JJFI654321000000123456789'],
    ['posti', 'JJSE6543210000'],
    ['posti', 'XJJFI6543210000'],
    ['posti', '0036430012345678901'],
    ['posti', '003643001234567890123'],
    ['posti', 'RR123456785NO'],
    ['posti', 'RR123456784FI'],
    ['other', 'AB1'],
    ['other', 'A1B2C3D4E5F6G7H8I9J0A1B2C3D4E5F6G7H8I9J0A'],
    ['other', 'AB12/34'],
  ])('refuses %s %s with a reason that shows it and an example', (carrier, n) => {
    expect(checkTrackingNumber(carrier, n)).toMatchObject({
      ok: false,
      error: {
        code: 'TRACKING.BAD_FORMAT',
        reason: expect.stringMatching(new RegExp(`^"${n}" is not a .+ tracking number \\(for example [0-9A-Z]+\\)`)),
      },
    });
  });

  it('accepts the 12-digit DHL Paket numbers', () => {
    expect(checkTrackingNumber('dhl', '340434161094')).toEqual({ ok: true, value: '340434161094' });
  });

  it('refuses an unknown carrier, naming it and the carriers it knows', () => {
    expect(checkTrackingNumber('pigeon', '1234567890')).toMatchObject({
      ok: false,
      error: {
        code: 'TRACKING.UNKNOWN_CARRIER',
        reason: expect.stringContaining('"pigeon"; use one of dhl, ups, postnord, la-poste, gls, dpd, bring, posti, other'),
      },
    });
  });

  it.each([
    ['12345678', 5],
    ['00000001', 4],
    ['10000000', 3],
    ['00000008', 0],
    ['00000000', 5],
  ])('gives %s the S10 check digit %i (weights 8 6 4 2 3 5 9 7; 10 counts 0, 11 counts 5)', (eight, check) => {
    expect(s10CheckDigit(eight)).toBe(check);
  });

  it('accepts PostNord S10 numbers from each Nordic country of origin', () => {
    fc.assert(
      fc.property(fc.constantFrom('SE', 'DK', 'NO', 'FI').chain(s10), (n) => {
        expect(checkTrackingNumber('postnord', n)).toEqual({ ok: true, value: n });
      }),
    );
  });

  it.each([
    ['dhl', 'https://www.dhl.com/'],
    ['ups', 'https://www.ups.com/'],
    ['postnord', 'https://tracking.postnord.com/'],
    ['la-poste', 'https://www.laposte.fr/'],
    ['gls', 'https://gls-group.com/'],
    ['dpd', 'https://tracking.dpd.de/'],
    ['bring', 'https://tracking.bring.com/'],
    ['posti', 'https://www.posti.fi/'],
  ] as const)('links a %s number to %s', (carrier, page) => {
    expect(trackingUrl(carrier, 'RR123456785SE')).toMatch(new RegExp(`^${page.replaceAll('.', '\\.')}.*RR123456785SE$`));
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
        // Another carrier links to the page the staff gave (here one naming the number); the others ignore it.
        expect(trackingUrl(carrier, n, `https://track.example.com/${n}`)).toContain(n);
      }),
    );
    expect(checkTrackingNumber('ups', '1z 999aa1-0123456784')).toEqual({ ok: true, value: '1Z999AA10123456784' });
  });
});

describe('another carrier’s tracking link', () => {
  it.each([
    'https://track.example.com/p/123?x=1#a',
    'https://a.b',
    'HTTPS://Track9.Example2.co.uk:8443/x',
    'https://a-b.c-d.e:8',
    'https://sub.example.com:65535?id=1',
    'https://example.com#x',
    `https://e.com/${'a'.repeat(TRACKING_LINK_MAX_LENGTH - 14)}`,
  ])('accepts %s', (link) => expect(checkTrackingLink(link)).toEqual({ ok: true, value: link }));

  it('is kept without the spaces around it', () => {
    expect(checkTrackingLink('  https://a.b/x ')).toEqual({ ok: true, value: 'https://a.b/x' });
  });

  it.each([
    'http://example.com/x',
    'javascript:alert(1)//example.com',
    'xhttps://example.com',
    'https://example',
    'https://exa mple.com',
    'https://example.com/a b',
    'https://example.com x',
    'https://user@example.com',
    'https://example.com:123456',
    'https://example.com:/x',
    'https://.example.com',
    '',
    `https://e.com/${'a'.repeat(TRACKING_LINK_MAX_LENGTH - 13)}`,
  ])('refuses %j, saying what it needs', (link) => {
    expect(checkTrackingLink(link)).toEqual({
      ok: false,
      error: {
        code: 'TRACKING.BAD_LINK',
        reason: `"${link}" is not a tracking link; give the https:// address of the parcel's page at its carrier.`,
      },
    });
  });

  it('names another carrier by its link’s host, and links to the link itself', () => {
    expect(carrierNameOf('other', 'https://www.Parcels.Example.com/t?id=1')).toBe('parcels.example.com');
    expect(carrierNameOf('other', 'https://track.example.com:8443/x')).toBe('track.example.com');
    expect(carrierNameOf('other', 'https://track.example.com#x')).toBe('track.example.com');
    expect(carrierNameOf('other', 'https://track.example.com?x')).toBe('track.example.com');
    expect(carrierNameOf('other', 'https://track.example.com')).toBe('track.example.com');
    expect(carrierNameOf('other', null)).toBe('Other carrier');
    expect(carrierNameOf('dhl', 'https://track.example.com')).toBe('DHL');
    expect(trackingUrl('other', 'AB12', 'https://track.example.com/AB12')).toBe('https://track.example.com/AB12');
    expect(trackingUrl('other', 'AB12')).toBe('');
    expect(trackingUrl('dhl', '1234567890', 'https://track.example.com')).toBe(
      'https://www.dhl.com/track?tracking-id=1234567890',
    );
  });
});
