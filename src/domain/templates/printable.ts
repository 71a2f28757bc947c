/**
 * Characters a personalised poster can carry.
 *
 * The print file is the preview's SVG rasterised by librsvg, so every character must be one
 * XML can carry (no C0 control but tab, LF and CR, no U+FFFE/U+FFFF, no lone surrogate: a
 * paid poster with U+001B failed every render) and one the print faces draw: the artwork names
 * DejaVu Serif and DejaVu Sans (regular, bold, italic), the fonts the print server renders
 * with. A character outside them would print as an empty box while the browser's preview drew
 * it from a fallback font (an emoji), so it is refused by name rather than printed wrong.
 *
 * Decision: an explicit set, the same for every template — the Latin, Greek and Cyrillic
 * letters, punctuation and the few symbols every print face draws — rather than "whatever
 * DejaVu has": a test on the print server checks each code point here against the fonts.
 */

/** Inclusive code-point ranges of the printable set. */
export const PRINTABLE_RANGES: readonly (readonly [number, number])[] = [
  [0x09, 0x0a],
  [0x0d, 0x0d], // tab, line feed, carriage return (whitespace in the drawing)
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0x24f], // Latin-1 Supplement, Latin Extended-A and -B
  [0x300, 0x33f], // combining accents (text typed decomposed)
  [0x384, 0x38a],
  [0x38c, 0x38c],
  [0x38e, 0x3a1],
  [0x3a3, 0x3ce], // Greek
  [0x400, 0x45f], // Cyrillic
  [0x1e00, 0x1efb], // Latin Extended Additional
  [0x2010, 0x2026],
  [0x2030, 0x203a], // dashes, quotes, bullets, ellipsis, per mille, primes, guillemets
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2190, 0x2193],
  [0x221e, 0x221e], // € ™ arrows ∞
  [0x2660, 0x2667],
  [0x2669, 0x266f], // card suits (♥ ♡), notes
];

export const isPrintableCodePoint = (cp: number): boolean => PRINTABLE_RANGES.some(([from, to]) => cp >= from && cp <= to);

/** The first character of `s` a print cannot carry, or undefined (a lone surrogate is its own character). */
export const unprintableCharacter = (s: string): string | undefined => {
  for (const c of s) if (!isPrintableCodePoint(c.codePointAt(0)!)) return c;
  return undefined;
};

/** A character by its code point, as people and error messages name it: "U+001B", "U+1F600". */
export const characterCode = (c: string): string => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * The first unprintable character of every string in `values`, by field path
 * (`name`, `bestFriends[1]`, `familyMembers[0].yob`; wire values give wire paths).
 */
export const refusedCharacters = (values: unknown, at = ''): Readonly<Record<string, string>> => {
  if (typeof values === 'string') {
    const c = unprintableCharacter(values);
    return c === undefined ? {} : { [at]: c };
  }
  if (values === null || typeof values !== 'object') return {};
  const entries = Array.isArray(values)
    ? values.map((v, i) => [`${at}[${i}]`, v] as const)
    : Object.entries(values).map(([k, v]) => [at ? `${at}.${k}` : k, v] as const);
  return Object.assign({}, ...entries.map(([path, v]) => refusedCharacters(v, path)));
};
