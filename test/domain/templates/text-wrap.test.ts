/**
 * Where a personalised text breaks into lines and how wide a line prints (text-wrap.ts,
 * text-measure.ts; spec §9 label font-size caps): lines end at a space or after a hyphen, as
 * many words on each as fit; only when asked is a word too wide for its line cut between
 * characters. Widths add up character by character, so a line never measures narrower than it
 * prints.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ASCENT, DESCENT, glyphAdvance, lineWidth } from '../../../src/domain/templates/text-measure';
import { wordPieces, wordsOf, wrapAt, type WrapRequest } from '../../../src/domain/templates/text-wrap';

/** Texts with runs of white space, hyphens inside and around words, and narrow and wide letters. */
const text = fc
  .array(fc.constantFrom('W', 'M', 'i', 'a', 'Ж', '‰', 'é', ' ', ' ', '  ', '\t', '\n', '-', '\u2010', '--'), { maxLength: 40 })
  .map((cs) => cs.join(''));
const measure = fc.record({ spacing: fc.option(fc.constantFrom(1, 4, 6), { nil: undefined }), italic: fc.boolean() });
const wrapRequest = (breakWords: boolean) =>
  fc.record({
    width: fc.integer({ min: 5, max: 400 }),
    breakWords: fc.constant(breakWords),
    spacing: fc.option(fc.constantFrom(1, 6), { nil: undefined }),
    italic: fc.boolean(),
  });
const size = fc.integer({ min: 8, max: 60 });

/** The pieces a line may end after, in order: every word split after its hyphens. */
const piecesOf = (s: string) => wordsOf(s).flatMap(wordPieces);

/**
 * Where each line starts in the text with its white space made single spaces; fails unless the
 * lines are that text in order, cut anywhere, a space at a cut dropped.
 */
const lineStarts = (s: string, lines: readonly string[]): number[] => {
  const flat = wordsOf(s).join(' ');
  let at = 0;
  const starts = lines.map((l) => {
    if (at > 0 && flat[at] === ' ') at += 1;
    expect(flat.startsWith(l, at)).toBe(true);
    const start = at;
    at += l.length;
    return start;
  });
  expect(at).toBe(flat.length);
  return starts;
};

/** Each piece with where it starts and ends in the single-spaced text. */
const pieceSpans = (s: string) => {
  let at = 0;
  return wordsOf(s).flatMap((w, i) => {
    if (i > 0) at += 1;
    return wordPieces(w).map((piece) => ({ piece, start: at, end: (at += piece.length) }));
  });
};

/**
 * Checks that each line but the last could not take more: at the end of a piece, the next piece
 * (with its space) would not fit; inside a piece, which happens only to a piece wider than the
 * line, the next character would not.
 */
const expectFull = (s: string, lines: readonly string[], z: number, r: WrapRequest) => {
  const flat = wordsOf(s).join(' ');
  const spans = pieceSpans(s);
  const starts = lineStarts(s, lines);
  lines.slice(0, -1).forEach((l, i) => {
    const end = starts[i]! + l.length;
    const atEnd = spans.some((p) => p.end === end);
    if (atEnd) {
      const next = spans.find((p) => p.start >= end)!;
      expect(lineWidth(flat.slice(starts[i], next.end), z, r)).toBeGreaterThan(r.width);
    } else {
      const cut = spans.find((p) => p.start < end && p.end > end)!;
      expect(lineWidth(cut.piece, z, r)).toBeGreaterThan(r.width);
      expect(lineWidth(l + [...flat.slice(end)][0]!, z, r)).toBeGreaterThan(r.width);
    }
  });
};

describe('wordsOf and wordPieces', () => {
  it('words are what lies between runs of any white space, never empty', () => {
    fc.assert(
      fc.property(text, (s) => {
        const words = wordsOf(s);
        expect(words.every((w) => w !== '' && !/\s/.test(w))).toBe(true);
        expect(words.join('')).toBe(s.replace(/\s/g, ''));
      }),
    );
    expect(wordsOf('  Anna \t Lena\n')).toEqual(['Anna', 'Lena']);
    expect(wordsOf(' \n ')).toEqual([]);
  });

  it('a word breaks after each run of hyphens between letters, and nowhere else', () => {
    fc.assert(
      fc.property(text, (s) => {
        for (const w of wordsOf(s)) {
          const pieces = wordPieces(w);
          expect(pieces.join('')).toBe(w);
          pieces.slice(0, -1).forEach((p, i) => {
            expect(p).toMatch(/[^-\u2010][-\u2010]+$/u);
            expect(pieces[i + 1]).toMatch(/^[^-\u2010]/u);
          });
        }
      }),
    );
    expect(wordPieces('Anna-Lena')).toEqual(['Anna-', 'Lena']);
    expect(wordPieces('Jean--Luc‐Marie')).toEqual(['Jean--', 'Luc‐', 'Marie']);
    expect(wordPieces('-Anna-')).toEqual(['-Anna-']);
    expect(wordPieces('Anna')).toEqual(['Anna']);
  });
});

describe('wrapAt, whole words', () => {
  it('gives the text in order, single-spaced, cut only at a space or after a hyphen, and no empty line', () => {
    fc.assert(
      fc.property(text, size, wrapRequest(false), (s, z, r) => {
        const lines = wrapAt(s, z, r);
        const ends = new Set(pieceSpans(s).map((p) => p.end));
        const starts = lineStarts(s, lines);
        expect(lines.every((l) => l !== '')).toBe(true);
        lines.forEach((l, i) => expect(ends.has(starts[i]! + l.length)).toBe(true));
      }),
    );
  });

  it('puts as many pieces on a line as fit the width; a line wider than that is one piece alone', () => {
    fc.assert(
      fc.property(text, size, wrapRequest(false), (s, z, r) => {
        const lines = wrapAt(s, z, r);
        for (const l of lines) if (lineWidth(l, z, r) > r.width) expect(piecesOf(l)).toHaveLength(1);
        expectFull(s, lines, z, r);
      }),
    );
  });

  it('keeps a line that is exactly as wide as the width', () => {
    const r: WrapRequest = { width: lineWidth('Anna Lena', 20), breakWords: false };
    expect(wrapAt('Anna Lena', 20, r)).toEqual(['Anna Lena']);
    expect(wrapAt('Anna-Lena', 20, { ...r, width: lineWidth('Anna-Lena', 20) })).toEqual(['Anna-Lena']);
    expect(wrapAt('Anna-Lena', 20, { ...r, width: lineWidth('Anna-Lena', 20) - 1 })).toEqual(['Anna-', 'Lena']);
  });

  it('a text of white space only has no lines', () => {
    expect(wrapAt('', 20, { width: 100, breakWords: false })).toEqual([]);
    expect(wrapAt(' \t ', 20, { width: 100, breakWords: true })).toEqual([]);
  });

  it('a word wider than the line keeps a line of its own, whole', () => {
    expect(wrapAt('Maximilian Ek', 20, { width: 50, breakWords: false })).toEqual(['Maximilian', 'Ek']);
  });
});

describe('wrapAt, breaking words', () => {
  it('every line fits or is one character; the text stays in order; no line is empty', () => {
    fc.assert(
      fc.property(text, size, wrapRequest(true), (s, z, r) => {
        const lines = wrapAt(s, z, r);
        lineStarts(s, lines);
        for (const l of lines) {
          expect(l).not.toBe('');
          if ([...l].length > 1) expect(lineWidth(l, z, r)).toBeLessThanOrEqual(r.width);
        }
      }),
    );
  });

  it('cuts a word only when it is wider than the line, and then fills each line with as many characters as fit', () => {
    fc.assert(
      fc.property(text, size, wrapRequest(true), (s, z, r) => {
        expectFull(s, wrapAt(s, z, r), z, r);
      }),
    );
  });

  it('keeps a word whole when it fits, and cuts one that does not after as many characters as fit', () => {
    const r: WrapRequest = { width: lineWidth('Wiii', 20), breakWords: true };
    expect(wrapAt('Wiii WiiiWii', 20, r)).toEqual(['Wiii', 'Wiii', 'Wii']);
    expect(wrapAt('WW', 20, { width: 1, breakWords: true })).toEqual(['W', 'W']);
  });
});

describe('lineWidth and glyphAdvance', () => {
  it('a line is as wide as its characters together: widths add, and scale with the size', () => {
    fc.assert(
      fc.property(text, text, size, fc.option(fc.constantFrom(1, 6), { nil: undefined }), (a, b, z, spacing) => {
        const m = spacing === undefined ? {} : { spacing };
        expect(lineWidth(a + b, z, m)).toBeCloseTo(lineWidth(a, z, m) + lineWidth(b, z, m), 9);
        expect(lineWidth(a, z)).toBeCloseTo(z * lineWidth(a, 1), 9);
      }),
    );
  });

  it('letter spacing is added after every character, and italic adds a quarter em of overhang to a line with any', () => {
    fc.assert(
      fc.property(text, size, measure, (s, z, m) => {
        const n = [...s].length;
        const plain = lineWidth(s, z);
        expect(lineWidth(s, z, m)).toBeCloseTo(plain + n * (m.spacing ?? 0) + (m.italic && n > 0 ? 0.25 * z : 0), 9);
      }),
    );
    expect(lineWidth('', 40, { italic: true, spacing: 6 })).toBe(0);
  });

  it('Basic Latin measures the widest of the print faces; other letters 1 em, the few wide ones 2 em', () => {
    expect([' ', 'W', 'i', '~', '}'].map(glyphAdvance)).toEqual([0.35, 1.13, 0.38, 0.84, 0.72]);
    expect(['é', 'Ж', '‰', 'Æ', '\u00a0', '\u2010'].map(glyphAdvance)).toEqual([1, 2, 2, 2, 1, 1]);
    expect(ASCENT + DESCENT).toBeCloseTo(1.17, 9);
  });
});
