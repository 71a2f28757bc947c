/**
 * The CheckoutEmbed for a provider whose snippet is its own markup and scripts (Klarna Checkout,
 * docs/payments.md#the-embed). The provider documents the integration: put the snippet in the
 * page and run its scripts; the provider's script then frames its checkout and, after the purchase,
 * sends the whole page to the shop's confirmation address itself.
 *
 * The snippet comes from the shop's server, which had it from the provider over its authenticated
 * API; the page's policy admits the provider's origins on the checkout and confirmation pages
 * only (server/orders/checkout-csp.ts). Scripts inserted as HTML never run, so each one is made
 * again as a script element, with the page's nonce.
 *
 * Suspend and resume go through the provider's client API, `window._klarnaCheckout(api => …)`.
 */
import { fail, type Outcome } from '../../application/model/outcome';
import { ok } from '../../domain/result/result';
import type { CheckoutEmbed, MountedCheckout } from '../../application/ports/checkout-embed.port';

interface ProviderApi {
  suspend(): void;
  resume(): void;
}

type ProviderWindow = Window & { _klarnaCheckout?: (use: (api: ProviderApi) => void) => void };

export const createScriptCheckoutEmbed = (window: Window, document: Document): CheckoutEmbed => ({
  mount: (elementId, snippet): Promise<Outcome<MountedCheckout>> => {
    const container = document.getElementById(elementId);
    if (container === null) return Promise.resolve(fail('NOT_FOUND', `no element #${elementId} for the checkout embed`));
    if (snippet.trim() === '') return Promise.resolve(fail('DECODE', 'the checkout snippet is empty'));
    container.innerHTML = snippet;
    const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
    for (const inert of [...container.querySelectorAll('script')]) {
      const script = document.createElement('script');
      for (const attribute of [...inert.attributes]) script.setAttribute(attribute.name, attribute.value);
      script.text = inert.text;
      if (nonce) script.nonce = nonce;
      inert.replaceWith(script);
    }
    const api = (use: (api: ProviderApi) => void) => (window as ProviderWindow)._klarnaCheckout?.(use);
    return Promise.resolve(
      ok({
        suspend: () => api((a) => a.suspend()),
        resume: () => api((a) => a.resume()),
        // The provider sends the page to the confirmation itself; nothing is reported here.
        onCompleted: () => () => undefined,
        unmount: () => container.replaceChildren(),
      }),
    );
  },
});
