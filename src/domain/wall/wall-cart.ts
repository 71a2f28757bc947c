/**
 * Add-to-cart from the wall designer (docs/rules/checkout.md#cart-lines "Cart line", docs/rules/gallery-wall.md#adding-to-the-cart "wall cart quantity per line 1"):
 * every filled poster becomes a poster line with margin true, colour (not black-and-white) and
 * quantity 1, followed by its frame line when it has a frame. Empty slots add nothing.
 *
 * Decision: a poster whose product (or frame) lacks the slot's size is an error value rather
 * than a silently dropped line, so the shopper never pays for less than the preview shows.
 */
import { WALL_CART_LINE_QUANTITY } from '../constants';
import { frameLine, posterLine, type CartLine, type LineIds } from '../product/cart-line';
import { variationForSize } from '../product/model';
import { err, ok, type Result } from '../result/result';
import { isFilled, type WallPoster } from './wall-poster';

export interface WallSizeUnavailable {
  readonly code: 'WALL.SIZE_UNAVAILABLE';
  readonly productId: number;
  readonly size: string;
}

export const wallCartLines = (
  posters: readonly WallPoster[],
  lineIds: LineIds,
): Result<readonly CartLine[], WallSizeUnavailable> => {
  const lines: CartLine[] = [];
  for (const p of posters.filter(isFilled)) {
    const variation = variationForSize(p.product, p.size);
    if (!variation) return err({ code: 'WALL.SIZE_UNAVAILABLE', productId: p.product.id, size: p.size });
    const uuid = lineIds(lines.length);
    lines.push(posterLine(p.product, variation, { uuid, margin: true, blackAndWhite: false, quantity: WALL_CART_LINE_QUANTITY }));
    if (p.frame === null) continue;
    const frameVariation = variationForSize(p.frame, p.size);
    if (!frameVariation) return err({ code: 'WALL.SIZE_UNAVAILABLE', productId: p.frame.id, size: p.size });
    lines.push(frameLine(p.frame, frameVariation, lineIds(lines.length), WALL_CART_LINE_QUANTITY, uuid));
  }
  return ok(lines);
};
