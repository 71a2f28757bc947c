/**
 * Every port the shop's flows use, by name. A composition root (src/adapters/container/) binds
 * each to its token and `resolveShopPorts(container)` collects them for `createShopSystem`.
 */
import type { Analytics } from '../ports/analytics.port';
import type { CampaignSource } from '../ports/campaign.port';
import type { PosterCatalog } from '../ports/catalogue.port';
import type { CheckoutEmbed } from '../ports/checkout-embed.port';
import type { Clock } from '../ports/clock.port';
import type { CookieJar } from '../ports/cookie-jar.port';
import type { GalleryWallGateway } from '../ports/gallery-wall.port';
import type { GiftCardGateway } from '../ports/gift-cards.port';
import type { ImageUploadGateway } from '../ports/image-upload.port';
import type { IdSource } from '../ports/id-source.port';
import type { KeyValueStore } from '../ports/key-value-store.port';
import type { Navigation } from '../ports/navigation.port';
import type { NewsletterGateway } from '../ports/newsletter.port';
import type { OrderGateway } from '../ports/orders.port';
import type { ArtistAccountGateway, ImageInspector } from '../ports/artist-account.port';
import type { FileDownloads } from '../ports/file-downloads.port';
import type { BackOfficeGateway } from '../ports/back-office.port';
import type { CatalogueDeskGateway } from '../ports/catalogue-desk.port';
import type { PayoutDeskGateway } from '../ports/payout-desk.port';
import { TOKENS, type PortToken } from '../ports/tokens';

export interface ShopPorts {
  readonly catalog: PosterCatalog;
  readonly orders: OrderGateway;
  readonly embed: CheckoutEmbed;
  readonly newsletter: NewsletterGateway;
  readonly giftCards: GiftCardGateway;
  readonly campaign: CampaignSource;
  readonly clock: Clock;
  /** Cart, wishlist and the order id survive a reload (docs/rules/shop-wide.md#side-panels). */
  readonly storage: KeyValueStore;
  readonly analytics: Analytics;
  readonly cookies: CookieJar;
  readonly navigation: Navigation;
  readonly ids: IdSource;
  /** Shared gallery walls, rooms and the wall picker's wishlist listing (docs/rules/shop-wide.md#side-panels). */
  readonly walls: GalleryWallGateway;
  /** The shopper's own photo for an upload-your-own poster (docs/rules/shop-wide.md#wire-conventions POST /api/upload-image). */
  readonly uploads: ImageUploadGateway;
  /** The artist's own account (docs/rules/artists.md#artist-endpoints /api/auth/*). */
  readonly artistAccount: ArtistAccountGateway;
  /** Reads a chosen image's pixel size (artist uploads, docs/rules/artists.md#poster-upload). */
  readonly images: ImageInspector;
  /** The staff's back office (/api/admin/*). */
  readonly backOffice: BackOfficeGateway;
  /** The back office's coupons, gift cards, artists and review queue (/api/admin/*). */
  readonly catalogueDesk: CatalogueDeskGateway;
  readonly payoutDesk: PayoutDeskGateway;
  /** The back office's long downloads (ZIPs of print files, CSV exports), read as a stream. */
  readonly downloads: FileDownloads;
}

/** The token each port is bound to. */
export const SHOP_PORT_TOKENS: { readonly [K in keyof ShopPorts]: PortToken<ShopPorts[K]> } = {
  catalog: TOKENS.PosterCatalog,
  orders: TOKENS.OrderGateway,
  embed: TOKENS.CheckoutEmbed,
  newsletter: TOKENS.NewsletterGateway,
  giftCards: TOKENS.GiftCardGateway,
  campaign: TOKENS.CampaignSource,
  clock: TOKENS.Clock,
  storage: TOKENS.KeyValueStore,
  analytics: TOKENS.Analytics,
  cookies: TOKENS.CookieJar,
  navigation: TOKENS.Navigation,
  ids: TOKENS.IdSource,
  walls: TOKENS.GalleryWallGateway,
  uploads: TOKENS.ImageUploadGateway,
  artistAccount: TOKENS.ArtistAccountGateway,
  images: TOKENS.ImageInspector,
  backOffice: TOKENS.BackOfficeGateway,
  catalogueDesk: TOKENS.CatalogueDeskGateway,
  payoutDesk: TOKENS.PayoutDeskGateway,
  downloads: TOKENS.FileDownloads,
};

/**
 * Collects the ports from anything that resolves tokens (an inversify container). Each port is
 * named here, so a port missing from this list is a compile error, and a binding missing from a
 * container is found by test/adapters/composition-roots.test.ts, which resolves every root.
 */
export const collectShopPorts = (resolve: <T>(token: PortToken<T>) => T): ShopPorts => {
  const t = SHOP_PORT_TOKENS;
  return {
    catalog: resolve(t.catalog),
    orders: resolve(t.orders),
    embed: resolve(t.embed),
    newsletter: resolve(t.newsletter),
    giftCards: resolve(t.giftCards),
    campaign: resolve(t.campaign),
    clock: resolve(t.clock),
    storage: resolve(t.storage),
    analytics: resolve(t.analytics),
    cookies: resolve(t.cookies),
    navigation: resolve(t.navigation),
    ids: resolve(t.ids),
    walls: resolve(t.walls),
    uploads: resolve(t.uploads),
    artistAccount: resolve(t.artistAccount),
    images: resolve(t.images),
    backOffice: resolve(t.backOffice),
    catalogueDesk: resolve(t.catalogueDesk),
    payoutDesk: resolve(t.payoutDesk),
    downloads: resolve(t.downloads),
  };
};
