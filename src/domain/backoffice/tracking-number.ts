/**
 * Tracking numbers by carrier: the
 * formats the carriers publish, with the UPU S10 check digit for letter-post style numbers
 * (PostNord, La Poste international), so a mistyped digit is caught before the shopper is told.
 */
import { err, ok, type Result } from '../result';

export const CARRIERS = ['dhl', 'ups', 'postnord', 'la-poste', 'gls', 'dpd', 'bring', 'posti', 'other'] as const;
export type Carrier = (typeof CARRIERS)[number];

export const CARRIER_NAMES: Readonly<Record<Carrier, string>> = {
  dhl: 'DHL',
  ups: 'UPS',
  postnord: 'PostNord',
  'la-poste': 'La Poste',
  gls: 'GLS',
  dpd: 'DPD',
  bring: 'Bring',
  posti: 'Posti',
  other: 'Other carrier',
};

export interface TrackingRefused {
  readonly code: 'TRACKING.UNKNOWN_CARRIER' | 'TRACKING.BAD_FORMAT' | 'TRACKING.BAD_LINK';
  readonly reason: string;
}

const S10_WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7];

/** UPU S10: two letters, eight digits, a check digit, the two-letter country of origin. */
export const s10CheckDigit = (eightDigits: string): number => {
  const sum = [...eightDigits].reduce((s, d, i) => s + Number(d) * S10_WEIGHTS[i]!, 0);
  const c = 11 - (sum % 11);
  return c === 10 ? 0 : c === 11 ? 5 : c;
};

const isS10 = (n: string, origins: readonly string[]): boolean => {
  const m = /^[A-Z]{2}(\d{8})(\d)([A-Z]{2})$/.exec(n);
  return m !== null && origins.includes(m[3]!) && s10CheckDigit(m[1]!) === Number(m[2]);
};

const FORMATS: Readonly<Record<Carrier, { readonly test: (n: string) => boolean; readonly example: string }>> = {
  // Express waybills have 10 digits, Paket numbers 12 or 20, and JJD numbers come from DHL Freight.
  dhl: { test: (n) => /^(\d{10}|\d{12}|\d{20}|JJD\d{18})$/.test(n), example: '00340434161094042557' },
  ups: { test: (n) => /^1Z[0-9A-Z]{16}$/.test(n), example: '1Z999AA10123456784' },
  postnord: {
    test: (n) => isS10(n, ['SE', 'DK', 'NO', 'FI']) || /^00\d{18}$/.test(n),
    example: 'RR123456785SE',
  },
  'la-poste': { test: (n) => isS10(n, ['FR']) || /^\d[A-Z]\d{11}$/.test(n), example: '6A12345678901' },
  // GLS parcel numbers are 11 digits, 12 with the check digit printed on some labels; the TrackID is 8 letters
  // and digits. GLS publishes no check-digit rule for all its countries, so only the shape is checked.
  gls: { test: (n) => /^(\d{11,12}|[A-Z0-9]{8})$/.test(n), example: '12345678901' },
  // DPD parcel numbers are 14 digits; labels add a check character, which is accepted but not verified.
  dpd: { test: (n) => /^\d{14}[0-9A-Z]?$/.test(n), example: '09445440000123' },
  // Bring: 17-digit shipment numbers, package numbers as SSCC (00 and 18 digits), and letters abroad as S10 from
  // Norway. Shipment numbers commonly start with 70, but not always, so any 17 digits pass.
  bring: { test: (n) => isS10(n, ['NO']) || /^(\d{17}|00\d{18})$/.test(n), example: '70438101015432113' },
  // Posti: domestic parcels JJFI and digits (their count varies by service: 10 to 20 accepted), SSCC package
  // numbers, and letters abroad as S10 from Finland.
  posti: { test: (n) => isS10(n, ['FI']) || /^(JJFI\d{10,20}|00\d{18})$/.test(n), example: 'JJFI65432100000012345' },
  // Any other carrier: its rule is unknown here, so any 4 to 40 letters and digits; the staff give its tracking link.
  other: { test: (n) => /^[A-Z0-9]{4,40}$/.test(n), example: 'AB12345678' },
};

export const isCarrier = (value: string): value is Carrier => (CARRIERS as readonly string[]).includes(value);

/** Spaces and hyphens people type or copy from a label do not count; letters compare in upper case. */
export const normaliseTrackingNumber = (raw: string): string => raw.replace(/[\s-]+/g, '').toUpperCase();

export const checkTrackingNumber = (carrier: string, raw: string): Result<string, TrackingRefused> => {
  if (!isCarrier(carrier))
    return err({ code: 'TRACKING.UNKNOWN_CARRIER', reason: `Unknown carrier "${carrier}"; use one of ${CARRIERS.join(', ')}.` });
  const n = normaliseTrackingNumber(raw);
  const f = FORMATS[carrier];
  return f.test(n)
    ? ok(n)
    : err({
        code: 'TRACKING.BAD_FORMAT',
        reason: `"${raw}" is not a ${CARRIER_NAMES[carrier]} tracking number (for example ${f.example}).`,
      });
};

/** The carrier's public tracking page for a checked number (another carrier's: the link the staff gave). */
export const trackingUrl = (carrier: Carrier, n: string, link: string | null = null): string => {
  const q = encodeURIComponent(n);
  switch (carrier) {
    case 'other':
      return link ?? '';
    case 'dhl':
      return `https://www.dhl.com/track?tracking-id=${q}`;
    case 'ups':
      return `https://www.ups.com/track?tracknum=${q}`;
    case 'postnord':
      return `https://tracking.postnord.com/?id=${q}`;
    case 'la-poste':
      return `https://www.laposte.fr/outils/suivre-vos-envois?code=${q}`;
    case 'gls':
      return `https://gls-group.com/EU/en/parcel-tracking?match=${q}`;
    case 'dpd':
      return `https://tracking.dpd.de/status/en_US/parcel/${q}`;
    case 'bring':
      return `https://tracking.bring.com/tracking/${q}`;
    case 'posti':
      return `https://www.posti.fi/en/tracking#/lahetys/${q}`;
  }
};
