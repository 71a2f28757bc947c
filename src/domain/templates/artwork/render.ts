/**
 * One renderer for the preview and the print (docs/rules/shop-wide.md#layout "live preview fitted to a 1024-high
 * canvas", render page): the template's values become one SVG document. The browser shows
 * this exact string inline; the print pipeline rasterises the same string at 300 dpi. Nothing
 * here measures text or reads fonts, so both ends draw from identical input.
 */
import { canvasFor, MARGIN_SHARE } from './canvas';
import type { TemplateId, TemplateValuesById } from '../registry';
import { DESIGN_HEIGHT, DESIGN_WIDTH, drawArtwork, paperOf, SCENES } from './scenes';
import type { TextBox } from './text-box';
import { num } from './svg';

export { canvasFor, CANVAS_HEIGHT, MARGIN_SHARE } from './canvas';
export type { Canvas } from './canvas';

export interface ArtworkOptions {
  /** Print size label, e.g. "50x70": decides the canvas's proportions (portrait). */
  readonly size: string;
  /** White border around the picture (docs/rules/product-pages.md#size-frame-and-options "margin"). */
  readonly margin: boolean;
  readonly blackAndWhite: boolean;
  /**
   * Tells this drawing's element ids apart from other drawings inline in the same page (several
   * cart lines of one template): an SVG's ids are the document's, and a repeated filter id makes
   * every line use the first line's filter.
   */
  readonly idSuffix?: string;
}

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
  const filterId = `bw-${id}${options.idSuffix ? `-${options.idSuffix.replace(/[^\w-]/g, '')}` : ''}`;
  const filter = options.blackAndWhite
    ? `<defs><filter id="${filterId}"><feColorMatrix type="saturate" values="0"/></filter></defs>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" data-template="${id}">` +
    filter +
    `<rect width="${width}" height="${height}" fill="#ffffff"/>` +
    `<g${options.blackAndWhite ? ` filter="url(#${filterId})"` : ''}>` +
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
