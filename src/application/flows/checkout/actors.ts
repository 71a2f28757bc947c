/**
 * The checkout's real side effects over its ports: orders and pricing (OrderGateway), the
 * embed (CheckoutEmbed), the checkout event (Analytics) and the stored order id (KeyValueStore).
 * `hideCart` and `goToConfirmation` are wired by the shop system (system/flows/checkout.flow.ts).
 */
import { fromPromise } from 'xstate';
import type { CartLine } from '../../../domain';
import type { Analytics, AnalyticsItem } from '../../ports/analytics.port';
import type { CheckoutEmbed } from '../../ports/checkout-embed.port';
import type { EmbedMount } from './embed';
import type { KeyValueStore } from '../../ports/key-value-store.port';
import type { OrderGateway, OrderRequest } from '../../ports/orders.port';
import { rememberOrderId } from './stored-order';

export interface CheckoutPorts {
  readonly orders: OrderGateway;
  readonly embed: CheckoutEmbed;
  readonly analytics: Analytics;
  readonly store: KeyValueStore;
}

/** The order and embed actors, shared with the confirmation. */
export const createOrderActors = (ports: Pick<CheckoutPorts, 'orders' | 'embed'>) => ({
  getOrder: fromPromise(({ input }: { input: { readonly orderId: string } }) => ports.orders.get(input.orderId)),
  mountEmbed: fromPromise(({ input }: { input: EmbedMount }) => ports.embed.mount(input.elementId, input.snippet, input.mode)),
});

export const createCheckoutActors = (ports: CheckoutPorts) => ({
  actors: {
    ...createOrderActors(ports),
    priceCart: fromPromise(({ input }: { input: { readonly lines: readonly CartLine[]; readonly codes: readonly string[] } }) =>
      ports.orders.price(input.lines, input.codes),
    ),
    createOrder: fromPromise(({ input }: { input: { readonly request: OrderRequest; readonly idempotencyKey: string } }) =>
      ports.orders.create(input.request, input.idempotencyKey),
    ),
    updateOrder: fromPromise(({ input }: { input: { readonly orderId: string; readonly request: OrderRequest } }) =>
      ports.orders.update(input.orderId, input.request),
    ),
  },
  actions: {
    trackCheckout: (_: unknown, { items }: { readonly items: readonly AnalyticsItem[] }) =>
      ports.analytics.track({ type: 'checkout', items }),
    rememberOrderId: (_: unknown, { orderId }: { readonly orderId: string }) => rememberOrderId(ports.store, orderId),
  },
});
