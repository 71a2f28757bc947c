/**
 * The embedded default checkout provider (architecture "server/demo/sandbox/": behaves like the
 * real one). Its snippet is an iframe of its own hosted page, served by this same server, in
 * checkout mode until the order is paid and in confirmation mode afterwards; no script is in
 * the snippet itself. Its tracking is a 1×1 pixel, as a real provider's would be.
 */
import type { CheckoutProvider, StoredOrder } from '../../orders/checkout-provider.port.js';
import { SANDBOX_PROVIDER, sandboxRoutes } from './sandbox.routes.js';
import { recordSandboxRefund } from '../sandbox-refunds.repository.js';

export { SANDBOX_PROVIDER };

export const sandboxSnippet = (order: Pick<StoredOrder, 'id' | 'status'>): string => {
  const mode = order.status === 'checkout_complete' ? 'confirmation' : 'checkout';
  const id = encodeURIComponent(order.id);
  return (
    `<iframe id="sandbox-checkout" name="sandbox-checkout" src="/sandbox/checkout/${id}?mode=${mode}"` +
    // The width attribute takes pixels only; the full width comes from the style.
    ` title="${mode === 'checkout' ? 'Checkout' : 'Order confirmation'}" height="640"` +
    ' style="border:0;display:block;width:100%;height:640px" data-checkout-provider="sandbox"' +
    ` data-order-id="${id}"></iframe>`
  );
};

export const sandboxTracking = (order: Pick<StoredOrder, 'id'>): Record<string, string> => ({
  sandbox: `<img src="/sandbox/pixel/${encodeURIComponent(order.id)}.gif" alt="" width="1" height="1">`,
});

export const createSandboxProvider = (): CheckoutProvider => ({
  name: SANDBOX_PROVIDER,
  createSession: async (order) => ({ reference: null, snippet: sandboxSnippet(order) }),
  updateSession: async (order) => ({ reference: null, snippet: sandboxSnippet(order) }),
  snippet: async (order) => sandboxSnippet(order),
  tracking: sandboxTracking,
  // A real provider's refund is an API call; the sandbox writes what it was asked in the shop's transaction.
  refund: async (refund, tx) => ({ reference: await recordSandboxRefund(tx, refund, new Date()) }),
  // The sandbox takes the whole payment at checkout: shipping has nothing left to take.
  capture: async () => ({ reference: null }),
  catchUp: async () => undefined,
  embedOrigins: [],
  routes: sandboxRoutes,
});
