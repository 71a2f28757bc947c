/**
 * Orders on the hosted checkout (docs/rules/checkout.md#checkout-order): what creating, changing and reading an order means,
 * apart from HTTP. Each write is one transaction: the cart is priced from the database (never
 * from the client), personalised lines are kept, the order is written, and the provider's
 * session is opened or updated, so a failure at any step leaves nothing half-written.
 * A paid order can no longer change (ORDER.ALREADY_PAID). Refusals are outcomes with stable codes.
 */
import type { Db, Queryable } from '../db/db.port.js';
import { failed, refuse, settle, succeeded, type Outcome } from '../platform/outcome.js';
import type { Store } from '../../src/domain/stores/stores.js';
import type { Clock } from '../platform/clock.js';
import type { ExchangeRates } from '../platform/exchange-rates.port.js';
import type { PersonalisedCart, Personaliser } from './personaliser.port.js';
import type { CheckoutProvider } from './checkout-provider.port.js';
import type { Payments } from './payments.js';
import { notForSale } from './not-for-sale.js';
import { oncePerKey } from './idempotency.js';
import {
  findOrder,
  insertOrder,
  replaceOrderContent,
  setProviderRef,
  type OrderContent,
  type StoredOrder,
} from './order.repository.js';
import { newOrderId } from './order-id.js';
import { isOrderId } from '../../src/domain/checkout/index.js';
import { priceCart, type Pricing, type RequestedLine } from './pricing.js';

/** An order request after its fields were checked at the edge. */
export interface OrderInput {
  readonly lines: readonly RequestedLine[];
  readonly codes: readonly string[];
  readonly campaign: Readonly<Record<string, string>>;
}

/** What a write answers: the order and its snippet, and the codes that matched nothing (failed guesses). */
export interface OrderWritten {
  readonly id: string;
  readonly snippet: string;
  readonly unmatched: readonly string[];
}

export interface OrderServiceDeps {
  readonly db: Db;
  readonly provider: CheckoutProvider;
  readonly clock: Clock;
  /** Personalised and upload lines are checked and kept by the personalisation. */
  readonly personaliser: Personaliser;
  readonly rates: ExchangeRates;
  /** The orders' payment calls, for a provider that brings in a payment when its order is read. */
  readonly payments?: Payments;
}

export const ALREADY_PAID = 'This order is already paid and can no longer be changed. Start a new order for further items.';

export const createOrderService = ({ db, provider, clock, personaliser, rates, payments }: OrderServiceDeps) => {
  const now = () => new Date(clock.now());

  const contentOf = async (
    tx: Queryable,
    store: Store,
    input: OrderInput,
  ): Promise<OrderContent & { personalised: PersonalisedCart<unknown> }> => {
    const priced = await priceCart(tx, store, input.lines, input.codes, now(), rates);
    if (!priced.ok) return refuse('CART.NOT_FOR_SALE', notForSale(priced.error, 'cart'));
    const personalised = await personaliser(tx, priced.value.lines, 'cart');
    return {
      pricing: { ...priced.value, lines: personalised.lines },
      codes: input.codes,
      campaignData: input.campaign,
      personalised,
    };
  };

  const create = async (tx: Queryable, store: Store, input: OrderInput): Promise<OrderWritten> => {
    const content = await contentOf(tx, store, input);
    const id = newOrderId();
    await insertOrder(tx, id, provider.name, content);
    await content.personalised.keep(tx, id);
    const session = await provider.createSession((await findOrder(tx, id))!);
    await setProviderRef(tx, id, session.reference);
    return { id, snippet: session.snippet, unmatched: content.pricing.unmatched };
  };

  const orderNotFound = (id: string) => `Order "${id}" was not found`;

  const find = async (id: string): Promise<Outcome<StoredOrder>> => {
    const order = isOrderId(id) ? await findOrder(db, id) : null;
    if (!order || order.provider !== provider.name) return failed('ORDER.NOT_FOUND', orderNotFound(id));
    return succeeded(order);
  };

  return {
    /** The server's pricing of a cart (POST /api/cart/price); lines not for sale are refused naming `field`. */
    price: async (
      store: Store,
      lines: readonly RequestedLine[],
      codes: readonly string[],
      field: string,
    ): Promise<Outcome<Pricing>> => {
      const settled = await settle(() => priceCart(db, store, lines, codes, now(), rates));
      if (!settled.ok) return settled;
      const priced = settled.value;
      return priced.ok ? succeeded(priced.value) : failed('CART.NOT_FOR_SALE', notForSale(priced.error, field));
    },

    /**
     * Creates an order. With an idempotency key, the first answer is stored under the key and
     * replayed for the same request (`hash`); the same key with another request is refused.
     */
    create: (store: Store, input: OrderInput, idempotency?: { readonly key: string; readonly hash: string }) =>
      settle(() =>
        db.transaction(async (tx): Promise<{ written: OrderWritten; replayed: boolean }> => {
          if (!idempotency) return { written: await create(tx, store, input), replayed: false };
          let written: OrderWritten | undefined;
          const once = await oncePerKey(tx, idempotency.key, idempotency.hash, async () => {
            written = await create(tx, store, input);
            return { id: written.id, snippet: written.snippet };
          });
          return { written: written ?? { ...once.answer, unmatched: [] }, replayed: once.replayed };
        }),
      ),

    /** Replaces an unpaid order's cart and codes; a paid one is refused (ORDER.ALREADY_PAID). */
    update: (store: Store, id: string, input: OrderInput): Promise<Outcome<OrderWritten>> =>
      settle(() =>
        db.transaction(async (tx) => {
          const current = await findOrder(tx, id, true);
          if (!current || current.provider !== provider.name) return refuse('ORDER.NOT_FOUND', orderNotFound(id));
          if (current.status === 'checkout_complete') return refuse('ORDER.ALREADY_PAID', ALREADY_PAID);
          const content = await contentOf(tx, store, input);
          await replaceOrderContent(tx, current.id, content);
          await content.personalised.keep(tx, current.id);
          const session = await provider.updateSession((await findOrder(tx, current.id))!);
          await setProviderRef(tx, current.id, session.reference ?? current.provider_ref);
          return { id: current.id, snippet: session.snippet, unmatched: content.pricing.unmatched };
        }),
      ),

    /** An order of this provider by id; any other id is ORDER.NOT_FOUND. */
    find,

    /** An order of this provider by id, with its snippet and, once paid, its tracking. */
    view: async (
      id: string,
    ): Promise<Outcome<{ order: StoredOrder; snippet: string; tracking: Readonly<Record<string, string>> }>> => {
      let found = await find(id);
      if (!found.ok) return found;
      if (payments && found.value.status === 'checkout_incomplete') {
        // The shopper may be back from a payment whose callback has not arrived yet.
        await provider.catchUp(found.value, { clock, payments });
        found = await find(id);
        if (!found.ok) return found;
      }
      const order = found.value;
      return succeeded({
        order,
        snippet: await provider.snippet(order),
        tracking: order.status === 'checkout_complete' ? { ...provider.tracking(order) } : {},
      });
    },
  };
};
export type OrderService = ReturnType<typeof createOrderService>;
