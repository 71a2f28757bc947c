/**
 * Which size and lines a personalised text gets (text-fit.ts, spec §9 label font-size caps): the
 * largest of the 4 % steps down from the preferred size (never above the cap) at which it fits
 * its box; at or above the smallest whole-word size only whole words and hyphenated pieces go to
 * the next line, so a text shrinks before a word is split. Below a hundredth of the box's width
 * nothing is readable, and the fit stops there.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ASCENT, DESCENT, fitText, lineWidth, type FitRequest } from '../../../src/domain/templates/text-fit';
import { wordPieces, wordsOf, wrapAt } from '../../../src/domain/templates/text-wrap';

const text = fc
  .array(fc.constantFrom('W', 'M', 'i', 'a', 'e', 'Ж', ' ', ' ', '-', 'Anna', 'Lena'), { minLength: 1, maxLength: 30 })
  .map((cs) => cs.join(''));
const request: fc.Arbitrary<FitRequest> = fc
  .record({
    width: fc.integer({ min: 100, max: 900 }),
    height: fc.integer({ min: 1, max: 500 }),
    preferred: fc.integer({ min: 5, max: 120 }),
    cap: fc.option(fc.integer({ min: 5, max: 120 }), { nil: null }),
    maxLines: fc.integer({ min: 1, max: 5 }),
    lineHeight: fc.constantFrom(0.9, 1.1, 1.25, 1.45),
    italic: fc.boolean(),
    spacing: fc.option(fc.constantFrom(2, 6), { nil: undefined }),
    minWholeWord: fc.option(fc.integer({ min: 5, max: 60 }), { nil: undefined }),
    minIsPreferred: fc.boolean(),
  })
  .map(({ minIsPreferred, minWholeWord, spacing, ...r }) => ({
    ...r,
    ...(spacing === undefined ? {} : { spacing }),
    // Half the time the smallest whole-word size is the preferred size itself, a step the fit reaches.
    ...(minWholeWord === undefined ? {} : { minWholeWord: minIsPreferred ? r.preferred : minWholeWord }),
  }));

/** Height of `n` lines at `size`: the first line's ascent and descent, and a line height per further line. */
const blockHeight = (n: number, size: number, r: FitRequest) =>
  size * (ASCENT + DESCENT) + Math.max(0, n - 1) * r.lineHeight * size;
const fitsBox = (lines: readonly string[], size: number, r: FitRequest) =>
  lines.length <= r.maxLines &&
  blockHeight(lines.length, size, r) <= r.height &&
  lines.every((l) => lineWidth(l, size, r) <= r.width);
/** The sizes the fit tries, largest first: 4 % steps down from the preferred size or the cap. */
const steps = (r: FitRequest) => {
  const sizes = [Math.min(r.preferred, r.cap ?? Infinity)];
  while (sizes.at(-1)! * 0.96 >= r.width / 100) sizes.push(sizes.at(-1)! * 0.96);
  return sizes;
};
const atFloor = (size: number, r: FitRequest) => size * 0.96 < r.width / 100;
/** Does a line end inside a piece (between two letters of a word not at a hyphen)? */
const splitsAWord = (s: string, lines: readonly string[]) => {
  const pieces = wordsOf(s).flatMap(wordPieces);
  return lines.flatMap((l) => wordsOf(l).flatMap(wordPieces)).join('|') !== pieces.join('|');
};

describe('fitText', () => {
  it('keeps every character in order, and fits the lines in the box, height included, unless even the smallest size does not', () => {
    fc.assert(
      fc.property(text, request, (s, r) => {
        const { lines, size } = fitText(s, r);
        expect(lines.join('').replace(/\s/g, '')).toBe(s.replace(/\s/g, '').slice(0, lines.join('').replace(/\s/g, '').length));
        expect(lines.length).toBeLessThanOrEqual(r.maxLines);
        expect(steps(r)).toContain(size);
        if (!atFloor(size, r)) {
          expect(fitsBox(lines, size, r)).toBe(true);
          expect(lines.join('').replace(/\s/g, '')).toBe(s.replace(/\s/g, ''));
        }
      }),
    );
  });

  it('takes the largest step at which the text fits: whole words first, split words only below the whole-word size', () => {
    fc.assert(
      fc.property(text, request, (s, r) => {
        const { size } = fitText(s, r);
        for (const larger of steps(r).filter((z) => z > size)) {
          expect(fitsBox(wrapAt(s, larger, { ...r, breakWords: false }), larger, r)).toBe(false);
          if (larger < (r.minWholeWord ?? 0))
            expect(fitsBox(wrapAt(s, larger, { ...r, breakWords: true }), larger, r)).toBe(false);
        }
      }),
    );
  });

  it('splits a word only below the smallest whole-word size or at the last step, and only when whole words do not fit', () => {
    fc.assert(
      fc.property(text, request, (s, r) => {
        const { lines, size } = fitText(s, r);
        if (!splitsAWord(s, lines)) return;
        expect(size < (r.minWholeWord ?? 0) || atFloor(size, r)).toBe(true);
        expect(fitsBox(wrapAt(s, size, { ...r, breakWords: false }), size, r)).toBe(false);
      }),
    );
  });

  it('shrinks a word that fits whole at the whole-word size rather than split it', () => {
    const r: FitRequest = { width: 300, height: 400, preferred: 80, cap: null, maxLines: 3, lineHeight: 1.2, minWholeWord: 16 };
    const { lines, size } = fitText('Margarethe', r);
    expect(lines).toEqual(['Margarethe']);
    expect(size).toBeLessThan(80);
    expect(size).toBeGreaterThanOrEqual(16);
  });

  it('at exactly the whole-word size a word is still kept whole; it is split one step below', () => {
    const r: FitRequest = {
      width: lineWidth('WWWWW', 20),
      height: 500,
      preferred: 20,
      cap: null,
      maxLines: 2,
      lineHeight: 1.2,
      minWholeWord: 20,
    };
    const { lines, size } = fitText('W'.repeat(10), r);
    expect(size).toBe(20 * 0.96);
    expect(lines).toEqual(['WWWWW', 'WWWWW']);
  });

  it('without a whole-word size, splits a word only at the last step', () => {
    const r: FitRequest = { width: 100, height: 400, preferred: 40, cap: null, maxLines: 8, lineHeight: 1.2 };
    const { lines, size } = fitText('W'.repeat(120), r);
    expect(atFloor(size, r)).toBe(true);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe('W'.repeat(120));
  });

  it('stops at the step after which the size would go below a hundredth of the width, cutting to the most lines allowed', () => {
    const r: FitRequest = { width: 2400, height: 1, preferred: 25, cap: null, maxLines: 1, lineHeight: 1.2 };
    const { lines, size } = fitText('W'.repeat(100), r);
    expect(size).toBe(24);
    expect(lines).toHaveLength(1);
    expect(lineWidth(lines[0]!, size)).toBeLessThanOrEqual(2400);
  });

  it('a text exactly as wide and as high as its box keeps the preferred size', () => {
    const r: FitRequest = {
      width: lineWidth('Anna Lena', 40),
      height: blockHeight(2, 40, { lineHeight: 1.2 } as FitRequest),
      preferred: 40,
      cap: null,
      maxLines: 2,
      lineHeight: 1.2,
    };
    expect(fitText('Anna Lena', r)).toEqual({ lines: ['Anna Lena'], size: 40 });
    expect(fitText('Anna Lena Anna Lena', r)).toEqual({ lines: ['Anna Lena', 'Anna Lena'], size: 40 });
  });

  it('a cap below the preferred size is where the fit starts', () => {
    const r: FitRequest = { width: 900, height: 400, preferred: 80, cap: 50, maxLines: 1, lineHeight: 1.2 };
    expect(fitText('Anna', r)).toEqual({ lines: ['Anna'], size: 50 });
    expect(fitText('Anna', { ...r, cap: null })).toEqual({ lines: ['Anna'], size: 80 });
  });
});
