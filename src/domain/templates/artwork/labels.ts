/**
 * Labels of the template pictures: drawn in a 1000 × 1400 design space, sized in canvas pixels
 * of the 1024-high preview (spec §9 label font-size caps) and converted with `toDesign`.
 */
import type { TemplateValuesById } from '../registry';
import { fittedSize, SANS, text } from './svg';

export const DESIGN_WIDTH = 1000;
export const DESIGN_HEIGHT = 1400;
/** Design units per canvas pixel of the 1024-high canvas. */
export const UNITS_PER_PX = DESIGN_HEIGHT / 1024;
export const toDesign = (px: number): number => px * UNITS_PER_PX;
/** Widest label: 84 % of the design width, in canvas pixels. */
export const LABEL_WIDTH_PX = (DESIGN_WIDTH * 0.84) / UNITS_PER_PX;

/** A name-like label fitted to the width and capped (sizes in canvas px). */
export const label = (
  y: number,
  s: string,
  preferredPx: number,
  capPx: number | null,
  fill: string,
  name: string,
  italic = false,
): string => text(500, y, toDesign(fittedSize(s, LABEL_WIDTH_PX, preferredPx, capPx)), s, fill, { italic, label: name });

export const caption = (y: number, s: string, fill: string, name: string): string =>
  text(500, y, toDesign(fittedSize(s.toUpperCase(), LABEL_WIDTH_PX, 22)), s.toUpperCase(), fill, {
    family: SANS,
    spacing: 6,
    label: name,
  });

export type Scene<K extends keyof TemplateValuesById> = (v: TemplateValuesById[K]) => string;
