/**
 * Which hosted checkout the shop uses: CHECKOUT_PROVIDER (default "sandbox", the demo's). A real
 * provider (Klarna-Checkout-like) is one more entry in PRODUCTION_PROVIDERS implementing
 * CheckoutProvider; its name becomes the path segment of /api/{name}-checkout/order. The demo's
 * providers are added by the composition root in demo mode only.
 */
import type { CheckoutProvider } from './checkout-provider.port.js';

type ProviderFactories = Readonly<Record<string, () => CheckoutProvider>>;

const PRODUCTION_PROVIDERS: ProviderFactories = {};

export const checkoutProviderFor = (name: string | undefined, demoProviders: ProviderFactories = {}): CheckoutProvider => {
  const chosen = name?.trim() || 'sandbox';
  const PROVIDERS = { ...PRODUCTION_PROVIDERS, ...demoProviders };
  const make = PROVIDERS[chosen];
  if (!make)
    throw new Error(
      `CHECKOUT_PROVIDER "${chosen}" is not available; choose one of: ${Object.keys(PROVIDERS).join(', ') || '(none in this mode)'}`,
    );
  return make();
};
