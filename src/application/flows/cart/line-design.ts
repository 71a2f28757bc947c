/**
 * A personalised cart line's drawing (line-artwork.ts): the preview's and the print file's
 * renderer, kept apart so only pages that show such a line load it.
 */
import { renderTemplateSvg } from '../../../domain/templates/artwork/render';
import type { LineDesign } from './line-artwork';

/** The line's design as inline SVG, or null when its stored values do not draw (a damaged store). */
export const lineDesignSvg = (art: LineDesign): string | null => {
  try {
    return renderTemplateSvg(art.templateId, art.values as never, art.options);
  } catch {
    return null;
  }
};
