/** A poster line of a paid order, as the artists' ledger books it (docs/rules/artists.md#sales-and-commission "Account transaction"). */
export interface SoldLine {
  readonly position: number;
  readonly product_id: number;
  readonly type: number;
  readonly name: string;
  readonly variation_name: string;
  readonly quantity: number;
  readonly line_total: number;
}

/** A paid order's sale, handed from the checkout to the artists' ledger in the same transaction. */
export interface CompletedSale {
  readonly orderId: string;
  readonly currency: string;
  readonly subtotal: number;
  readonly discountTotal: number;
  readonly deliveryCountry: string | null;
  readonly lines: readonly SoldLine[];
  readonly at: Date;
}
