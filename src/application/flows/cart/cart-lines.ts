/**
 * The cart's list of lines (spec §2 "Mini cart", §3 "Cart line", §5 "Cart quantity minimum 0").
 *
 * Decisions:
 * - Adding a line equal to one already in the cart (same product, variation, margin and
 *   colour, no personalised template) adds to that line's quantity instead of listing it
 *   twice; personalised lines are always their own line. A frame is its own line, so it
 *   merges with the same frame in the same size.
 * - Quantities are whole numbers; a quantity of 0 (or a line added with 0) removes the line.
 */
import { clampCartQuantity, type CartLine } from '../../../domain';

export type CartLines = readonly CartLine[];

const sameArticle = (a: CartLine, b: CartLine): boolean =>
  a.template === undefined && b.template === undefined &&
  a.type === b.type && a.productId === b.productId && a.variationId === b.variationId &&
  a.margin === b.margin && a.blackAndWhite === b.blackAndWhite;

export const addLines = (lines: CartLines, added: CartLines): CartLines =>
  added.reduce<CartLines>((acc, line) => {
    const quantity = clampCartQuantity(line.quantity);
    if (quantity === 0) return acc;
    const existing = acc.find((l) => sameArticle(l, line));
    return existing
      ? acc.map((l) => (l === existing ? { ...l, quantity: l.quantity + quantity } : l))
      : [...acc, { ...line, quantity }];
  }, lines);

export const removeLine = (lines: CartLines, uuid: string): CartLines => lines.filter((l) => l.uuid !== uuid);

export const setLineQuantity = (lines: CartLines, uuid: string, quantity: number): CartLines => {
  const q = clampCartQuantity(quantity);
  return q === 0 ? removeLine(lines, uuid) : lines.map((l) => (l.uuid === uuid ? { ...l, quantity: q } : l));
};

export const hasLine = (lines: CartLines, uuid: string): boolean => lines.some((l) => l.uuid === uuid);
