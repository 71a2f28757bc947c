/**
 * Dependency-injection tokens of the ports. Each is a plain symbol that carries its port's type,
 * so a composition root binds a matching adapter and resolving it needs no cast
 * (`bindPort` / `resolvePort` in src/adapters/container/typed.ts).
 */
import type { Analytics } from './analytics.port';
import type { BackOfficeGateway } from './back-office.port';
import type { CatalogueDeskGateway } from './catalogue-desk.port';
import type { PayoutDeskGateway } from './payout-desk.port';
import type { ArtistAccountGateway, ImageInspector } from './artist-account.port';
import type { CampaignSource } from './campaign.port';
import type { PosterCatalog } from './catalogue.port';
import type { CheckoutEmbed } from './checkout-embed.port';
import type { Clock } from './clock.port';
import type { FileDownloads } from './file-downloads.port';
import type { CookieJar } from './cookie-jar.port';
import type { GalleryWallGateway } from './gallery-wall.port';
import type { GiftCardGateway } from './gift-cards.port';
import type { IdSource } from './id-source.port';
import type { ImageUploadGateway } from './image-upload.port';
import type { KeyValueStore } from './key-value-store.port';
import type { Navigation } from './navigation.port';
import type { NewsletterGateway } from './newsletter.port';
import type { OrderGateway } from './orders.port';

declare const portType: unique symbol;
/** A token for a value of type T (the type exists for the compiler only). */
export type PortToken<T> = symbol & { readonly [portType]?: T };

export const portToken = <T>(name: string): PortToken<T> => Symbol.for(name) as PortToken<T>;

export const TOKENS = {
  PosterCatalog: portToken<PosterCatalog>('PosterCatalog'),
  Clock: portToken<Clock>('Clock'),
  FileDownloads: portToken<FileDownloads>('FileDownloads'),
  KeyValueStore: portToken<KeyValueStore>('KeyValueStore'),
  Analytics: portToken<Analytics>('Analytics'),
  OrderGateway: portToken<OrderGateway>('OrderGateway'),
  CheckoutEmbed: portToken<CheckoutEmbed>('CheckoutEmbed'),
  NewsletterGateway: portToken<NewsletterGateway>('NewsletterGateway'),
  GiftCardGateway: portToken<GiftCardGateway>('GiftCardGateway'),
  CampaignSource: portToken<CampaignSource>('CampaignSource'),
  CookieJar: portToken<CookieJar>('CookieJar'),
  Navigation: portToken<Navigation>('Navigation'),
  IdSource: portToken<IdSource>('IdSource'),
  GalleryWallGateway: portToken<GalleryWallGateway>('GalleryWallGateway'),
  ImageUploadGateway: portToken<ImageUploadGateway>('ImageUploadGateway'),
  ArtistAccountGateway: portToken<ArtistAccountGateway>('ArtistAccountGateway'),
  ImageInspector: portToken<ImageInspector>('ImageInspector'),
  BackOfficeGateway: portToken<BackOfficeGateway>('BackOfficeGateway'),
  CatalogueDeskGateway: portToken<CatalogueDeskGateway>('CatalogueDeskGateway'),
  PayoutDeskGateway: portToken<PayoutDeskGateway>('PayoutDeskGateway'),
} as const;
