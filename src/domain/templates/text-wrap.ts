/**
 * Where a personalised text may move to the next line: at a space, or after a hyphen inside a
 * word ("Anna-" / "Lena"). Breaking a word between two letters is only done when text-fit.ts
 * asks for it, which it does only for a word too wide to print whole (see MIN_WHOLE_WORD_SIZE).
 */
import { lineWidth, type TextMeasure } from './text-measure';

/** The words of a text: what lies between spaces (every kind of white space). */
export const wordsOf = (s: string): string[] => s.split(/\s+/).filter(Boolean);

/** After a run of hyphens that follows a letter and precedes one: "Anna-Lena" → "Anna-", "Lena". */
const AFTER_HYPHEN = /(?<=[^-\u2010][-\u2010]+)(?=[^-\u2010])/u;

/** The pieces of a word a line may end after (a word without a hyphen is one piece). */
export const wordPieces = (word: string): string[] => word.split(AFTER_HYPHEN);

export interface WrapRequest extends TextMeasure {
  readonly width: number;
  /** May a piece wider than the line be cut between characters? Otherwise it keeps a line of its own. */
  readonly breakWords: boolean;
}

/** Greedy wrap at `size`: as many pieces on each line as fit the width. */
export const wrapAt = (s: string, size: number, r: WrapRequest): string[] => {
  const fits = (line: string) => lineWidth(line, size, r) <= r.width;
  const lines: string[] = [];
  let cur = '';
  const place = (piece: string, glue: string) => {
    const joined = cur ? `${cur}${glue}${piece}` : piece;
    if (fits(joined)) return void (cur = joined);
    if (cur) lines.push(cur);
    cur = '';
    if (fits(piece) || !r.breakWords) return void (cur = piece);
    // A piece wider than the line: as many characters on each line as fit, at least one.
    for (const c of piece) cur = fits(cur + c) || !cur ? cur + c : (lines.push(cur), c);
  };
  for (const word of wordsOf(s)) wordPieces(word).forEach((piece, i) => place(piece, i === 0 ? ' ' : ''));
  if (cur) lines.push(cur);
  return lines;
};
