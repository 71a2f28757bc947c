/**
 * The ports served by a shop's HTTP API (spec §7): catalogue, orders (under the configured
 * checkout provider's path), newsletter, gift cards, gallery walls and the artist's account, over fetch + io-ts. Bound by the
 * browser's container and by the test container when it talks to a running shop.
 */
import type { Container } from 'inversify';
import { TOKENS } from '../../application/ports/tokens';
import { createHttpClient, type Fetch } from '../http/http-client';
import { createHttpPosterCatalog } from '../http/http-poster-catalog';
import { createHttpOrderGateway } from '../http/http-orders';
import { createHttpNewsletterGateway } from '../http/http-newsletter';
import { createHttpGiftCardGateway } from '../http/http-gift-cards';
import { createHttpGalleryWalls } from '../http/http-gallery-walls';
import { createHttpImageUpload } from '../http/http-image-upload';
import { createHttpArtistAccountGateway } from '../http/http-artist-account';

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

/** The HTTP client the remote adapters share (an adapter-level binding, not a port). */
export const HTTP_CLIENT = Symbol.for('HttpClient');

export const bindRemotePorts = (container: Container, connection: ShopConnection): void => {
  const fetchWith: Fetch = connection.fetch ?? ((input, init) => fetch(input, init));
  const http = createHttpClient({ fetch: fetchWith, baseUrl: connection.baseUrl, store: connection.store });
  container.bind(HTTP_CLIENT).toConstantValue(http);
  container.bind(TOKENS.PosterCatalog).toResolvedValue(createHttpPosterCatalog, [HTTP_CLIENT]).inSingletonScope();
  container
    .bind(TOKENS.OrderGateway)
    .toResolvedValue(
      (client: typeof http) => createHttpOrderGateway(client, { provider: connection.checkoutProvider }),
      [HTTP_CLIENT],
    )
    .inSingletonScope();
  container.bind(TOKENS.NewsletterGateway).toResolvedValue(createHttpNewsletterGateway, [HTTP_CLIENT]).inSingletonScope();
  container.bind(TOKENS.GiftCardGateway).toResolvedValue(createHttpGiftCardGateway, [HTTP_CLIENT]).inSingletonScope();
  container.bind(TOKENS.GalleryWallGateway).toResolvedValue(createHttpGalleryWalls, [HTTP_CLIENT]).inSingletonScope();
  container
    .bind(TOKENS.ImageUploadGateway)
    .toConstantValue(createHttpImageUpload({ baseUrl: connection.baseUrl, store: connection.store, fetch: fetchWith }));
  container
    .bind(TOKENS.ArtistAccountGateway)
    .toResolvedValue(
      (client: typeof http) => createHttpArtistAccountGateway(client, { signedIn: connection.signedIn }),
      [HTTP_CLIENT],
    )
    .inSingletonScope();
};
