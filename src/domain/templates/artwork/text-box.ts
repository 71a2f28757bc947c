/**
 * A personalised text laid out in its frame on the poster (design units of labels.ts): the
 * lines and size `fitText` chose, where each baseline falls, and the colour behind it, so the
 * picture, the form and the tests read the same layout.
 */
import { ASCENT, DESCENT, fitText, MIN_WHOLE_WORD_SIZE, type FitRequest } from '../text-fit';
import { text, type Anchor } from './svg';

export interface TextFrame {
  /** The anchor's x: the left edge, the centre or the right edge of the lines. */
  readonly x: number;
  readonly anchor: Anchor;
  readonly width: number;
  readonly top: number;
  readonly height: number;
}

export interface TextLook {
  readonly fill: string;
  /** The colour the text stands on (spec: readable as WCAG computes contrast). */
  readonly ground: string;
  readonly family?: string;
  readonly italic?: boolean;
  readonly bold?: boolean;
  readonly spacing?: number;
}

export interface TextBox extends TextLook {
  /**
   * The field this text shows (data-label), e.g. "name". A paragraph numbers every line
   * ("line-0", "line-1"); a label that wraps keeps its name on the first line ("name", "name-1").
   */
  readonly label: string;
  readonly numbered: boolean;
  /** The text as given, before it was broken into lines: what the lines must read in order. */
  readonly source: string;
  readonly x: number;
  readonly anchor: Anchor;
  readonly size: number;
  readonly lines: readonly { readonly text: string; readonly baseline: number }[];
  readonly frame: TextFrame;
}

export interface LayoutRequest {
  readonly preferred: number;
  readonly cap?: number | null;
  readonly maxLines?: number;
  readonly lineHeight?: number;
  /** The text is a paragraph: every line is numbered. */
  readonly numbered?: boolean;
  /** Where the lines sit in their frame: centred (default) or from its top, as a paragraph reads. */
  readonly align?: 'middle' | 'top';
}

export const layoutText = (label: string, s: string, frame: TextFrame, look: TextLook, r: LayoutRequest): TextBox => {
  const req: FitRequest = {
    width: frame.width,
    height: frame.height,
    preferred: r.preferred,
    cap: r.cap ?? null,
    maxLines: r.maxLines ?? 1,
    lineHeight: r.lineHeight ?? 1.2,
    minWholeWord: MIN_WHOLE_WORD_SIZE,
    ...(look.spacing ? { spacing: look.spacing } : {}),
    ...(look.italic ? { italic: true } : {}),
  };
  const { lines, size } = fitText(s, req);
  const block = size * (ASCENT + DESCENT) + Math.max(0, lines.length - 1) * req.lineHeight * size;
  const first = frame.top + (r.align === 'top' ? 0 : (frame.height - block) / 2) + ASCENT * size;
  return {
    ...look,
    label,
    numbered: r.numbered ?? false,
    source: s,
    x: frame.x,
    anchor: frame.anchor,
    size,
    frame,
    lines: lines.map((l, i) => ({ text: l, baseline: first + i * req.lineHeight * size })),
  };
};

export const drawTextBox = (b: TextBox): string =>
  b.lines
    .map((l, i) =>
      text(b.x, l.baseline, b.size, l.text, b.fill, {
        anchor: b.anchor,
        ...(b.family ? { family: b.family } : {}),
        ...(b.italic ? { italic: true } : {}),
        ...(b.bold ? { bold: true } : {}),
        ...(b.spacing ? { spacing: b.spacing } : {}),
        label: b.numbered ? `${b.label}-${i}` : i === 0 ? b.label : `${b.label}-${i}`,
      }),
    )
    .join('');
