/**
 * The ports served by a shop's HTTP API (docs/rules/shop-wide.md#wire-conventions): catalogue, orders (under the configured
 * checkout provider's path), newsletter, gift cards, gallery walls and the artist's account, over fetch + io-ts. Bound by the
 * browser's container and by the test container when it talks to a running shop.
 */
import type { Container } from 'inversify';
import { bindPort } from './typed';
import { portToken, TOKENS } from '../../application/ports/tokens';
import { createHttpClient, type Fetch } from '../http/http-client';
import { createHttpPosterCatalog } from '../http/http-poster-catalog';
import { createHttpOrderGateway } from '../http/http-orders';
import { createHttpNewsletterGateway } from '../http/http-newsletter';
import { createHttpGiftCardGateway } from '../http/http-gift-cards';
import { createHttpGalleryWalls } from '../http/http-gallery-walls';
import { createHttpImageUpload } from '../http/http-image-upload';
import { createHttpArtistAccountGateway } from '../http/http-artist-account';
import { lazyPort } from './lazy-port';
import type { BackOfficeGateway } from '../../application/ports/back-office.port';
import type { CatalogueDeskGateway } from '../../application/ports/catalogue-desk.port';
import type { PayoutDeskGateway } from '../../application/ports/payout-desk.port';

export interface ShopConnection {
  /** The shop's origin ('' in the browser: same origin). */
  readonly baseUrl: string;
  /** The store code sent with every call (`?store=`). */
  readonly store: string;
  /** The hosted checkout provider's name (configuration `CHECKOUT_PROVIDER`). */
  readonly checkoutProvider: string;
  readonly fetch?: Fetch;
  /** Whether the artist's sign-in hint is set (the browser's cookie jar); absent: always ask. */
  readonly signedIn?: () => boolean;
}

type HttpClient = ReturnType<typeof createHttpClient>;

/** Adapter-level bindings (not ports): where the shop is, and the HTTP client built from it. */
export const SHOP_CONNECTION = portToken<ShopConnection>('ShopConnection');
export const HTTP_CLIENT = portToken<HttpClient>('HttpClient');

const fetchOf = (connection: ShopConnection): Fetch => connection.fetch ?? ((input, init) => fetch(input, init));

/**
 * Binds the connection, then builds from it: the HTTP client from the base URL, the store and
 * fetch, and each gateway from the client (and the connection where it needs more of it).
 */
export const bindRemotePorts = (container: Container, connection: ShopConnection): void => {
  bindPort(container, SHOP_CONNECTION).toConstantValue(connection);
  bindPort(container, HTTP_CLIENT)
    .toResolvedValue(
      (c: ShopConnection) => createHttpClient({ fetch: fetchOf(c), baseUrl: c.baseUrl, store: c.store }),
      [SHOP_CONNECTION],
    )
    .inSingletonScope();
  bindPort(container, TOKENS.PosterCatalog).toResolvedValue(createHttpPosterCatalog, [HTTP_CLIENT]).inSingletonScope();
  bindPort(container, TOKENS.OrderGateway)
    .toResolvedValue(
      (client: HttpClient, c: ShopConnection) => createHttpOrderGateway(client, { provider: c.checkoutProvider }),
      [HTTP_CLIENT, SHOP_CONNECTION],
    )
    .inSingletonScope();
  bindPort(container, TOKENS.NewsletterGateway).toResolvedValue(createHttpNewsletterGateway, [HTTP_CLIENT]).inSingletonScope();
  bindPort(container, TOKENS.GiftCardGateway).toResolvedValue(createHttpGiftCardGateway, [HTTP_CLIENT]).inSingletonScope();
  bindPort(container, TOKENS.GalleryWallGateway).toResolvedValue(createHttpGalleryWalls, [HTTP_CLIENT]).inSingletonScope();
  bindPort(container, TOKENS.ImageUploadGateway)
    .toResolvedValue(
      (c: ShopConnection) => createHttpImageUpload({ baseUrl: c.baseUrl, store: c.store, fetch: fetchOf(c) }),
      [SHOP_CONNECTION],
    )
    .inSingletonScope();
  bindPort(container, TOKENS.ArtistAccountGateway)
    .toResolvedValue(
      (client: HttpClient, c: ShopConnection) => createHttpArtistAccountGateway(client, { signedIn: c.signedIn }),
      [HTTP_CLIENT, SHOP_CONNECTION],
    )
    .inSingletonScope();
  // Only staff use it: its adapter and codecs load on its first call, in a chunk of their own.
  bindPort(container, TOKENS.BackOfficeGateway)
    .toResolvedValue(
      (client: HttpClient) =>
        lazyPort<BackOfficeGateway>(() => import('../http/http-back-office').then((m) => m.createHttpBackOffice(client))),
      [HTTP_CLIENT],
    )
    .inSingletonScope();
  bindPort(container, TOKENS.CatalogueDeskGateway)
    .toResolvedValue(
      (client: HttpClient) =>
        lazyPort<CatalogueDeskGateway>(() =>
          import('../http/http-catalogue-desk').then((m) => m.createHttpCatalogueDesk(client)),
        ),
      [HTTP_CLIENT],
    )
    .inSingletonScope();
  bindPort(container, TOKENS.PayoutDeskGateway)
    .toResolvedValue(
      (client: HttpClient) =>
        lazyPort<PayoutDeskGateway>(() => import('../http/http-payout-desk').then((m) => m.createHttpPayoutDesk(client))),
      [HTTP_CLIENT],
    )
    .inSingletonScope();
};
