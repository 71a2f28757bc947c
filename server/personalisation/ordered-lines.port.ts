import type { Queryable } from '../db/db.port.js';

/** An order line as its print file and its render page draw it. */
export interface OrderedLine {
  readonly uuid: string;
  /** The product type (a poster, a frame, a gift card, a wall) and the product. */
  readonly type: number;
  readonly product_id: number;
  /** The print size ("50x70"). */
  readonly variation_name: string;
  readonly margin: boolean | null;
  readonly black_and_white: boolean | null;
  /** What personalisation made of the line at checkout (personalised-lines.ts), or null for a plain line. */
  readonly template: unknown;
}

/**
 * The lines of order `orderId` as the shopper ordered them, and whether it is paid (print files are
 * made for paid orders only); null when there is no such order. Owned here, implemented by
 * server/orders (orderedLinesOf), wired where the shop and the print worker are composed.
 */
export type OrderedLines = (
  db: Queryable,
  orderId: string,
) => Promise<{ readonly paid: boolean; readonly lines: readonly OrderedLine[] } | null>;
