/**
 * Which hosted checkout the shop uses: CHECKOUT_PROVIDER (default "sandbox", the demo's). A real
 * provider is an entry of the production providers implementing CheckoutProvider; its name
 * becomes the path segment of /api/{name}-checkout/order. The demo's providers are added by the
 * composition root in demo mode only.
 */
import type { Config } from '../config.js';
import type { CheckoutProvider } from './checkout-provider.port.js';
import { createKlarnaProvider, KLARNA_PROVIDER } from './klarna/klarna-provider.js';

type ProviderFactories = Readonly<Record<string, () => CheckoutProvider>>;

/** The settings a provider cannot run without, by variable name; checked at start in every mode. */
export const missingProviderSettings = (config: Pick<Config, 'checkoutProvider' | 'klarna'>): string[] => {
  if (config.checkoutProvider !== KLARNA_PROVIDER) return [];
  const { apiUrl, username, password } = config.klarna;
  return [
    ...(apiUrl ? [] : ['KLARNA_API_URL']),
    ...(username ? [] : ['KLARNA_USERNAME']),
    ...(password ? [] : ['KLARNA_PASSWORD']),
  ];
};

const productionProviders = (config: Pick<Config, 'checkoutProvider' | 'klarna' | 'publicUrl'>): ProviderFactories => ({
  [KLARNA_PROVIDER]: () => {
    const missing = missingProviderSettings(config);
    if (missing.length) throw new Error(`CHECKOUT_PROVIDER=klarna needs ${missing.join(', ')} (docs/payments.md)`);
    const { apiUrl, username, password, timeoutMs, termsUrl, embedOrigins } = config.klarna;
    return createKlarnaProvider({
      apiUrl: apiUrl!,
      username: username!,
      password: password!,
      timeoutMs,
      publicUrl: config.publicUrl,
      embedOrigins,
      ...(termsUrl ? { termsUrl } : {}),
    });
  },
});

export const checkoutProviderFor = (
  config: Pick<Config, 'checkoutProvider' | 'klarna' | 'publicUrl'>,
  demoProviders: ProviderFactories = {},
): CheckoutProvider => {
  const chosen = config.checkoutProvider.trim() || 'sandbox';
  const PROVIDERS = { ...productionProviders(config), ...demoProviders };
  const make = PROVIDERS[chosen];
  if (!make)
    throw new Error(
      `CHECKOUT_PROVIDER "${chosen}" is not available; choose one of: ${Object.keys(PROVIDERS).join(', ') || '(none in this mode)'}`,
    );
  return make();
};
