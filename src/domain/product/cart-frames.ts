/**
 * A frame line belongs to its poster line (docs/rules/checkout.md#cart-lines "A frame is a separate line"): a framed
 * poster is bought as two lines, so the frame goes where its poster goes.
 *
 * Decisions:
 * - A frame line names its poster line (`posterLineId`). A cart saved before frames named their
 *   poster links each frame to the nearest poster line above it, the order add-to-cart and
 *   the wall designer write them in.
 * - Removing a poster line, or setting it to 0, removes its frames; no frame is ever left in
 *   the cart without its poster.
 * - A poster's frames follow its quantity: one more poster, one more frame; one less, one less
 *   frame. A frame line never holds more than its poster. A frame can still be removed alone
 *   (the poster is then bought unframed).
 */
import type { CartLine } from './cart-line';
import { PRODUCT_TYPE } from './model';

type Lines = readonly CartLine[];

const isFrame = (l: CartLine): boolean => l.type === PRODUCT_TYPE.frame;

/** The poster line a frame line belongs to: the one it names, else the nearest poster line above it. */
export const posterLineOf = (lines: Lines, frame: CartLine): CartLine | undefined => {
  if (frame.posterLineId !== undefined) return lines.find((l) => l.uuid === frame.posterLineId && !isFrame(l));
  const at = lines.indexOf(frame);
  return lines
    .slice(0, Math.max(0, at))
    .reverse()
    .find((l) => l.type === PRODUCT_TYPE.poster);
};

/** Every frame line names its poster line; a frame without one is left out. */
export const linkFrames = (lines: Lines): Lines =>
  lines.flatMap((l) => {
    if (!isFrame(l)) return [l];
    const poster = posterLineOf(lines, l);
    return poster ? [{ ...l, posterLineId: poster.uuid, quantity: Math.min(l.quantity, poster.quantity) }] : [];
  });

export const framesOf = (lines: Lines, posterUuid: string): Lines =>
  lines.filter((l) => isFrame(l) && l.posterLineId === posterUuid);

/** Removes a line and, for a poster, its frames. */
export const removeCartLine = (lines: Lines, uuid: string): Lines =>
  linkFrames(lines).filter((l) => l.uuid !== uuid && l.posterLineId !== uuid);

/**
 * A line's new quantity (already a whole number within the cart's limits): 0 removes it with
 * its frames; a poster's frames move by the same step and stay within the poster's quantity;
 * a frame stays within its poster's.
 */
export const setCartLineQuantity = (lines: Lines, uuid: string, quantity: number): Lines => {
  const linked = linkFrames(lines);
  const line = linked.find((l) => l.uuid === uuid);
  if (!line) return linked;
  if (quantity <= 0) return removeCartLine(linked, uuid);
  if (isFrame(line)) {
    const poster = posterLineOf(linked, line);
    const q = Math.min(quantity, poster?.quantity ?? quantity);
    return linked.map((l) => (l.uuid === uuid ? { ...l, quantity: q } : l));
  }
  const step = quantity - line.quantity;
  return linked.map((l) => {
    if (l.uuid === uuid) return { ...l, quantity };
    if (l.posterLineId !== uuid) return l;
    return { ...l, quantity: Math.max(1, Math.min(quantity, l.quantity + step)) };
  });
};
