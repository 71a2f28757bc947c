import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import '@fontsource-variable/inter/wght.css';
import { App } from './App';
import { DATA_ELEMENT_ID } from './document';
import { storeByCode, DEFAULT_STORE } from '../domain/stores/stores';
import { lazyPort } from '../adapters/container/lazy-port';
import { createBrowserLocalPorts } from '../adapters/container/browser-local';
import { TOKENS, type PortToken } from '../application/ports/tokens';
import { resolvePort } from '../adapters/container/typed';
import { createShopSystem } from '../application/system/shop-system';
import type { BootData } from './boot';
import { preloadPage } from './page-views';

/**
 * Gives the browser the main thread back between the steps of the start: each step (reading
 * the boot data, starting the shop's flows, hydrating) becomes its own short task instead of one
 * long one that would hold up a tap (docs/architecture.md#performance-budgets: TBT ≤ 150 ms).
 */
const yieldToBrowser = () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, 0);
  });

/**
 * Composition root of the browser: reads the server's data, builds the ports needed at
 * hydration, and the remote ones as lazy proxies of the browser container (its own chunk,
 * loaded on the first call); starts the shop system and hydrates the view with it.
 */
// Read without decoding, for the reason given beside the codec (contract/boot.ts): the server
// encoded it with that codec, and a test decodes every page type's boot data with it.
const boot = JSON.parse(document.getElementById(DATA_ELEMENT_ID)!.textContent!) as BootData;
const store = storeByCode(boot.store) ?? DEFAULT_STORE;
const local = createBrowserLocalPorts(store);
let loaded: Promise<import('inversify').Container> | undefined;
const container = () =>
  (loaded ??= import('../adapters/container/browser').then(({ createBrowserContainer }) =>
    createBrowserContainer({ store: store.code, checkoutProvider: boot.checkoutProvider, local }),
  ));
const remote = <T extends object>(token: PortToken<T>) => lazyPort(async () => resolvePort(await container(), token));

await yieldToBrowser();
const system = createShopSystem(
  {
    ...local,
    catalog: remote(TOKENS.PosterCatalog),
    orders: remote(TOKENS.OrderGateway),
    newsletter: remote(TOKENS.NewsletterGateway),
    giftCards: remote(TOKENS.GiftCardGateway),
    walls: remote(TOKENS.GalleryWallGateway),
    uploads: remote(TOKENS.ImageUploadGateway),
    artistAccount: remote(TOKENS.ArtistAccountGateway),
    backOffice: remote(TOKENS.BackOfficeGateway),
    catalogueDesk: remote(TOKENS.CatalogueDeskGateway),
    payoutDesk: remote(TOKENS.PayoutDeskGateway),
    downloads: remote(TOKENS.FileDownloads),
  },
  { store },
);

// The messages and the first page's chunk (both preloaded by the server's HTML) load before
// hydration, so the hydrating render is the server's render (split-pages.ts). Should the catalogue
// not arrive, the page stays as the server rendered it, as with JavaScript off.
const [messages] = await Promise.all([
  fetch(boot.messages).then((r) => (r.ok ? (r.json() as Promise<Record<string, unknown>>) : Promise.reject(new Error(r.url)))),
  boot.initial && preloadPage(boot.initial.data),
]);

await yieldToBrowser();
// Hydrating inside a transition lets React yield to the browser between parts of the tree instead
// of blocking the main thread for the whole page (docs/architecture.md#performance-budgets: TBT ≤ 150 ms).
startTransition(() => {
  hydrateRoot(
    document.getElementById('root')!,
    <App
      services={{ store, system, hydrated: local.openStorage, shell: boot.shell, year: boot.year }}
      locale={store.locale}
      messages={messages}
      initial={boot.initial}
    />,
  );
});
