import { randomBytes } from 'node:crypto';
import type { Config } from '../config.js';
import type { Store } from '../../src/domain/stores/stores.js';
import type { createInProcessCatalog } from './in-process-catalog.js';
import { priorityImageOf, renderDocument } from './document.js';
import { bootPageData, bootShell } from './boot-data.js';
import { createMessageCatalogues } from './message-catalogues.js';
import { assetsFor, entryKeys, type Manifest, type PageAssets } from './assets.js';
import { buildAlternates } from '../http/alternates.js';
import { BootData as BootDataCodec } from '../../src/adapters/http/contract/boot.js';
import type { BootData } from '../../src/ui/boot.js';
import { pageBytes, type PageBytes } from './page-bytes.js';
import type { PageData } from '../../src/application/loaders/pages.loader.js';

export type EntryServer = typeof import('../../src/ui/entry-server.js');

/** The shop's name is a brand, the same in every language. */
const BRAND = 'Atelier Posters';

export interface PageToRender {
  readonly store: Store;
  readonly rest: string;
  readonly pathname: string;
  readonly search: string;
  readonly cookies: ReturnType<EntryServer['parseCookieHeader']>;
  readonly catalog: ReturnType<typeof createInProcessCatalog>;
  readonly shell: Awaited<ReturnType<EntryServer['loadShell']>>;
  readonly data: PageData;
  /** Markup and styles only, no boot data or scripts (DocumentParts `static`). */
  readonly static?: boolean;
}

/**
 * Renders loaded page data into the finished document: the app's markup, its head, the boot data
 * (escaped) for hydration and the page's assets, with a placeholder where each response's nonce goes.
 */
export const createPageRenderer = async ({
  config,
  entry,
  manifest,
  clientDir,
}: {
  config: Config;
  entry: EntryServer;
  manifest: Manifest;
  clientDir: string;
}) => {
  const [clientEntry] = entryKeys(manifest);
  if (!clientEntry) throw new Error('The client build has no entry chunk');
  // The assets of each kind of page, worked out once: the entry, plus the page's own chunks.
  const assetsByPage = new Map<string, PageAssets>();
  const assetsOfPage = (modules: readonly string[]): PageAssets => {
    const key = modules.join('|');
    let a = assetsByPage.get(key);
    if (!a) {
      a = assetsFor(manifest, [clientEntry, ...modules]);
      assetsByPage.set(key, a);
    }
    return a;
  };
  const catalogueOf = await createMessageCatalogues(clientDir);
  /** Rendered with this marker where the nonce goes; each response gets its own nonce. */
  const NONCE_MARK = `__nonce_${randomBytes(8).toString('hex')}__`;

  return async ({ store, rest, pathname, search, cookies, catalog, shell, data, ...page }: PageToRender): Promise<PageBytes> => {
    const { url: messagesUrl, messages } = await catalogueOf(store.language);
    const storeAlternates = buildAlternates(config.publicUrl, (s) => s.pathPrefix + (rest === '/' ? '' : rest));
    const head = entry.headFor(data, {
      store,
      publicUrl: config.publicUrl,
      path: rest,
      brand: BRAND,
      storeAlternates,
      titles: entry.pageTitlesFor(store.locale, messages),
      categories: shell.categories,
    });
    const key = rest;
    const year = new Date().getFullYear();
    // Rendered and embedded from the same trimmed data (boot-data.ts), so hydration agrees.
    const pageData = bootPageData(data);
    const bootedShell = bootShell(shell);
    // The view renders the shop system's initial snapshots; its flows run in the browser.
    const system = entry.createShopSystem(entry.resolveShopPorts(entry.createServerContainer({ catalog, cookies })), { store });
    let appHtml: string;
    try {
      appHtml = entry.render({
        services: { store, system, shell: bootedShell, year },
        locale: store.locale,
        messages,
        ssrPath: pathname,
        ssrSearch: search,
        initial: { key, data: pageData },
      });
    } finally {
      system.dispose();
    }
    const boot: BootData = {
      store: store.code,
      checkoutProvider: config.checkoutProvider,
      year,
      messages: messagesUrl,
      shell: bootedShell,
      initial: { key, data: pageData },
    };
    const html = renderDocument({
      lang: store.locale,
      head,
      appHtml,
      // Encoded through the contract's codec, which strips every field the browser was not promised.
      // The read models are looser than the wire (a product's bundled_meta is unknown there), so the
      // proof that this data decodes is the boot-data test, not this cast.
      bootJson: entry.serializeForScript(BootDataCodec.encode(boot as unknown as BootDataCodec)),
      nonce: NONCE_MARK,
      assets: assetsOfPage(entry.pageModules(data)),
      messagesUrl,
      serialize: entry.serializeForScript,
      dataElementId: entry.DATA_ELEMENT_ID,
      lcpImage: priorityImageOf(appHtml),
      ...(page.static ? { static: true } : {}),
    });
    return pageBytes(html, NONCE_MARK);
  };
};
