/**
 * Analytics events the shop reports (docs/rules/shop-wide.md#analytics "detail-view analytics event (name and sku)
 * 500 ms after mount", docs/rules/checkout.md#confirmation "Opening checkout … fires a checkout event", confirmation "records a
 * purchase event", the augmented-reality link). Adapters map them to a vendor's names.
 * Amounts stay integer minor units here; the adapter converts for its vendor.
 */
import type { Money } from '../../domain/money';

export interface AnalyticsItem {
  readonly sku: string;
  readonly name: string;
  readonly quantity: number;
  /** Unit price. */
  readonly price: Money;
}

export type AnalyticsEvent =
  | { readonly type: 'detailView'; readonly name: string; readonly sku: string }
  | { readonly type: 'augmentedReality'; readonly name: string; readonly sku: string }
  | { readonly type: 'checkout'; readonly items: readonly AnalyticsItem[] }
  | { readonly type: 'purchase'; readonly orderId: string; readonly items: readonly AnalyticsItem[] }
  /**
   * The shopper asked to be invited to review the order after delivery (docs/rules/checkout.md#confirmation confirmation:
   * "customer-review opt-in with the estimated delivery date"); a review provider's tag
   * listening on the data layer sends the invitation. The date is YYYY-MM-DD.
   */
  | {
      readonly type: 'reviewOptIn';
      readonly orderId: string;
      readonly email: string | null;
      readonly country: string | null;
      readonly estimatedDelivery: string;
    };

export interface Analytics {
  track(event: AnalyticsEvent): void;
}
