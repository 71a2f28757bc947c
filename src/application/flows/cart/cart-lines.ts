/**
 * The cart's list of lines (docs/rules/checkout.md#cart-lines "Mini cart", docs/rules/checkout.md#cart-lines "Cart line", docs/rules/checkout.md#quantities-and-limits "Cart quantity minimum 0").
 *
 * Decisions:
 * - Adding a line equal to one already in the cart (same product, variation, margin and
 *   colour, no personalised template) adds to that line's quantity instead of listing it
 *   twice; personalised lines are always their own line. A frame is its own line, so it
 *   merges with the same frame in the same size on the same poster line.
 * - A frame goes where its poster goes (domain cart-frames.ts): removing the poster, or
 *   setting it to 0, removes its frames, and its frames follow its quantity.
 * - Quantities are whole numbers up to the most one order line may hold (domain
 *   `CART_MAX_QUANTITY`); a quantity of 0 (or a line added with 0) removes the line. A change
 *   that asked for more reports the lines it capped, for the cart to tell the shopper.
 * - The cart holds at most the lines one order takes (`ORDER_MAX_LINES`): a new article
 *   beyond them is left out and reported; adding to a line already there still works.
 */
import {
  CART_MAX_QUANTITY,
  ORDER_MAX_LINES,
  clampCartQuantity,
  linkFrames,
  mergeQuantities,
  removeCartLine,
  setCartLineQuantity,
  type CartLine,
} from '../../../domain';

export type CartLines = readonly CartLine[];

export interface LinesChange {
  readonly lines: CartLines;
  /** Ids of the lines that hold the maximum because more was asked for. */
  readonly capped: readonly string[];
  /** A new line was left out: the cart already held the most lines an order takes. */
  readonly full: boolean;
}

const sameArticle = (a: CartLine, b: CartLine): boolean =>
  a.template === undefined &&
  b.template === undefined &&
  a.type === b.type &&
  a.productId === b.productId &&
  a.variationId === b.variationId &&
  a.margin === b.margin &&
  a.blackAndWhite === b.blackAndWhite &&
  a.posterLineId === b.posterLineId;

const withCapped = (capped: readonly string[], uuid: string, isCapped: boolean): readonly string[] =>
  !isCapped || capped.includes(uuid) ? capped : [...capped, uuid];

/** A frame added for a poster that merged into a line already there now belongs to that line. */
const ownedBy = (line: CartLine, merged: ReadonlyMap<string, string>): CartLine =>
  line.posterLineId !== undefined && merged.has(line.posterLineId)
    ? { ...line, posterLineId: merged.get(line.posterLineId)! }
    : line;

export const addLines = (lines: CartLines, added: CartLines): LinesChange => {
  const merged = new Map<string, string>();
  const change = linkFrames(added).reduce<LinesChange>(
    (change, addedLine) => {
      const line = ownedBy(addedLine, merged);
      const { lines: acc, capped } = change;
      const existing = acc.find((l) => sameArticle(l, line));
      const sum = mergeQuantities(existing?.quantity ?? 0, line.quantity);
      if (sum.quantity === 0) return change;
      if (!existing && acc.length >= ORDER_MAX_LINES) return { ...change, full: true };
      if (existing) merged.set(line.uuid, existing.uuid);
      const target = existing ?? line;
      return {
        ...change,
        lines: existing
          ? acc.map((l) => (l === existing ? { ...l, quantity: sum.quantity } : l))
          : [...acc, { ...line, quantity: sum.quantity }],
        capped: withCapped(capped, target.uuid, sum.capped),
      };
    },
    { lines: linkFrames(lines), capped: [], full: false },
  );
  // A frame whose poster was left out (the cart was full) is left out too.
  return { ...change, lines: linkFrames(change.lines) };
};

export const removeLine = (lines: CartLines, uuid: string): CartLines => removeCartLine(lines, uuid);

export const setLineQuantity = (lines: CartLines, uuid: string, quantity: number): LinesChange => {
  const q = clampCartQuantity(quantity);
  return { lines: setCartLineQuantity(lines, uuid, q), capped: quantity > CART_MAX_QUANTITY ? [uuid] : [], full: false };
};

export const hasLine = (lines: CartLines, uuid: string): boolean => lines.some((l) => l.uuid === uuid);
