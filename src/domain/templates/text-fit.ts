/**
 * How a personalised text fits its place on the poster (docs/rules/personalisation.md#text-layout "Label font-size caps"): the
 * one rule the live preview, the cart thumbnail and the print file share, since all three
 * draw the SVG of artwork/render.ts.
 *
 * Lines break at spaces and after hyphens only (text-wrap.ts): a text that does not fit gets
 * smaller rather than split a name in the middle of a word. Only a word
 * too wide for its line even at MIN_WHOLE_WORD_SIZE is broken between characters — a 22-letter
 * name without a space in a six-member family's column. Widths are measured by text-measure.ts.
 */
import { ASCENT, DESCENT, lineWidth, type TextMeasure } from './text-measure';
import { wrapAt } from './text-wrap';

export { ASCENT, DESCENT, glyphAdvance, lineWidth, type TextMeasure } from './text-measure';

export interface FitRequest extends TextMeasure {
  /** The width and height the lines must stay within (drawing units). */
  readonly width: number;
  readonly height: number;
  /** The size the design asks for, and the size it may never pass (docs/rules/product-pages.md#size-frame-and-options caps; null: none). */
  readonly preferred: number;
  readonly cap: number | null;
  readonly maxLines: number;
  /** Baseline-to-baseline distance as a multiple of the size. */
  readonly lineHeight: number;
  /** Below this size a word too wide for the line may be broken (default: only at the last step). */
  readonly minWholeWord?: number;
}

export interface FittedText {
  readonly lines: readonly string[];
  readonly size: number;
}

const blockHeight = (lines: number, size: number, lineHeight: number): number =>
  size * (ASCENT + DESCENT) + Math.max(0, lines - 1) * lineHeight * size;

/** Each step down is 4 % smaller: fine enough to look chosen, few enough to stay cheap. */
const STEP = 0.96;

/**
 * The smallest size (design units of the 1000-wide poster) at which a word is kept whole before
 * it may be broken: 1.6 % of the poster's width, about 12 px in the 1024 px preview, 2 mm on a
 * 13 × 18 print and 11 mm on 70 × 100. Below it a word still too wide for its line is broken.
 */
export const MIN_WHOLE_WORD_SIZE = 16;

/**
 * The largest size, at most the preferred size and the cap, at which `s` wraps into at most
 * `maxLines` lines that each fit the width and together fit the height, breaking lines only
 * between words while the size is at least `minWholeWord`.
 */
export const fitText = (s: string, r: FitRequest): FittedText => {
  let size = Math.min(r.preferred, r.cap ?? Number.POSITIVE_INFINITY);
  const fits = (lines: readonly string[]) =>
    lines.length <= r.maxLines &&
    blockHeight(lines.length, size, r.lineHeight) <= r.height &&
    lines.every((l) => lineWidth(l, size, r) <= r.width);
  for (;;) {
    const whole = wrapAt(s, size, { ...r, breakWords: false });
    if (fits(whole)) return { lines: whole, size };
    // Below a hundredth of the width no text is readable anyway; stop there rather than loop.
    const last = size * STEP < r.width / 100;
    if (last || size < (r.minWholeWord ?? 0)) {
      const broken = wrapAt(s, size, { ...r, breakWords: true });
      if (fits(broken) || last) return { lines: broken.slice(0, r.maxLines), size };
    }
    size *= STEP;
  }
};
