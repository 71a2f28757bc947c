/**
 * The browser's ports that must exist at hydration — storage, analytics, the checkout embed
 * (a lazy proxy), cookies, navigation, ids, the clock, the campaign — built from the window. They are plain
 * adapter instances, not a container: inversify (about 22 KB compressed) would not fit the
 * product page's script budget (docs/architecture.md#performance-budgets: ≤ 100 KB), so the browser's container
 * (browser.ts) loads with the HTTP adapters on first use and receives these as constants.
 */
import type { Store } from '../../domain/stores/stores';
import type { ShopPorts } from '../../application/system/shop-ports';
import { createStoredCampaign } from '../../application/flows/checkout/stored-campaign';
import { createLocalStorageKeyValueStore } from '../storage/local-storage-key-value-store';
import { createDeferredKeyValueStore } from '../storage/deferred-key-value-store';
import { createDataLayerAnalytics, type DataLayer } from '../analytics/data-layer-analytics';
import { lazyPort } from './lazy-port';
import type { CheckoutEmbed } from '../../application/ports/checkout-embed.port';
import { DocumentCookieJar } from '../cookies/document-cookie-jar';
import { HistoryNavigation } from '../navigation/history-navigation';
import { RandomIds } from '../ids/random-ids';
import { systemClock } from '../clock/system-clock';
import { createBrowserImageInspector } from '../browser/image-inspector';

export type LocalPortName =
  'storage' | 'analytics' | 'embed' | 'cookies' | 'navigation' | 'ids' | 'clock' | 'campaign' | 'images';
export type BrowserLocalPorts = Pick<ShopPorts, LocalPortName> & {
  /** Opens browser storage once the page has hydrated (see deferred-key-value-store.ts). */
  readonly openStorage: () => void;
};

export const createBrowserLocalPorts = (store: Store): BrowserLocalPorts => {
  // Browser storage stays closed until hydration, so the first render matches the server's;
  // the landing's campaign (UTM parameters) is read and kept at once.
  const local = createLocalStorageKeyValueStore({ storage: window.localStorage, events: window });
  const storage = createDeferredKeyValueStore(local);
  const campaign = createStoredCampaign(local);
  campaign.rememberLanding(new URLSearchParams(window.location.search));
  return {
    storage,
    openStorage: () => storage.open(),
    campaign,
    analytics: createDataLayerAnalytics(((window as unknown as { dataLayer?: DataLayer }).dataLayer ??= [])),
    // Only the checkout and confirmation pages mount the embed: its adapter loads with them.
    embed: lazyPort<CheckoutEmbed>(() =>
      import('../checkout-embed/iframe-checkout-embed').then((m) => m.createDomCheckoutEmbed(window, document)),
    ),
    cookies: new DocumentCookieJar(document, location.protocol === 'https:'),
    navigation: new HistoryNavigation(store.pathPrefix, window),
    ids: new RandomIds(),
    clock: systemClock,
    images: createBrowserImageInspector(window),
  };
};
