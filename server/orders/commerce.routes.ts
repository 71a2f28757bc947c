/**
 * Everything that takes money, wired in one call from server/app.ts: cart pricing and orders on
 * the configured checkout provider (CHECKOUT_PROVIDER, default "sandbox", whose hosted pages come
 * with it). Gift-card balances and the newsletter are capabilities of their own, mounted beside it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/db.port.js';
import type { StoreContext } from '../http/store-context.js';
import type { GuessLimiter } from '../http/guess-limiter.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { checkoutRoutes } from './order.routes.js';
import type { CheckoutProvider } from './checkout-provider.port.js';
import type { RecordSales } from './record-sales.port.js';
import type { Personaliser } from './personaliser.port.js';
import type { ExchangeRates } from '../platform/exchange-rates.port.js';

export const commerceRoutes = (
  app: FastifyInstance,
  deps: {
    readonly db: Db;
    readonly context: (req: FastifyRequest) => StoreContext;
    readonly clock?: Clock;
    /** The hosted checkout; CHECKOUT_PROVIDER's adapter from providers.ts unless given. */
    readonly provider: CheckoutProvider;
    readonly personaliser: Personaliser;
    readonly rates: ExchangeRates;
    readonly recordSales: RecordSales;
    readonly onPaid?: (orderId: string) => void;
    /** The one guessing limit of every path that looks a gift-card or coupon code up. */
    readonly guesses: GuessLimiter;
  },
): void => {
  const clock = deps.clock ?? systemClock;
  checkoutRoutes(app, {
    db: deps.db,
    context: deps.context,
    provider: deps.provider,
    clock,
    personaliser: deps.personaliser,
    rates: deps.rates,
    recordSales: deps.recordSales,
    onPaid: deps.onPaid,
    guesses: deps.guesses,
  });
};
