/**
 * Where a laid-out text's ink can reach (artwork/text-bounds.ts): the bounds the print-area and
 * overlap properties check are the smallest box around every line, each line as wide as it
 * measures and placed by its anchor, from the first line's ascent to the last line's descent.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textBounds } from '../../../src/domain/templates/artwork/text-bounds';
import type { TextBox } from '../../../src/domain/templates/artwork/text-box';
import { ASCENT, DESCENT, lineWidth } from '../../../src/domain/templates/text-measure';

const frame = fc.record({
  x: fc.integer({ min: 0, max: 1000 }),
  anchor: fc.constantFrom('start' as const, 'middle' as const, 'end' as const),
  width: fc.integer({ min: 10, max: 1000 }),
  top: fc.integer({ min: -50, max: 1400 }),
  height: fc.integer({ min: 1, max: 600 }),
});
const box = (minLines: number) =>
  fc
    .record({
      frame,
      size: fc.double({ min: 2, max: 200, noNaN: true }),
      texts: fc.array(fc.stringMatching(/^[A-Za-zÄЖ‰ .-]{1,20}$/), { minLength: minLines, maxLength: 5 }),
      firstBaseline: fc.integer({ min: -100, max: 1400 }),
      gaps: fc.array(fc.integer({ min: 1, max: 200 }), { minLength: 5, maxLength: 5 }),
      italic: fc.boolean(),
      spacing: fc.option(fc.constantFrom(2, 6), { nil: undefined }),
    })
    .map(({ frame, size, texts, firstBaseline, gaps, italic, spacing }): TextBox => ({
      label: 'name',
      numbered: false,
      source: texts.join(' '),
      fill: '#000000',
      ground: '#ffffff',
      italic,
      ...(spacing === undefined ? {} : { spacing }),
      x: frame.x,
      anchor: frame.anchor,
      size,
      frame,
      lines: texts.map((text, i) => ({ text, baseline: firstBaseline + gaps.slice(0, i).reduce((a, b) => a + b, 0) })),
    }));

/** Where one line's ink reaches across: its measured width, at, around or before the anchor. */
const across = (b: TextBox, text: string) => {
  const w = lineWidth(text, b.size, b);
  const left = b.anchor === 'start' ? b.x : b.anchor === 'end' ? b.x - w : b.x - w / 2;
  return { left, right: left + w };
};

describe('textBounds', () => {
  it('holds every line from its ascent to its descent, and is no larger: each side touches a line', () => {
    fc.assert(
      fc.property(box(1), (b) => {
        const bounds = textBounds(b);
        const lines = b.lines.map((l) => ({
          ...across(b, l.text),
          top: l.baseline - ASCENT * b.size,
          bottom: l.baseline + DESCENT * b.size,
        }));
        const close = (a: number, e: number) => expect(a).toBeCloseTo(e, 6);
        close(bounds.left, Math.min(...lines.map((l) => l.left)));
        close(bounds.right, Math.max(...lines.map((l) => l.right)));
        close(bounds.top, Math.min(...lines.map((l) => l.top)));
        close(bounds.bottom, Math.max(...lines.map((l) => l.bottom)));
      }),
    );
  });

  it('a text without lines is a point at its anchor, halfway down its frame', () => {
    fc.assert(
      fc.property(box(0), (b) => {
        const empty = { ...b, lines: [] };
        const middle = b.frame.top + b.frame.height / 2;
        expect(textBounds(empty)).toEqual({ left: b.x, right: b.x, top: middle, bottom: middle });
      }),
    );
  });
});
