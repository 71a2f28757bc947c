/**
 * One renderer for the preview and the print (spec §2 "live preview fitted to a 1024-high
 * canvas", render page): the template's values become one SVG document. The browser shows
 * this exact string inline; the print pipeline rasterises the same string at 300 dpi. Nothing
 * here measures text or reads fonts, so both ends draw from identical input.
 */
import { parsePrintSize } from '../../print/print-size';
import type { TemplateId, TemplateValuesById } from '../registry';
import { DESIGN_HEIGHT, DESIGN_WIDTH, drawArtwork, paperOf, SCENES } from './scenes';
import type { TextBox } from './text-box';
import { num } from './svg';

/** Height of the preview canvas in pixels (spec §2). */
export const CANVAS_HEIGHT = 1024;
const DEFAULT_RATIO = 50 / 70;

export interface ArtworkOptions {
  /** Print size label, e.g. "50x70": decides the canvas's proportions (portrait). */
  readonly size: string;
  /** White border around the picture (spec §3 "margin"). */
  readonly margin: boolean;
  readonly blackAndWhite: boolean;
}

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

export const renderTemplateSvg = <K extends TemplateId>(
  id: K,
  values: TemplateValuesById[K],
  options: ArtworkOptions,
): string => {
  const { width, height } = canvasFor(options.size);
  const art = SCENES[id](values);
  const inset = options.margin ? Math.round(width * MARGIN_SHARE) : 0;
  const scale = (height - 2 * inset) / DESIGN_HEIGHT;
  const innerWidth = width - 2 * inset;
  const dx = inset + (innerWidth - DESIGN_WIDTH * scale) / 2;
  const filter = options.blackAndWhite
    ? `<defs><filter id="bw-${id}"><feColorMatrix type="saturate" values="0"/></filter></defs>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" data-template="${id}">` +
    filter +
    `<rect width="${width}" height="${height}" fill="#ffffff"/>` +
    `<g${options.blackAndWhite ? ` filter="url(#bw-${id})"` : ''}>` +
    `<rect x="${inset}" y="${inset}" width="${innerWidth}" height="${height - 2 * inset}" fill="${paperOf(art)}"/>` +
    `<svg x="${inset}" y="${inset}" width="${innerWidth}" height="${height - 2 * inset}" overflow="hidden">` +
    `<g transform="translate(${num(dx - inset)} 0) scale(${Math.round(scale * 10000) / 10000})">${drawArtwork(art)}</g></svg>` +
    '</g></svg>'
  );
};

/** The bare picture in its 1000 × 1400 design space (product images of the demo catalogue). */
export const templateScene = <K extends TemplateId>(id: K, values: TemplateValuesById[K]): string =>
  drawArtwork(SCENES[id](values));

/** The texts of the picture as laid out (design units): what the preview, the cart and the print draw. */
export const templateTextLayout = <K extends TemplateId>(id: K, values: TemplateValuesById[K]): readonly TextBox[] =>
  SCENES[id](values).texts;

/**
 * The part of the design space a print of this size shows (design units): the canvas is as
 * high as the design and, for a size narrower than 1000 × 1400, crops its sides evenly.
 */
export const visibleDesignArea = (options: Pick<ArtworkOptions, 'size' | 'margin'>) => {
  const { width, height } = canvasFor(options.size);
  const inset = options.margin ? Math.round(width * MARGIN_SHARE) : 0;
  const visible = Math.min(DESIGN_WIDTH, (width - 2 * inset) / ((height - 2 * inset) / DESIGN_HEIGHT));
  return { left: (DESIGN_WIDTH - visible) / 2, right: (DESIGN_WIDTH + visible) / 2, top: 0, bottom: DESIGN_HEIGHT };
};
