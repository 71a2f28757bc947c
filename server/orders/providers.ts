/**
 * Which hosted checkout the shop uses: CHECKOUT_PROVIDER (default "sandbox"). A real provider
 * (Klarna-Checkout-like) is one more entry here implementing CheckoutProvider; its name
 * becomes the path segment of /api/{name}-checkout/order.
 */
import { createSandboxProvider } from '../sandbox/sandbox-provider.js';
import type { CheckoutProvider } from './checkout-provider.port.js';

const PROVIDERS: Readonly<Record<string, () => CheckoutProvider>> = {
  sandbox: createSandboxProvider,
};

export const checkoutProviderFor = (name: string | undefined = process.env.CHECKOUT_PROVIDER): CheckoutProvider => {
  const chosen = name?.trim() || 'sandbox';
  const make = PROVIDERS[chosen];
  if (!make)
    throw new Error(`CHECKOUT_PROVIDER "${chosen}" is not available; choose one of: ${Object.keys(PROVIDERS).join(', ')}`);
  return make();
};
