import { Container } from 'inversify';
import { TOKENS } from '../../application/ports/tokens';
import type { KeyValueStore } from '../../application/ports/key-value-store.port';
import type { Analytics } from '../../application/ports/analytics.port';
import type { PosterCatalog } from '../../application/ports/catalogue.port';
import type { Clock } from '../../application/ports/clock.port';
import type { OrderGateway } from '../../application/ports/orders.port';
import type { CheckoutEmbed } from '../../application/ports/checkout-embed.port';
import type { NewsletterGateway } from '../../application/ports/newsletter.port';
import type { GiftCardGateway } from '../../application/ports/gift-cards.port';
import type { CampaignSource } from '../../application/ports/campaign.port';
import { fail } from '../../application/model/outcome';
import { createInMemoryKeyValueStore } from '../storage/in-memory-key-value-store';
import { systemClock } from '../clock/system-clock';

/**
 * Composition root of a server render: the catalogue is the server's in-process port (passed
 * in, so adapters never import the server). Browser-only ports are inert there — flows start
 * in the browser after hydration, so while rendering nothing calls them: storage is an empty
 * memory, analytics record nothing, and the buying ports answer "not here".
 */
const notWhileRendering = async () => fail('NETWORK', 'not available while rendering on the server');

export const createServerContainer = (catalog: PosterCatalog): Container => {
  const container = new Container();
  container.bind<PosterCatalog>(TOKENS.PosterCatalog).toConstantValue(catalog);
  container.bind<KeyValueStore>(TOKENS.KeyValueStore).toDynamicValue(() => createInMemoryKeyValueStore());
  container.bind<Analytics>(TOKENS.Analytics).toConstantValue({ track: () => undefined });
  container.bind<Clock>(TOKENS.Clock).toConstantValue(systemClock);
  container.bind<OrderGateway>(TOKENS.OrderGateway).toConstantValue({
    price: notWhileRendering, create: notWhileRendering, get: notWhileRendering, update: notWhileRendering,
  });
  container.bind<CheckoutEmbed>(TOKENS.CheckoutEmbed).toConstantValue({ mount: notWhileRendering });
  container.bind<NewsletterGateway>(TOKENS.NewsletterGateway).toConstantValue({ subscribe: notWhileRendering, unsubscribe: notWhileRendering });
  container.bind<GiftCardGateway>(TOKENS.GiftCardGateway).toConstantValue({ checkBalance: notWhileRendering });
  container.bind<CampaignSource>(TOKENS.CampaignSource).toConstantValue({ current: () => ({}), rememberLanding: () => undefined, forget: () => undefined });
  return container;
};
