/**
 * How wide a personalised text prints (docs/rules/personalisation.md#text-layout "Label font-size caps"), measured without a
 * browser so the server and every browser agree: widths come from the advance widths of the
 * print faces, the widest of DejaVu Serif and DejaVu Sans in regular, bold and italic for each
 * Basic Latin character, and an upper bound for every other printable character (printable.ts)
 * — 1 em, or 2 em for the few wider glyphs (ligature capitals, fractions, per mille). A text
 * measured here is never narrower than it prints.
 */

/** Advance of U+0020…U+007E in em, rounded up: the widest of the six print faces. */
const ASCII_ADVANCE = [
  0.35, 0.46, 0.53, 0.84, 0.7, 1.01, 0.91, 0.31, 0.48, 0.48, 0.53, 0.84, 0.38, 0.42, 0.38, 0.37, 0.7, 0.7, 0.7, 0.7, 0.7, 0.7,
  0.7, 0.7, 0.7, 0.7, 0.4, 0.4, 0.84, 0.84, 0.84, 0.59, 1, 0.78, 0.85, 0.8, 0.87, 0.77, 0.71, 0.86, 0.95, 0.47, 0.48, 0.87, 0.71,
  1.11, 0.92, 0.88, 0.76, 0.88, 0.84, 0.73, 0.75, 0.88, 0.78, 1.13, 0.78, 0.73, 0.73, 0.48, 0.37, 0.48, 0.84, 0.5, 0.5, 0.68,
  0.72, 0.61, 0.72, 0.68, 0.44, 0.72, 0.73, 0.38, 0.37, 0.7, 0.38, 1.06, 0.73, 0.69, 0.72, 0.72, 0.53, 0.6, 0.48, 0.73, 0.66,
  0.93, 0.65, 0.66, 0.59, 0.72, 0.37, 0.72, 0.84,
] as const;
/** Printable characters beyond Basic Latin wider than 1 em in some print face. */
const WIDE = new Set('¼½¾ÆæŉŒœŴƕƜƢǄǅǆǇǈǊǋǌǢǣǱǲǳǶǼǽȸȹΉΜЉЊЖМШЩЫЮжтшщыюљњḾḿṀṁṂṃẀẂẄẆẈẚỺ‰‱');

/** Ascent and descent of the print faces in em: the vertical extent of a line. */
export const ASCENT = 0.93;
export const DESCENT = 0.24;
/** Italic glyphs lean past their advance; a line's measure allows for it. */
const ITALIC_OVERHANG = 0.25;

export const glyphAdvance = (c: string): number => {
  const cp = c.codePointAt(0) ?? 0x20;
  if (cp >= 0x20 && cp <= 0x7e) return ASCII_ADVANCE[cp - 0x20]!;
  return WIDE.has(c) ? 2 : 1;
};

export interface TextMeasure {
  /** Letter spacing in drawing units, added after every character (as SVG does). */
  readonly spacing?: number;
  readonly italic?: boolean;
}

/** The drawn width of one line at `size` (drawing units): never less than the print face draws. */
export const lineWidth = (s: string, size: number, m: TextMeasure = {}): number => {
  const chars = [...s];
  const advance = chars.reduce((w, c) => w + glyphAdvance(c), 0);
  return advance * size + chars.length * (m.spacing ?? 0) + (m.italic && chars.length > 0 ? ITALIC_OVERHANG * size : 0);
};
