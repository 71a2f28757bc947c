/**
 * Standard VAT rates (percent) of the delivery countries the shop sells to. Posters sold to a
 * consumer carry the VAT of the country they are delivered to (EU one-stop-shop rule); a
 * country outside this table (or none known) is treated as 0 %.
 */
const STANDARD_VAT_PERCENT: Readonly<Record<string, number>> = {
  AT: 20,
  BE: 21,
  CH: 8.1,
  CZ: 21,
  DE: 19,
  DK: 25,
  ES: 21,
  FI: 25.5,
  FR: 20,
  GB: 20,
  HU: 27,
  IE: 23,
  IT: 22,
  NL: 21,
  NO: 25,
  PL: 23,
  PT: 23,
  RO: 21,
  SE: 25,
  US: 0,
};

export const vatPercentFor = (countryCode: string | null | undefined): number =>
  STANDARD_VAT_PERCENT[(countryCode ?? '').toUpperCase()] ?? 0;
