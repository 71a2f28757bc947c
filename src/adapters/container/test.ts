/**
 * Composition root of tests and headless runs: every port in memory — the catalogue over a
 * list of products, orders priced from the lines' own prices, a recording embed, analytics and
 * navigation, a fixed clock, ids in sequence. Given a `shop` connection, the catalogue, orders,
 * newsletter and gift cards talk to that running shop over HTTP instead (the headless example).
 */
import { Container } from 'inversify';
import { bindPort } from './typed';
import type { Product } from '../../application/model/catalogue';
import { TOKENS } from '../../application/ports/tokens';
import type { KeyValueStore } from '../../application/ports/key-value-store.port';
import { createStoredCampaign } from '../../application/flows/checkout/stored-campaign';
import {
  createInMemoryKeyValueStore,
  createInMemoryStorageArea,
  type InMemoryStorageArea,
} from '../storage/in-memory-key-value-store';
import { InMemoryCookieJar } from '../cookies/in-memory-cookie-jar';
import { RecordingNavigation } from '../navigation/recording-navigation';
import { SequenceIds } from '../ids/sequence-ids';
import { FixedClock } from '../clock/fixed-clock';
import { InMemoryPosterCatalog } from '../memory/in-memory-poster-catalog';
import { InMemoryOrderGateway } from '../memory/in-memory-order-gateway';
import { InMemoryNewsletter } from '../memory/in-memory-newsletter';
import { InMemoryGiftCards } from '../memory/in-memory-gift-cards';
import { RecordingAnalytics } from '../memory/recording-analytics';
import { RecordingCheckoutEmbed } from '../memory/recording-checkout-embed';
import { InMemoryGalleryWalls } from '../memory/in-memory-gallery-walls';
import { InMemoryImageUpload } from '../memory/in-memory-image-upload';
import { bindRemotePorts, type ShopConnection } from './remote-ports';
import { FixedSizeImages, InMemoryArtistAccount } from '../memory/in-memory-artist-account';
import { RecordingFileDownloads } from '../memory/recording-file-downloads';
import { InMemoryBackOffice } from '../memory/in-memory-back-office';
import { InMemoryCatalogueDesk } from '../memory/in-memory-catalogue-desk';
import { InMemoryPayoutDesk } from '../memory/in-memory-payout-desk';
import { PRODUCT_TYPE } from '../../domain/product';

export interface TestContainerOptions {
  readonly products?: readonly Product[];
  /** Storage shared with another container, like two tabs (or a reload) sharing localStorage. */
  readonly storageArea?: InMemoryStorageArea;
  readonly cookies?: Readonly<Record<string, string>>;
  /** The clock's instant; defaults to a fixed Thursday. */
  readonly now?: Date;
  /** Talk to this running shop over HTTP for catalogue, orders, newsletter and gift cards. */
  readonly shop?: ShopConnection;
}

export const DEFAULT_TEST_INSTANT = new Date('2026-11-19T10:00:00Z');

export const createTestContainer = (options: TestContainerOptions = {}): Container => {
  const container = new Container({ defaultScope: 'Singleton' });
  if (options.shop) bindRemotePorts(container, options.shop);
  else {
    bindPort(container, TOKENS.PosterCatalog).toResolvedValue(() => new InMemoryPosterCatalog(options.products ?? []));
    bindPort(container, TOKENS.OrderGateway).toResolvedValue(() => new InMemoryOrderGateway());
    bindPort(container, TOKENS.NewsletterGateway).toResolvedValue(() => new InMemoryNewsletter());
    bindPort(container, TOKENS.GiftCardGateway).toResolvedValue(() => new InMemoryGiftCards());
    bindPort(container, TOKENS.GalleryWallGateway).toResolvedValue(
      () =>
        new InMemoryGalleryWalls(
          (options.products ?? []).filter((p) => p.type !== PRODUCT_TYPE.frame),
          (options.products ?? []).filter((p) => p.type === PRODUCT_TYPE.frame),
        ),
    );
    bindPort(container, TOKENS.ImageUploadGateway).toResolvedValue(() => new InMemoryImageUpload());
    bindPort(container, TOKENS.ArtistAccountGateway).toResolvedValue(() => new InMemoryArtistAccount());
    bindPort(container, TOKENS.BackOfficeGateway).toResolvedValue(() => new InMemoryBackOffice());
    bindPort(container, TOKENS.CatalogueDeskGateway).toResolvedValue(() => new InMemoryCatalogueDesk());
    bindPort(container, TOKENS.PayoutDeskGateway).toResolvedValue(() => new InMemoryPayoutDesk());
  }
  bindPort(container, TOKENS.ImageInspector).toResolvedValue(() => new FixedSizeImages());
  bindPort(container, TOKENS.FileDownloads).toResolvedValue(() => new RecordingFileDownloads());
  const area = options.storageArea ?? createInMemoryStorageArea();
  bindPort(container, TOKENS.KeyValueStore).toResolvedValue(() => createInMemoryKeyValueStore(area));
  bindPort(container, TOKENS.CampaignSource).toResolvedValue(
    (store: KeyValueStore) => createStoredCampaign(store),
    [TOKENS.KeyValueStore],
  );
  bindPort(container, TOKENS.Analytics).toResolvedValue(() => new RecordingAnalytics());
  bindPort(container, TOKENS.CheckoutEmbed).toResolvedValue(() => new RecordingCheckoutEmbed());
  bindPort(container, TOKENS.CookieJar).toResolvedValue(() => new InMemoryCookieJar(options.cookies ?? {}));
  bindPort(container, TOKENS.Navigation).toResolvedValue(() => new RecordingNavigation());
  bindPort(container, TOKENS.IdSource).toResolvedValue(() => new SequenceIds('id'));
  bindPort(container, TOKENS.Clock).toResolvedValue(() => new FixedClock(options.now ?? DEFAULT_TEST_INSTANT));
  return container;
};
