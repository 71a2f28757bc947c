import { Suspense } from 'react';
import { lineArtwork } from '../../application/flows/cart/line-artwork';
import type { CartLine } from '../../domain/product';
import { fromChunk } from '../chunk';
import { lineDesign } from '../part-chunks';
import * as css from './line-artwork.css';

const LineDesignDrawing = fromChunk(lineDesign, (m) => m.LineDesignDrawing);

/**
 * A cart line's picture (mini cart, checkout, confirmation): the shopper's own design as the
 * preview and the print draw it, their photo as it prints, or the product's thumbnail.
 */
export const LineArtwork = ({ line, large = false }: { line: CartLine; large?: boolean }) => {
  const art = lineArtwork(line);
  const size = large ? `${css.box} ${css.large}` : css.box;
  switch (art.kind) {
    case 'design':
      // The drawing's box is reserved in the print's proportions while the renderer loads (no layout
      // shift); hydration keeps the server's drawing in place until then.
      return (
        <Suspense
          fallback={<span className={size} style={{ aspectRatio: String(art.aspect) }} data-testid="line-design-pending" />}
        >
          <LineDesignDrawing art={art} className={size} />
        </Suspense>
      );
    case 'photo':
      return (
        <span
          className={size}
          data-testid="line-photo"
          style={
            art.frame
              ? { aspectRatio: String(art.frame.aspect), padding: `${(art.frame.insetOfWidth * 100).toFixed(2)}%` }
              : { aspectRatio: '5 / 7' }
          }
        >
          <img src={art.url} alt="" className={css.photo} loading="lazy" />
        </span>
      );
    case 'thumb':
      return <img src={`${art.url}?w=160`} alt="" width={64} height={90} className={size} style={{ height: 90 }} />;
    default:
      return <span className={size} style={{ height: 90 }} />;
  }
};

/** The values of a personalised line in a few words (names, date, text), or nothing for other lines. */
export const lineSummary = (line: CartLine): string | null => {
  const art = lineArtwork(line);
  return art.kind === 'design' ? art.summary : null;
};
