import { createContext, useContext } from 'react';
import type { Store } from '../domain/stores/stores';
import type { PosterCatalog } from '../application/ports/catalogue.port';
import type { ShellData } from '../application/loaders/shell.loader';
import type { KeyValueStore } from '../application/ports/key-value-store.port';
import type { Analytics } from '../application/ports/analytics.port';
import type { OrderGateway } from '../application/ports/orders.port';
import type { CheckoutEmbed } from '../application/ports/checkout-embed.port';
import type { NewsletterGateway } from '../application/ports/newsletter.port';
import type { GiftCardGateway } from '../application/ports/gift-cards.port';
import type { CampaignSource } from '../application/ports/campaign.port';
import type { Clock } from '../application/ports/clock.port';

/** The ports of buying: orders, the hosted-checkout embed, newsletter, gift cards, campaign, clock. */
export interface CommercePorts {
  readonly orders: OrderGateway;
  readonly embed: CheckoutEmbed;
  readonly newsletter: NewsletterGateway;
  readonly giftCards: GiftCardGateway;
  readonly campaign: CampaignSource;
  readonly clock: Clock;
}

/**
 * What the composition roots hand to the view: the store, the ports, the layout data.
 */
export interface AppServices {
  readonly store: Store;
  readonly catalog: PosterCatalog;
  /** Browser storage (cart, wishlist); in memory on the server. */
  readonly keyValueStore: KeyValueStore;
  readonly analytics: Analytics;
  readonly commerce: CommercePorts;
  /** Called once after hydration (opens browser storage). */
  readonly hydrated?: () => void;
  /** A fresh id for a cart line. */
  readonly newId: () => string;
  readonly shell: ShellData;
  readonly year: number;
  /** Cookies the view reads (consent and hidden banners), as sent with the request. */
  readonly cookies: Readonly<Record<string, string>>;
}

export const AppContext = createContext<AppServices | null>(null);

export const useApp = (): AppServices => {
  const ctx = useContext(AppContext);
  if (!ctx) throw new Error('AppContext missing: render inside <App>');
  return ctx;
};
