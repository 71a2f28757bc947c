import { Container } from 'inversify';
import type { Store } from '../../domain/stores/stores';
import { TOKENS } from '../../application/ports/tokens';
import type { PosterCatalog } from '../../application/ports/catalogue.port';
import type { Clock } from '../../application/ports/clock.port';
import type { OrderGateway } from '../../application/ports/orders.port';
import type { NewsletterGateway } from '../../application/ports/newsletter.port';
import type { GiftCardGateway } from '../../application/ports/gift-cards.port';
import { createHttpClient } from '../http/http-client';
import { createHttpPosterCatalog } from '../http/http-poster-catalog';
import { createHttpOrderGateway } from '../http/http-orders';
import { createHttpNewsletterGateway } from '../http/http-newsletter';
import { createHttpGiftCardGateway } from '../http/http-gift-cards';
import { systemClock } from '../clock/system-clock';

/**
 * Composition root of the browser's remote ports (loaded on first use, see lazy-port.ts): the
 * catalogue, orders, newsletter and gift cards over fetch + io-ts, and the system clock.
 * Storage, analytics and the checkout embed are bound in entry-client directly, because the
 * cart needs them at hydration.
 */
export const CHECKOUT_PROVIDER = 'sandbox';

export const createBrowserContainer = (store: Store): Container => {
  const container = new Container();
  const http = createHttpClient({ fetch: (i, init) => fetch(i, init), baseUrl: '', store: store.code });
  container.bind<PosterCatalog>(TOKENS.PosterCatalog).toConstantValue(createHttpPosterCatalog(http));
  container.bind<OrderGateway>(TOKENS.OrderGateway).toConstantValue(createHttpOrderGateway(http, { provider: CHECKOUT_PROVIDER }));
  container.bind<NewsletterGateway>(TOKENS.NewsletterGateway).toConstantValue(createHttpNewsletterGateway(http));
  container.bind<GiftCardGateway>(TOKENS.GiftCardGateway).toConstantValue(createHttpGiftCardGateway(http));
  container.bind<Clock>(TOKENS.Clock).toConstantValue(systemClock);
  return container;
};
