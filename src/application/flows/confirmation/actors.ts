/**
 * The confirmation's real side effects: the order and the embed (shared with the checkout),
 * the purchase event (Analytics), the stored order id (KeyValueStore) and the campaign.
 * `clearCart` is wired by the shop system (system/flows/confirmation.flow.ts) to the cart.
 */
import type { Analytics, AnalyticsItem } from '../../ports/analytics.port';
import type { CampaignSource } from '../../ports/campaign.port';
import type { CheckoutEmbed } from '../../ports/checkout-embed.port';
import type { KeyValueStore } from '../../ports/key-value-store.port';
import type { OrderGateway } from '../../ports/orders.port';
import { createOrderActors } from '../checkout/actors';
import type { ReviewOptIn } from './machine';
import { forgetOrderId, readStoredOrderId } from '../checkout/stored-order';
import { rememberMadeForYou } from './made-for-you';
import type { CartLine } from '../../../domain';

export interface ConfirmationPorts {
  readonly orders: OrderGateway;
  readonly embed: CheckoutEmbed;
  readonly analytics: Analytics;
  readonly store: KeyValueStore;
  readonly campaign: CampaignSource;
}

export const createConfirmationActors = (ports: ConfirmationPorts) => ({
  actors: createOrderActors(ports),
  actions: {
    trackPurchase: (_: unknown, { orderId, items }: { readonly orderId: string; readonly items: readonly AnalyticsItem[] }) =>
      ports.analytics.track({ type: 'purchase', orderId, items }),
    // Only this order's id: a newer checkout started in another tab keeps its own.
    forgetOrderId: (_: unknown, { orderId }: { readonly orderId: string }) => {
      if (readStoredOrderId(ports.store) === orderId) forgetOrderId(ports.store);
    },
    forgetCampaign: () => ports.campaign.forget(),
    keepMadeForYou: (_: unknown, { orderId, lines }: { readonly orderId: string; readonly lines: readonly CartLine[] }) =>
      rememberMadeForYou(ports.store, orderId, lines),
    trackReviewOptIn: (_: unknown, event: ReviewOptIn) => ports.analytics.track(event),
  },
});
