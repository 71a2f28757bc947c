import { lineArtwork } from '../../application/flows/cart/line-artwork';
import type { CartLine } from '../../domain/product';
import * as css from './line-artwork.css';

/**
 * A cart line's picture (mini cart, checkout, confirmation): the shopper's own design as the
 * preview and the print draw it, their photo as it prints, or the product's thumbnail.
 */
export const LineArtwork = ({ line, large = false }: { line: CartLine; large?: boolean }) => {
  const art = lineArtwork(line);
  const size = large ? `${css.box} ${css.large}` : css.box;
  switch (art.kind) {
    case 'design':
      // The SVG is the domain renderer's output: every value in it is escaped there (artwork/svg.ts).
      return <span className={size} data-testid="line-design" aria-hidden="true" dangerouslySetInnerHTML={{ __html: art.svg }} />;
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
