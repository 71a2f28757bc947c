/**
 * The proportions a personalised poster is drawn in (docs/rules/shop-wide.md#layout "live preview fitted to a 1024-high
 * canvas"), apart from the renderer: a cart line reserves its picture's box from these before the
 * renderer's code has loaded.
 */
import { parsePrintSize } from '../../print/print-size';

/** Height of the preview canvas in pixels (docs/rules/shop-wide.md#layout). */
export const CANVAS_HEIGHT = 1024;
const DEFAULT_RATIO = 50 / 70;

export interface Canvas {
  readonly width: number;
  readonly height: number;
}

/** The 1024-high canvas in the proportions of the print size (50 × 70 when the label is not a size). */
export const canvasFor = (size: string): Canvas => {
  const parsed = parsePrintSize(size);
  const ratio = parsed.ok
    ? Math.min(parsed.value.widthCm, parsed.value.heightCm) / Math.max(parsed.value.widthCm, parsed.value.heightCm)
    : DEFAULT_RATIO;
  return { width: Math.round(CANVAS_HEIGHT * ratio), height: CANVAS_HEIGHT };
};

/** Share of the canvas's shorter side left white on each edge when the margin is chosen. */
export const MARGIN_SHARE = 0.05;
