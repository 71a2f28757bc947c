/**
 * VAT number (docs/rules/artists.md#profile "Profile"): empty, or matching the European (VIES) format for its
 * country prefix — all 27 EU member states.
 *
 * Decisions:
 * - Spaces, dots and hyphens are ignored and letters compared upper-case (people copy numbers
 *   from invoices: "DE 123.456.789"); `normaliseVatNumber` gives the form to store.
 * - Greece uses the VIES prefix EL; "GR" is an unknown prefix.
 * - Northern Ireland's XI prefix is accepted (XI + 9 or 12 digits, or XIGD/XIHA + 3 digits):
 *   it is valid in VIES for trade in goods since 2021.
 * - Only the format is checked, not check digits.
 */
import { err, ok, type Result } from '../result/result';

const VAT_FORMATS: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^(?:[A-Z]\d{7}[A-Z0-9]|\d{8}[A-Z])$/, // a letter first or last, never all digits
  FI: /^\d{8}$/,
  FR: /^[A-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(?:\d{7}[A-Z]{1,2}|\d[A-Z+*]\d{5}[A-Z])$/,
  IT: /^\d{11}$/,
  LT: /^(?:\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^[1-9]\d{7}$/,
  SK: /^[1-9]\d{9}$/,
  XI: /^(?:\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

export const VAT_COUNTRY_PREFIXES: readonly string[] = Object.keys(VAT_FORMATS);

export type VatNumberError =
  | { readonly code: 'VAT.UNKNOWN_COUNTRY'; readonly prefix: string }
  | { readonly code: 'VAT.INVALID_FORMAT'; readonly prefix: string };

export const normaliseVatNumber = (input: string): string => input.replace(/[\s.-]/g, '').toUpperCase();

/** Ok with the normalised number ('' when empty), or why it does not match. */
export const checkVatNumber = (input: string): Result<string, VatNumberError> => {
  const vat = normaliseVatNumber(input);
  if (vat === '') return ok('');
  const prefix = vat.slice(0, 2);
  const format = VAT_FORMATS[prefix];
  if (!format) return err({ code: 'VAT.UNKNOWN_COUNTRY', prefix });
  return format.test(vat.slice(2)) ? ok(vat) : err({ code: 'VAT.INVALID_FORMAT', prefix });
};

export const isValidVatNumber = (input: string): boolean => checkVatNumber(input).ok;
