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

/** A port whose every method answers "not here" (the type check names any method left out). */
const notHere = <Method extends string>(...methods: readonly Method[]) =>
  Object.fromEntries(methods.map((m) => [m, notWhileRendering])) as Record<Method, typeof notWhileRendering>;

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
  // `status` too: the status page's loader reads the order in-process (ssr.routes.ts), not through this port.
  bindPort(container, TOKENS.OrderGateway).toConstantValue(notHere('price', 'create', 'get', 'update', 'status'));
  bindPort(container, TOKENS.CheckoutEmbed).toConstantValue(notHere('mount'));
  bindPort(container, TOKENS.NewsletterGateway).toConstantValue(notHere('subscribe', 'unsubscribe'));
  bindPort(container, TOKENS.GiftCardGateway).toConstantValue(notHere('checkBalance'));
  bindPort(container, TOKENS.CampaignSource).toConstantValue({
    current: () => ({}),
    rememberLanding: () => undefined,
    forget: () => undefined,
  });
  bindPort(container, TOKENS.GalleryWallGateway).toConstantValue(
    notHere('share', 'load', 'productWithFrames', 'environments', 'wishlistProducts'),
  );
  bindPort(container, TOKENS.ImageUploadGateway).toConstantValue(notHere('upload'));
  // Artist pages render in the browser only; while rendering nothing calls these.
  bindPort(container, TOKENS.ArtistAccountGateway).toConstantValue(
    notHere(
      'session',
      'lookupAlias',
      'saveAlias',
      'posters',
      'lookupPosterName',
      'uploadCategories',
      'uploadPoster',
      'saveProfile',
      'payoutDetails',
      'savePayoutDetails',
      'transactions',
      'salesChart',
      'reviewQueue',
      'approve',
      'deny',
      'logout',
    ),
  );
  bindPort(container, TOKENS.ImageInspector).toConstantValue(notHere('inspect'));
  bindPort(container, TOKENS.FileDownloads).toConstantValue({
    open: () => Promise.reject(new Error('not available while rendering on the server')),
    save: () => Promise.reject(new Error('not available while rendering on the server')),
  });
  // The back office renders in the browser only.
  bindPort(container, TOKENS.BackOfficeGateway).toConstantValue(
    notHere('session', 'signOut', 'orders', 'order', 'fulfil', 'retryPrintJob', 'refund', 'audit', 'outbox'),
  );
  bindPort(container, TOKENS.PayoutDeskGateway).toConstantValue(notHere('session', 'balances', 'preview', 'run', 'runs'));
  bindPort(container, TOKENS.CatalogueDeskGateway).toConstantValue(
    notHere(
      'session',
      'coupons',
      'createCoupon',
      'expireCoupon',
      'reviewQueue',
      'approve',
      'deny',
      'artists',
      'updateArtist',
      'giftCard',
      'voidGiftCard',
      'products',
      'moveProduct',
    ),
  );
  return container;
};
