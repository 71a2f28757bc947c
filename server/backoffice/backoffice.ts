/**
 * The back office wired in one call from server/app.ts: staff sign-in through OpenID
 * Connect with the back office's own client settings (by default the wallet's; the demo's
 * sandbox wallet when no issuer is configured), staff sessions and their guard on /api/admin/*,
 * the order desk, the shopper's order-status answer and the e-mails with their outbox.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/db.port.js';
import type { Clock } from '../platform/clock.js';
import type { MediaStore } from '../platform/media-store.port.js';
import { createOidcWalletLogin } from '../auth/oidc-wallet-login.js';
import type { WalletLogin } from '../auth/wallet-login.port.js';
import { inProcessFetch } from '../http/in-process-fetch.js';
import { createMailOutbox, type MailOutbox } from '../mail/mail-outbox.js';
import type { Mailer } from '../mail/mailer.port.js';
import { guardAdminApi, staffToken } from './staff-guard.js';
import { mayDo } from '../../src/domain/backoffice/roles.js';
import { STAFF_CALLBACK_PATH, staffLoginRoutes } from './staff-login.routes.js';
import { createStaffSessions } from './staff-sessions.js';
import { createOrderDesk } from './order-desk.service.js';
import { createPrintFileDesk } from './print-files.service.js';
import { createPackingSlipDesk } from './packing-slips.service.js';
import { adminOrderRoutes } from './orders.routes.js';
import { orderMails, type MailGiftCard } from './order-mails.js';
import { mailOrderOf, ordersWithoutConfirmation } from './admin-orders.repository.js';
import { outboxRoutes } from './outbox.routes.js';
import { auditRoutes } from './audit.routes.js';
import { catalogueDesk } from './catalogue-desk.js';
import type { ExchangeRates } from '../platform/exchange-rates.port.js';
import { createPrintRetry } from './print-retry.service.js';
import { printRetryRoutes } from './print-retry.routes.js';
import type { ReadOrder } from './order-records.port.js';
import type { OrderPrints } from './order-prints.port.js';
import type { VoidGiftCards } from './gift-card-voids.port.js';
import type { OrderChanges } from './order-changes.port.js';
import { refundRoutes } from './refunds.routes.js';
import { csvExportRoutes } from './csv-exports.routes.js';
import { payoutRoutes } from './payouts/payouts.routes.js';
import { createPayoutDesk } from './payouts/payout-desk.service.js';
import type { PayoutLedger } from './payouts/payout-ledger.port.js';
import { productRoutes } from './products/products.routes.js';
import type { ProductManagement } from './products/product-management.port.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shopper e-mails waiting to be sent (tests drain it when a retry falls due). */
    mailOutbox: MailOutbox;
  }
}

export interface BackOfficeDeps {
  readonly config: Config;
  readonly db: Db;
  readonly media: MediaStore;
  readonly clock: Clock;
  /** The demo's embedded wallet provider's path, used when no issuer is configured (demo mode only). */
  readonly embeddedWalletPath?: string;
  /** Replaces the OIDC client (tests of the session rules alone). */
  readonly login?: WalletLogin;
  /** The shoppers' e-mails go out through it (server/process-deps.ts: SMTP_URL's server, or none). */
  readonly mailer: Mailer;
  /** Euro rates for the coupons' amounts and the prices of posters approved in the review queue. */
  readonly rates: ExchangeRates;
  /** Woken when the staff retry a failed print job (server/personalisation's print queue). */
  readonly printQueue: { enqueue(orderId: string): void };
  /** Orders as the checkout stored them (server/orders). */
  readonly readOrder: ReadOrder;
  /** Paid orders' print files and print jobs (server/personalisation). */
  readonly orderPrints: OrderPrints;
  /** Every change of an order: fulfilment moves, refunds, cancellations (server/orders). */
  readonly orderChanges: OrderChanges;
  /** The gift cards' void, for the gift-card and catalogue desks. */
  readonly voidGiftCards: VoidGiftCards;
  /** The gift cards an order bought (the gift cards' own read), for their e-mail. */
  readonly giftCardsBought: (orderId: string) => Promise<readonly MailGiftCard[]>;
  /** The artists' ledger as a payout run reads and writes it (server/artists). */
  readonly payoutLedger: PayoutLedger;
  /** The catalogue's product management (server/catalogue/management), under /api/admin/catalogue. */
  readonly products?: ProductManagement;
}

export interface BackOffice {
  /** Writes the order confirmation for a paid order and sends it; never throws (the payment stands). */
  orderPaid(orderId: string): Promise<void>;
  /**
   * Whether the request carries a live staff session whose role may moderate (reviewer, admin): the
   * review queue's pictures of posters still in review are shown to them (server/artists/artist-media.routes.ts).
   */
  mayModerate(req: FastifyRequest): Promise<boolean>;
}

/** A stop between payment and its confirmation is caught up at start for orders paid this long ago at most. */
const CONFIRMATION_CATCH_UP_MS = 24 * 3_600_000;

/** The staff callback the embedded provider must accept beside the artists' (server/marketplace.ts). */
export const staffCallbackUrl = (publicUrl: string): string => `${publicUrl}${STAFF_CALLBACK_PATH}`;

export const backOfficeRoutes = async (app: FastifyInstance, deps: BackOfficeDeps): Promise<BackOffice> => {
  const { config, db, readOrder, orderPrints: prints } = deps;
  const { clock } = deps;
  const s = config.staff;
  const embedded = s.issuerUrl === undefined ? deps.embeddedWalletPath : undefined;
  const login =
    deps.login ??
    createOidcWalletLogin({
      issuer: s.issuerUrl ?? `${config.publicUrl}${embedded ?? '/no-staff-provider'}`,
      clientId: s.clientId,
      clientSecret: s.clientSecret,
      redirectUri: staffCallbackUrl(config.publicUrl),
      ...(embedded ? { fetch: inProcessFetch(app, new URL(config.publicUrl).origin, embedded) } : {}),
    });
  // Staff sessions follow the artists' timeouts (SESSION_IDLE_MINUTES, SESSION_ABSOLUTE_HOURS).
  const sessions = createStaffSessions(db, clock, {
    idleMs: config.auth.idleTimeoutMinutes * 60_000,
    absoluteMs: config.auth.absoluteTimeoutHours * 3_600_000,
  });
  const outbox = createMailOutbox({ db, mailer: deps.mailer, clock, log: app.log });
  const mails = orderMails(config.publicUrl);
  app.decorate('mailOutbox', outbox);

  const orderPaid = async (orderId: string): Promise<void> => {
    try {
      // Gift cards are digital: their codes go out at once, in an e-mail of their own.
      const cards = await deps.giftCardsBought(orderId);
      await db.transaction(async (tx) => {
        const order = await mailOrderOf(tx, orderId);
        const token = order ? await deps.orderChanges.statusToken(tx, orderId) : null;
        if (!order || !token) return;
        await outbox.write(tx, { ...mails.confirmation(order, token), orderId, kind: 'order_confirmation' });
        if (cards.length) await outbox.write(tx, { ...mails.giftCards(order, token, cards), orderId, kind: 'gift_cards' });
      });
      await outbox.drain();
    } catch (err) {
      app.log.error({ err, orderId }, 'order confirmation not written');
    }
  };

  await app.register(async (scope) => {
    guardAdminApi(scope, { sessions, members: s.members });
    staffLoginRoutes(scope, {
      db,
      clock,
      sessions,
      login,
      publicUrl: config.publicUrl,
      members: s.members,
      originFromRequest: config.publicUrlFromRequest && embedded !== undefined,
    });
    const desk = createOrderDesk({ db, clock, media: deps.media, outbox, mails, readOrder, prints, changes: deps.orderChanges });
    adminOrderRoutes(scope, {
      desk,
      prints: createPrintFileDesk({ db, clock, media: deps.media, prints, readOrder }),
      slips: createPackingSlipDesk({ db, clock, readOrder, changes: deps.orderChanges }),
    });
    printRetryRoutes(scope, {
      desk,
      retry: createPrintRetry({ db, clock, prints, wake: deps.printQueue.enqueue, fulfilmentOf: deps.orderChanges.fulfilmentOf }),
    });
    refundRoutes(scope, { desk });
    outboxRoutes(scope, { db });
    auditRoutes(scope, { db });
    csvExportRoutes(scope, { db, now: () => clock.now() });
    catalogueDesk(scope, {
      db,
      clock,
      rates: deps.rates,
      voidGiftCards: deps.voidGiftCards,
    });
    payoutRoutes(scope, {
      desk: createPayoutDesk({ db, clock, ledger: deps.payoutLedger, outbox, config: config.payouts }),
      config: config.payouts,
    });
    if (deps.products) await productRoutes(scope, { products: deps.products, now: () => clock.now() });
  });
  // Nothing of the back office or a sign-in is for search engines (robots.txt disallows them too).
  app.addHook('onSend', async (req, reply) => {
    if (/^\/(admin|api\/admin|auth\/staff)(\/|\?|$)/.test(req.url)) void reply.header('x-robots-tag', 'noindex, nofollow');
  });
  app.addHook('onReady', async () => {
    for (const id of await ordersWithoutConfirmation(db, new Date(clock.now() - CONFIRMATION_CATCH_UP_MS))) await orderPaid(id);
    void outbox.drain();
  });
  app.addHook('onClose', async () => {
    await outbox.drain();
    outbox.stop();
  });
  const mayModerate = async (req: FastifyRequest): Promise<boolean> => {
    const token = staffToken(req);
    const session = token ? await sessions.read(token) : undefined;
    const role = session ? s.members.get(session.subject) : undefined;
    return role !== undefined && mayDo(role, 'moderation');
  };
  return { orderPaid, mayModerate };
};
