/**
 * What a cart line shows of itself (spec §2 mini cart; issue: "the cart shows the shopper's
 * design"): a personalised poster is drawn by the renderer of the preview and the print file,
 * an uploaded photo is shown cropped and bordered as it prints, other lines show the product's
 * thumbnail. Drawn here, in the browser, so the mini cart asks the server for nothing.
 */
import {
  isTemplateId,
  printedPhoto,
  renderTemplateSvg,
  templateSummary,
  type CartLine,
  type PrintedPhoto,
} from '../../../domain';

export type LineArtwork =
  | { readonly kind: 'design'; readonly svg: string; readonly summary: string }
  | { readonly kind: 'photo'; readonly url: string; readonly frame: PrintedPhoto | null }
  | { readonly kind: 'thumb'; readonly url: string }
  | { readonly kind: 'none' };

/** The size a line prints at, read from its variation's name ("50x70"); the default proportions when there is none. */
const sizeOf = (line: CartLine): string => /\d+\s*[x×]\s*\d+/.exec(line.variationName)?.[0] ?? line.variationName;

const design = (line: CartLine, templateId: string, values: unknown): LineArtwork | null => {
  if (!isTemplateId(templateId)) return null;
  try {
    const options = { size: sizeOf(line), margin: line.margin === true, blackAndWhite: line.blackAndWhite === true };
    return {
      kind: 'design',
      svg: renderTemplateSvg(templateId, values as never, options),
      summary: templateSummary(templateId, values as never),
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
