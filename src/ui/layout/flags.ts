/** A country's flag as an emoji from its ISO alpha-2 code (EU for the international store). */
export const flagOf = (countryCode: string): string =>
  countryCode.length === 2
    ? String.fromCodePoint(...[...countryCode.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65))
    : '🏳️';
