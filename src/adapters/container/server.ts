/**
 * Composition root of a server render: the catalogue is the server's in-process port (passed
 * in, so adapters never import the server); cookies are the request's, read-only. Browser-only
 * ports are inert there — page flows start in the browser after hydration, so while rendering
 * nothing calls them: storage is an empty memory, analytics record nothing, navigation goes
 * nowhere, and the buying ports answer "not here".
 */
import { Container } from 'inversify';
import { bindPort } from './typed';
import { TOKENS } from '../../application/ports/tokens';
import type { PosterCatalog } from '../../application/ports/catalogue.port';
import { fail } from '../../application/model/outcome';
import { createInMemoryKeyValueStore } from '../storage/in-memory-key-value-store';
import { InMemoryCookieJar } from '../cookies/in-memory-cookie-jar';
import { RecordingNavigation } from '../navigation/recording-navigation';
import { RandomIds } from '../ids/random-ids';
import { systemClock } from '../clock/system-clock';

const notWhileRendering = async () => fail('NETWORK', 'not available while rendering on the server');

export const createServerContainer = (options: {
  readonly catalog: PosterCatalog;
  /** The request's cookies. */
  readonly cookies?: Readonly<Record<string, string>>;
}): Container => {
  const container = new Container();
  bindPort(container, TOKENS.PosterCatalog).toConstantValue(options.catalog);
  bindPort(container, TOKENS.CookieJar)
    .toResolvedValue(() => new InMemoryCookieJar(options.cookies ?? {}, true))
    .inSingletonScope();
  bindPort(container, TOKENS.KeyValueStore)
    .toResolvedValue(() => createInMemoryKeyValueStore())
    .inSingletonScope();
  bindPort(container, TOKENS.Analytics).toConstantValue({ track: () => undefined });
  bindPort(container, TOKENS.Clock).toConstantValue(systemClock);
  bindPort(container, TOKENS.Navigation)
    .toResolvedValue(() => new RecordingNavigation())
    .inSingletonScope();
  bindPort(container, TOKENS.IdSource)
    .toResolvedValue(() => new RandomIds())
    .inSingletonScope();
  bindPort(container, TOKENS.OrderGateway).toConstantValue({
    price: notWhileRendering,
    create: notWhileRendering,
    get: notWhileRendering,
    update: notWhileRendering,
    // The status page's loader reads the order in-process (ssr.routes.ts), not through this port.
    status: notWhileRendering,
  });
  bindPort(container, TOKENS.CheckoutEmbed).toConstantValue({ mount: notWhileRendering });
  bindPort(container, TOKENS.NewsletterGateway).toConstantValue({ subscribe: notWhileRendering, unsubscribe: notWhileRendering });
  bindPort(container, TOKENS.GiftCardGateway).toConstantValue({ checkBalance: notWhileRendering });
  bindPort(container, TOKENS.CampaignSource).toConstantValue({
    current: () => ({}),
    rememberLanding: () => undefined,
    forget: () => undefined,
  });
  bindPort(container, TOKENS.GalleryWallGateway).toConstantValue({
    share: notWhileRendering,
    load: notWhileRendering,
    productWithFrames: notWhileRendering,
    environments: notWhileRendering,
    wishlistProducts: notWhileRendering,
  });
  bindPort(container, TOKENS.ImageUploadGateway).toConstantValue({ upload: notWhileRendering });
  // Artist pages render in the browser only; while rendering nothing calls these.
  bindPort(container, TOKENS.ArtistAccountGateway).toConstantValue({
    session: notWhileRendering,
    lookupAlias: notWhileRendering,
    saveAlias: notWhileRendering,
    posters: notWhileRendering,
    lookupPosterName: notWhileRendering,
    uploadCategories: notWhileRendering,
    uploadPoster: notWhileRendering,
    saveProfile: notWhileRendering,
    transactions: notWhileRendering,
    salesChart: notWhileRendering,
    reviewQueue: notWhileRendering,
    approve: notWhileRendering,
    deny: notWhileRendering,
    logout: notWhileRendering,
  });
  bindPort(container, TOKENS.ImageInspector).toConstantValue({ inspect: notWhileRendering });
  bindPort(container, TOKENS.FileDownloads).toConstantValue({
    open: () => Promise.reject(new Error('not available while rendering on the server')),
    save: () => Promise.reject(new Error('not available while rendering on the server')),
  });
  // The back office renders in the browser only.
  bindPort(container, TOKENS.BackOfficeGateway).toConstantValue({
    session: notWhileRendering,
    orders: notWhileRendering,
    order: notWhileRendering,
    fulfil: notWhileRendering,
    retryPrintJob: notWhileRendering,
    refund: notWhileRendering,
    audit: notWhileRendering,
    outbox: notWhileRendering,
  });
  bindPort(container, TOKENS.CatalogueDeskGateway).toConstantValue({
    session: notWhileRendering,
    coupons: notWhileRendering,
    createCoupon: notWhileRendering,
    expireCoupon: notWhileRendering,
    reviewQueue: notWhileRendering,
    approve: notWhileRendering,
    deny: notWhileRendering,
    artists: notWhileRendering,
    updateArtist: notWhileRendering,
    giftCard: notWhileRendering,
    voidGiftCard: notWhileRendering,
  });
  return container;
};
