/**
 * The hosted checkout's embed (docs/rules/checkout.md#checkout-order "embedded hosted checkout", "Confirmation: embed in
 * confirmation mode"; docs/rules/checkout.md#checkout-order "embed suspended then resumed"). DOM-free: the adapter finds the
 * element, builds the frame and listens to its messages; the application only holds a handle.
 */
import type { Outcome } from '../model/outcome';

export type EmbedMode = 'checkout' | 'confirmation';

/** The element ids the checkout and confirmation pages render for the embed to mount in. */
export const CHECKOUT_EMBED_ELEMENT_ID = 'checkout-embed';
export const CONFIRMATION_EMBED_ELEMENT_ID = 'confirmation-embed';
/** The attribute of the embed's element that names the frame for screen readers, in the page's language. */
export const FRAME_TITLE_ATTRIBUTE = 'data-frame-title';

/** The provider reports a paid order; the shop then shows its own confirmation page. */
export interface CheckoutCompletion {
  readonly orderId: string;
  readonly confirmationUrl: string;
}

export interface MountedCheckout {
  /** Freezes the embed while the order is being changed underneath it. */
  suspend(): void;
  /** Lets the embed reload the (changed) order and accept input again. */
  resume(): void;
  /** Calls `listener` when the shopper completed payment; returns the unsubscribe. */
  onCompleted(listener: (completion: CheckoutCompletion) => void): () => void;
  /** Removes the embed and stops listening. */
  unmount(): void;
}

export interface CheckoutEmbed {
  /**
   * Shows `snippet` in the element with id `elementId`. Fails with NOT_FOUND while the element
   * is not in the page, DECODE when the snippet holds nothing the adapter can show.
   */
  mount(elementId: string, snippet: string, mode: EmbedMode): Promise<Outcome<MountedCheckout>>;
}
