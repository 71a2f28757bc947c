import { lineDesignSvg } from '../../application/flows/cart/line-design';
import type { LineDesign } from '../../application/flows/cart/line-artwork';

/**
 * A personalised line's design drawn by the preview's renderer, in its own chunk (part-chunks.ts
 * `lineDesign`): the renderer weighs more than the rest of the cart line.
 */
export const LineDesignDrawing = ({ art, className }: { art: LineDesign; className: string }) => {
  const svg = lineDesignSvg(art);
  if (svg === null)
    return art.thumb ? (
      <img src={`${art.thumb}?w=160`} alt="" width={64} height={90} className={className} style={{ height: 90 }} />
    ) : (
      <span className={className} style={{ aspectRatio: String(art.aspect) }} />
    );
  // The SVG is the domain renderer's output: every value in it is escaped there (artwork/svg.ts).
  return <span className={className} data-testid="line-design" aria-hidden="true" dangerouslySetInnerHTML={{ __html: svg }} />;
};
