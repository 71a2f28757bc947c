/**
 * Gift cards' storage, named by their noun (docs/architecture.md#the-server-and-its-capabilities). The SQL lives in
 * gift-cards.repository.ts; paying draws cards down inside the order's own transaction (server/orders).
 */
export interface GiftCardBalance {
  readonly balance: number;
  readonly currency: string;
}

/** A card bought with an order, as its receipt shows it (balance in integer minor units). */
export interface IssuedGiftCard {
  readonly code: string;
  readonly balance: number;
  readonly currency: string;
}

export interface GiftCards {
  /** The balance of the card with this normalised code, or null when no card has it. */
  balanceOf(code: string): Promise<GiftCardBalance | null>;
  /** The cards issued for an order, in the order they were issued. */
  issuedFor(orderId: string): Promise<IssuedGiftCard[]>;
}
