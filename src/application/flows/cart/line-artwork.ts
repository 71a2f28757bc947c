/**
 * What a cart line shows of itself (docs/rules/checkout.md#cart-lines mini cart; issue: "the cart shows the shopper's
 * design"): a personalised poster is drawn by the renderer of the preview and the print file,
 * an uploaded photo is shown cropped and bordered as it prints, other lines show the product's
 * thumbnail. Drawn in the browser, so the mini cart asks the server for nothing.
 *
 * The renderer is the heavy part (every template's scene): this module only decides what a line
 * shows and the box it needs, so the cart, checkout and confirmation load without it;
 * `lineDesignSvg` (line-design.ts) draws the design once the renderer has loaded.
 */
import {
  canvasFor,
  isTemplateId,
  printedPhoto,
  templateSummary,
  type ArtworkOptions,
  type CartLine,
  type PrintedPhoto,
  type TemplateId,
} from '../../../domain';

export interface LineDesign {
  readonly kind: 'design';
  readonly templateId: TemplateId;
  readonly values: unknown;
  readonly options: ArtworkOptions;
  /** Width ÷ height of the drawing: the box the line reserves until it is drawn. */
  readonly aspect: number;
  readonly summary: string;
  /** The product's thumbnail, shown should the stored values not draw. */
  readonly thumb: string | null;
}

export type LineArtwork =
  | LineDesign
  | { readonly kind: 'photo'; readonly url: string; readonly frame: PrintedPhoto | null }
  | { readonly kind: 'thumb'; readonly url: string }
  | { readonly kind: 'none' };

/** The size a line prints at, read from its variation's name ("50x70"); the default proportions when there is none. */
const sizeOf = (line: CartLine): string => /\d+\s*[x×]\s*\d+/.exec(line.variationName)?.[0] ?? line.variationName;

const design = (line: CartLine, templateId: string, values: unknown): LineDesign | null => {
  if (!isTemplateId(templateId)) return null;
  try {
    const size = sizeOf(line);
    const canvas = canvasFor(size);
    return {
      kind: 'design',
      templateId,
      values,
      // The line's uuid keeps the drawing's ids apart from other lines' on the same page.
      options: { size, margin: line.margin === true, blackAndWhite: line.blackAndWhite === true, idSuffix: line.uuid },
      aspect: canvas.width / canvas.height,
      summary: templateSummary(templateId, values as never),
      thumb: line.thumb || null,
    };
  } catch {
    // Values restored from a damaged store: the product's thumbnail rather than no cart at all.
    return null;
  }
};

export const lineArtwork = (line: CartLine): LineArtwork => {
  const t = line.template;
  if (t?.kind === 'template') {
    const drawn = design(line, t.templateId, t.values);
    if (drawn) return drawn;
  }
  if (t?.kind === 'upload' && t.url) {
    const photo = t.width && t.height ? { width: t.width, height: t.height } : null;
    return { kind: 'photo', url: t.url, frame: photo && printedPhoto(sizeOf(line), photo, line.margin === true) };
  }
  return line.thumb ? { kind: 'thumb', url: line.thumb } : { kind: 'none' };
};
