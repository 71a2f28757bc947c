/** Dependency-injection tokens of the ports (plain symbols; the containers bind them). */
export const TOKENS = {
  PosterCatalog: Symbol.for('PosterCatalog'),
  Clock: Symbol.for('Clock'),
  KeyValueStore: Symbol.for('KeyValueStore'),
  Analytics: Symbol.for('Analytics'),
  OrderGateway: Symbol.for('OrderGateway'),
  CheckoutEmbed: Symbol.for('CheckoutEmbed'),
  NewsletterGateway: Symbol.for('NewsletterGateway'),
  GiftCardGateway: Symbol.for('GiftCardGateway'),
  CampaignSource: Symbol.for('CampaignSource'),
  CookieJar: Symbol.for('CookieJar'),
  Navigation: Symbol.for('Navigation'),
  IdSource: Symbol.for('IdSource'),
  GalleryWallGateway: Symbol.for('GalleryWallGateway'),
  ImageUploadGateway: Symbol.for('ImageUploadGateway'),
  ArtistAccountGateway: Symbol.for('ArtistAccountGateway'),
  ImageInspector: Symbol.for('ImageInspector'),
} as const;
