/** Where a laid-out text's ink can reach (design units): what the print-area property checks. */
import { ASCENT, DESCENT, lineWidth } from '../text-fit';
import type { TextBox } from './text-box';

export interface Bounds {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

/** Where the text's ink can reach: every line's measured width around its anchor, ascent to descent. */
export const textBounds = (b: TextBox): Bounds => {
  if (b.lines.length === 0) {
    const middle = b.frame.top + b.frame.height / 2;
    return { left: b.x, right: b.x, top: middle, bottom: middle };
  }
  const widths = b.lines.map((l) => lineWidth(l.text, b.size, b));
  const widest = Math.max(0, ...widths);
  const left = b.anchor === 'start' ? b.x : b.anchor === 'end' ? b.x - widest : b.x - widest / 2;
  return {
    left,
    right: left + widest,
    top: b.lines[0]!.baseline - ASCENT * b.size,
    bottom: b.lines.at(-1)!.baseline + DESCENT * b.size,
  };
};
