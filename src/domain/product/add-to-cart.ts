/**
 * Lines added by the product page's add-to-cart (docs/rules/product-pages.md#view-kinds "Standard poster", docs/rules/product-pages.md#view-kinds): the poster
 * line for the chosen size, then — if a frame is chosen — a separate frame line for the same
 * size and quantity. Margin is the effective margin (always true for 13x18).
 */
import { err, ok, type Result } from '../result/result';
import { frameLine, posterLine, type CartLine, type CartLineTemplate, type LineIds } from './cart-line';
import { effectiveBlackAndWhite, effectiveMargin, isBlackAndWhiteVisible, type Configuration } from './configuration';
import { variationForSize, type Product } from './model';
import { productOrientation } from './size-label';

export type AddToCartError =
  | { readonly code: 'CART.NO_SIZE' }
  | { readonly code: 'CART.UNKNOWN_SIZE'; readonly size: string }
  | { readonly code: 'CART.OUT_OF_STOCK'; readonly sku: string }
  | { readonly code: 'CART.UNKNOWN_FRAME'; readonly frameId: number }
  | { readonly code: 'CART.FRAME_SIZE_UNAVAILABLE'; readonly frameId: number; readonly size: string };

export const buildCartLines = (
  product: Product,
  c: Configuration,
  frames: readonly Product[],
  lineIds: LineIds,
  template?: CartLineTemplate,
): Result<readonly CartLine[], AddToCartError> => {
  if (c.size === null) return err({ code: 'CART.NO_SIZE' });
  const variation = variationForSize(product, c.size);
  if (!variation) return err({ code: 'CART.UNKNOWN_SIZE', size: c.size });
  if (!variation.inStock) return err({ code: 'CART.OUT_OF_STOCK', sku: variation.sku });
  const poster = posterLine(product, variation, {
    uuid: lineIds(0),
    margin: effectiveMargin(c),
    // Colour is a choice only where the page offers it (docs/rules/product-pages.md#size-frame-and-options: hidden for disable_bw; an
    // uploaded image offers margin only), so only then does the line carry it.
    ...(isBlackAndWhiteVisible(product) && template?.kind !== 'upload'
      ? { blackAndWhite: effectiveBlackAndWhite(product, c) }
      : {}),
    quantity: c.quantity,
    ...(template ? { template } : {}),
  });
  if (c.frameId === null) return ok([poster]);
  const frame = frames.find((f) => f.id === c.frameId);
  if (!frame) return err({ code: 'CART.UNKNOWN_FRAME', frameId: c.frameId });
  const frameVariation = variationForSize(frame, c.size);
  if (!frameVariation) return err({ code: 'CART.FRAME_SIZE_UNAVAILABLE', frameId: frame.id, size: c.size });
  if (!frameVariation.inStock) return err({ code: 'CART.OUT_OF_STOCK', sku: frameVariation.sku });
  return ok([
    poster,
    frameLine(frame, frameVariation, lineIds(1), c.quantity, poster.uuid, productOrientation(product.metadata)),
  ]);
};
