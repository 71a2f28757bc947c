/**
 * Labels of the template pictures: drawn in a 1000 × 1400 design space, sized in canvas pixels
 * of the 1024-high preview (docs/rules/personalisation.md#text-layout label font-size caps) and converted with `toDesign`. Every
 * label is fitted by text-fit.ts into a frame inside the narrowest print area of any size.
 */
import type { TemplateValuesById } from '../registry';
import { ASCENT, DESCENT } from '../text-fit';
import { SANS } from './svg';
import { layoutText, type LayoutRequest, type TextBox, type TextLook } from './text-box';

export const DESIGN_WIDTH = 1000;
export const DESIGN_HEIGHT = 1400;
/** Design units per canvas pixel of the 1024-high canvas. */
export const UNITS_PER_PX = DESIGN_HEIGHT / 1024;
export const toDesign = (px: number): number => px * UNITS_PER_PX;
/** Widest label: 84 % of the design width (design units), centred. */
export const LABEL_WIDTH = DESIGN_WIDTH * 0.84;

/** A picture: its shapes (the paper first) and the texts laid out on it. */
export interface Artwork {
  readonly shapes: string;
  readonly texts: readonly TextBox[];
}

/** A frame the height of one line at `size` whose baseline falls on `baseline`. */
const lineFrame = (baseline: number, size: number, width = LABEL_WIDTH) => ({
  x: DESIGN_WIDTH / 2,
  anchor: 'middle' as const,
  width,
  top: baseline - ASCENT * size,
  height: (ASCENT + DESCENT) * size,
});

/**
 * A name-like label fitted to the width and capped (sizes in canvas px). A long name wraps to
 * two smaller lines within the height of one line at its preferred size.
 */
export const label = (
  baseline: number,
  s: string,
  preferredPx: number,
  capPx: number | null,
  look: TextLook,
  name: string,
): TextBox => {
  const start = toDesign(Math.min(preferredPx, capPx ?? Number.POSITIVE_INFINITY));
  const r: LayoutRequest = { preferred: start, cap: capPx === null ? null : toDesign(capPx), maxLines: 2, lineHeight: 1.1 };
  return layoutText(name, s, lineFrame(baseline, start), look, r);
};

export const caption = (baseline: number, s: string, fill: string, ground: string, name: string): TextBox =>
  layoutText(
    name,
    s.toUpperCase(),
    lineFrame(baseline, toDesign(22)),
    { fill, ground, family: SANS, spacing: 6 },
    {
      preferred: toDesign(22),
    },
  );

export type Scene<K extends keyof TemplateValuesById> = (v: TemplateValuesById[K]) => Artwork;
