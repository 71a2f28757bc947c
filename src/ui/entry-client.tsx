import { hydrateRoot } from 'react-dom/client';
import '@fontsource-variable/inter/wght.css';
import { App } from './App';
import { DATA_ELEMENT_ID } from './document';
import { storeByCode, DEFAULT_STORE } from '../domain/stores/stores';
import { lazyPort } from '../adapters/container/lazy-port';
import { createLocalStorageKeyValueStore } from '../adapters/storage/local-storage-key-value-store';
import { createDeferredKeyValueStore } from '../adapters/storage/deferred-key-value-store';
import { createDataLayerAnalytics, type DataLayer } from '../adapters/analytics/data-layer-analytics';
import { TOKENS } from '../application/ports/tokens';
import type { PosterCatalog } from '../application/ports/catalogue.port';
import type { OrderGateway } from '../application/ports/orders.port';
import type { NewsletterGateway } from '../application/ports/newsletter.port';
import type { GiftCardGateway } from '../application/ports/gift-cards.port';
import { createDomCheckoutEmbed } from '../adapters/checkout-embed/iframe-checkout-embed';
import { createStoredCampaign } from '../application/flows/checkout/stored-campaign';
import { systemClock } from '../adapters/clock/system-clock';
import type { BootData } from './boot';

/** Composition root of the browser: reads the server's data, binds the ports, hydrates. */
const boot = JSON.parse(document.getElementById(DATA_ELEMENT_ID)!.textContent!) as BootData;
const store = storeByCode(boot.store) ?? DEFAULT_STORE;
const container = () => import('../adapters/container/browser').then(({ createBrowserContainer }) => createBrowserContainer(store));
let loaded: ReturnType<typeof container> | undefined;
const remote = <T extends object>(token: symbol) => lazyPort(async () => (await (loaded ??= container())).get<T>(token));
const catalog = remote<PosterCatalog>(TOKENS.PosterCatalog);
// Browser storage stays closed until hydration, so the first render matches the server's;
// the landing's campaign (UTM parameters) is read and kept at once.
const localStore = createLocalStorageKeyValueStore({ storage: window.localStorage, events: window });
const storage = createDeferredKeyValueStore(localStore);
const campaign = createStoredCampaign(localStore);
campaign.rememberLanding(new URLSearchParams(window.location.search));
const cookies = Object.fromEntries(document.cookie.split('; ').filter(Boolean).map((c) => {
  const i = c.indexOf('=');
  return [c.slice(0, i), decodeURIComponent(c.slice(i + 1))];
}));

hydrateRoot(
  document.getElementById('root')!,
  <App
    services={{
      store, catalog,
      keyValueStore: storage,
      hydrated: () => storage.open(),
      commerce: {
        orders: remote<OrderGateway>(TOKENS.OrderGateway),
        newsletter: remote<NewsletterGateway>(TOKENS.NewsletterGateway),
        giftCards: remote<GiftCardGateway>(TOKENS.GiftCardGateway),
        embed: createDomCheckoutEmbed(window, document),
        campaign,
        clock: systemClock,
      },
      analytics: createDataLayerAnalytics(((window as unknown as { dataLayer?: DataLayer }).dataLayer ??= [])),
      newId: () => crypto.randomUUID(),
      shell: boot.shell, year: boot.year, cookies,
    }}
    locale={store.locale}
    messages={boot.messages}
    initial={boot.initial}
  />,
);
