/**
 * Composition root of the browser: every port bound to its token. Loaded on first use (see
 * lazy-port.ts and browser-local.ts): the HTTP adapters and their io-ts codecs, bound here,
 * arrive in their own chunk when the first client-side call needs them; the ports that exist
 * from hydration on are handed in and bound as constants.
 */
import { Container } from 'inversify';
import { bindPort } from './typed';
import { TOKENS } from '../../application/ports/tokens';
import { COOKIES } from '../../application/model/cookies';
import type { BrowserLocalPorts } from './browser-local';
import { bindRemotePorts } from './remote-ports';
import { createBrowserFileDownloads } from '../browser/file-downloads';

export const createBrowserContainer = (options: {
  readonly store: string;
  readonly checkoutProvider: string;
  readonly local: BrowserLocalPorts;
}): Container => {
  const container = new Container();
  const { local } = options;
  bindRemotePorts(container, {
    baseUrl: '',
    store: options.store,
    checkoutProvider: options.checkoutProvider,
    signedIn: () => local.cookies.get(COOKIES.accountHint.name) !== undefined,
  });
  bindPort(container, TOKENS.KeyValueStore).toConstantValue(local.storage);
  bindPort(container, TOKENS.CampaignSource).toConstantValue(local.campaign);
  bindPort(container, TOKENS.Analytics).toConstantValue(local.analytics);
  bindPort(container, TOKENS.CheckoutEmbed).toConstantValue(local.embed);
  bindPort(container, TOKENS.CookieJar).toConstantValue(local.cookies);
  bindPort(container, TOKENS.Navigation).toConstantValue(local.navigation);
  bindPort(container, TOKENS.IdSource).toConstantValue(local.ids);
  bindPort(container, TOKENS.Clock).toConstantValue(local.clock);
  bindPort(container, TOKENS.ImageInspector).toConstantValue(local.images);
  // Only staff download files: the adapter loads with this container, not with every page's first script.
  // globalThis is the window in a browser; the adapter reads it only when a download starts.
  bindPort(container, TOKENS.FileDownloads).toConstantValue(createBrowserFileDownloads(globalThis as Window & typeof globalThis));
  return container;
};
