/**
 * Checkout (docs/rules/checkout.md#checkout-order "Checkout", docs/rules/checkout.md#checkout-order "Checkout order", docs/rules/gift-cards-and-coupons.md#codes coupon codes, docs/rules/shop-wide.md#errors-and-redirects generic error).
 *
 * On opening, the cart is hidden and the checkout event fired (once per visit). An empty cart
 * shows the empty-cart message and makes no order. Otherwise the stored order is looked up
 * (domain `decideOrder`): a paid one goes to the confirmation; a failed lookup or no stored id
 * makes a new order; any other is updated. The server prices the cart and the codes before the
 * order is sent, so the order gets the codes the server applied. The order's embed is mounted,
 * retried 3 times, then the generic error.
 *
 * While it is open: a cart change suspends the embed, updates the order, resumes the embed and
 * reprices; adding or removing a code reprices, then updates the order (embed suspended
 * meanwhile). Changes that arrive during an update are caught up right after it (`revision`).
 * An update answered 409 means the order was paid meanwhile: the confirmation follows.
 *
 * Side effects are stubs; `createCheckoutActors(ports)` gives the real ones. `hideCart` and
 * `goToConfirmation` are wired by the shop system (system/flows/checkout.flow.ts).
 */
import { assign, fromPromise, not, setup } from 'xstate';
import type { CartLine } from '../../../domain';
import type { Outcome } from '../../model/outcome';
import type { AnalyticsItem } from '../../ports/analytics.port';
import { CHECKOUT_EMBED_ELEMENT_ID, type MountedCheckout } from '../../ports/checkout-embed.port';
import type { CheckoutOrder, CheckoutPricing, OrderRequest, PlacedOrder } from '../../ports/orders.port';
import { analyticsItems } from './analytics-items';
import { sameCode, type PricingAnswer } from './codes';
import { initialCheckoutContext, type CheckoutContext, type CheckoutInput } from './context';
import { EMBED_RETRY_DELAY_MS, embedAttempt, holdEmbed, type EmbedMount } from './embed';
import type { CheckoutEvent } from './events';
import { checkoutGuards, decides, fieldCode, notFound, paidMeanwhile, succeeded } from './guards';
import { createInput, keepPlacedOrder, repricing, toConfirmation, updateInput, updatingOpenOrder } from './transitions';

export type { CheckoutContext, CheckoutInput } from './context';
export type { CheckoutEvent } from './events';

const stub = (name: string) => () => {
  throw new Error(`provide ${name}`);
};

export const checkoutMachine = setup({
  types: { input: {} as CheckoutInput, context: {} as CheckoutContext, events: {} as CheckoutEvent },
  actors: {
    getOrder: fromPromise<Outcome<CheckoutOrder>, { readonly orderId: string }>(stub('getOrder')),
    priceCart: fromPromise<Outcome<CheckoutPricing>, { readonly lines: readonly CartLine[]; readonly codes: readonly string[] }>(
      stub('priceCart'),
    ),
    createOrder: fromPromise<Outcome<PlacedOrder>, { readonly request: OrderRequest; readonly idempotencyKey: string }>(
      stub('createOrder'),
    ),
    updateOrder: fromPromise<Outcome<PlacedOrder>, { readonly orderId: string; readonly request: OrderRequest }>(
      stub('updateOrder'),
    ),
    mountEmbed: fromPromise<Outcome<MountedCheckout>, EmbedMount>(stub('mountEmbed')),
    holdEmbed,
  },
  actions: {
    hideCart: stub('hideCart'),
    goToConfirmation: (_, _params: { readonly orderId: string }) => stub('goToConfirmation')(),
    rememberOrderId: (_, _params: { readonly orderId: string }) => stub('rememberOrderId')(),
    trackCheckout: (_, _params: { readonly items: readonly AnalyticsItem[] }) => stub('trackCheckout')(),
    suspendEmbed: ({ context }) => context.embed?.suspend(),
    resumeEmbed: ({ context }) => context.embed?.resume(),
    markCheckoutTracked: assign({ checkoutTracked: true }),
    setLines: assign(({ context, event }) =>
      event.type === 'checkout.cartChanged' ? { lines: event.lines, revision: context.revision + 1 } : {},
    ),
    markSent: assign({ sentRevision: ({ context }) => context.revision }),
    forgetOrder: assign({ orderId: null }),
    keepPricing: assign((_, { pricing }: { readonly pricing: PricingAnswer | null }) => ({ pricing })),
    keepPlacedOrder: assign((_, { outcome }: { readonly outcome: Outcome<PlacedOrder> }) =>
      outcome.ok ? { orderId: outcome.value.id, snippet: outcome.value.snippet } : {},
    ),
    openCouponEntry: assign({ couponEntryOpen: true }),
    closeCouponEntry: assign({ couponEntryOpen: false }),
    changeCouponField: assign({
      couponField: ({ context, event }) => (event.type === 'checkout.couponCode.change' ? event.value : context.couponField),
    }),
    clearCouponField: assign({ couponField: '' }),
    addCode: assign(({ context }) => ({ codes: [...context.codes, fieldCode(context)!], revision: context.revision + 1 })),
    removeCode: assign(({ context, event }) =>
      event.type === 'checkout.coupon.remove'
        ? { codes: context.codes.filter((c) => !sameCode(c, event.code)), revision: context.revision + 1 }
        : {},
    ),
    resetEmbedRetries: assign({ embedRetries: 0 }),
    countEmbedRetry: assign({ embedRetries: ({ context }) => context.embedRetries + 1 }),
    keepEmbed: assign((_, { embed }: { readonly embed: MountedCheckout | null }) => ({ embed })),
    dropEmbed: assign({ embed: null }),
    fail: assign({ error: { code: 'UNKNOWN' } as const }),
    clearError: assign({ error: null }),
  },
  guards: checkoutGuards,
  delays: { embedRetry: EMBED_RETRY_DELAY_MS },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => initialCheckoutContext(input),
  entry: 'hideCart',
  initial: 'Opening',
  on: {
    'checkout.couponEntry.open': { actions: 'openCouponEntry' },
    'checkout.couponEntry.close': { actions: 'closeCouponEntry' },
    'checkout.couponCode.change': { actions: 'changeCouponField' },
    // Recorded everywhere; `Ready` catches up on it, `Empty` reopens with it.
    'checkout.cartChanged': { actions: 'setLines' },
  },
  states: {
    Opening: {
      description: 'Decides between the empty-cart message and preparing the order; fires the checkout event once.',
      always: [
        { guard: 'cartIsEmpty', target: 'Empty' },
        {
          guard: not('checkoutTracked'),
          target: 'Preparing',
          actions: [
            { type: 'trackCheckout', params: ({ context }) => ({ items: analyticsItems(context.lines) }) },
            'markCheckoutTracked',
          ],
        },
        { target: 'Preparing' },
      ],
    },
    Empty: {
      description: 'The cart is empty: the page shows the empty-cart message; no order is made.',
      on: { 'checkout.cartChanged': { target: 'Opening', actions: 'setLines' } },
    },
    Preparing: {
      description: 'Finds the stored order, prices the cart, then creates or updates the order.',
      tags: ['busy'],
      initial: 'Choosing',
      states: {
        Choosing: {
          description: 'A stored order id is looked up; without one a new order is made.',
          always: [{ guard: 'hasOrder', target: 'LookingUp' }, { target: 'Pricing' }],
        },
        LookingUp: {
          description: 'The stored order is fetched: paid goes to confirmation, failed lookup makes a new order.',
          invoke: {
            src: 'getOrder',
            input: ({ context }) => ({ orderId: context.orderId! }),
            onDone: [
              { guard: decides('confirm'), target: '#checkout.Completed', actions: toConfirmation },
              { guard: decides('update'), target: 'Pricing' },
              { target: 'Pricing', actions: 'forgetOrder' },
            ],
            onError: { target: 'Pricing', actions: 'forgetOrder' },
          },
        },
        Pricing: repricing('The server prices the lines and tells which codes apply.', 'Placing'),
        Placing: {
          description: 'Creates a new order or updates the stored one.',
          always: [
            { guard: 'cartIsEmpty', target: '#checkout.Empty' },
            { guard: 'hasOrder', target: 'Updating' },
            { target: 'Creating' },
          ],
        },
        Creating: {
          description: 'A new order is created with the cart, the applied codes and the campaign.',
          entry: 'markSent',
          invoke: {
            src: 'createOrder',
            input: createInput,
            onDone: [
              { guard: succeeded, target: '#checkout.Embedding', actions: keepPlacedOrder },
              { target: '#checkout.Failed' },
            ],
            onError: { target: '#checkout.Failed' },
          },
        },
        Updating: {
          description: 'The stored order is updated with the cart, the applied codes and the campaign.',
          entry: 'markSent',
          invoke: {
            src: 'updateOrder',
            input: updateInput,
            onDone: [
              { guard: succeeded, target: '#checkout.Embedding', actions: keepPlacedOrder },
              { guard: paidMeanwhile, target: '#checkout.Completed', actions: toConfirmation },
              { guard: notFound, target: 'Creating', actions: 'forgetOrder' },
              { target: '#checkout.Failed' },
            ],
            onError: { target: '#checkout.Failed' },
          },
        },
      },
    },
    Embedding: {
      description: "The order's embed is mounted; a failed attempt is retried 3 times, 500 ms apart.",
      tags: ['busy'],
      entry: 'resetEmbedRetries',
      initial: 'Mounting',
      states: {
        Mounting: {
          description: 'One attempt to mount the embed in its element.',
          invoke: {
            src: 'mountEmbed',
            input: ({ context }) => ({
              elementId: CHECKOUT_EMBED_ELEMENT_ID,
              snippet: context.snippet!,
              mode: 'checkout' as const,
            }),
            ...embedAttempt('#checkout.Open', '#checkout.Failed'),
          },
        },
        Waiting: { description: 'Pause before the next attempt.', after: { embedRetry: 'Mounting' } },
      },
    },
    Open: {
      description: 'The embed is shown: the shopper pays, changes the cart or enters codes.',
      invoke: { src: 'holdEmbed', input: ({ context }) => ({ embed: context.embed! }) },
      exit: 'dropEmbed',
      on: {
        'checkout.completed': { guard: 'ownOrder', target: 'Completed', actions: toConfirmation },
      },
      initial: 'Ready',
      states: {
        Ready: {
          description: 'Nothing pending; a cart change recorded meanwhile is caught up at once.',
          always: [
            { guard: 'cartIsEmpty', target: '#checkout.Empty' },
            { guard: 'stale', target: 'Syncing' },
          ],
          on: {
            'checkout.coupon.add': [
              { guard: 'couponIsNew', target: 'Refreshing', actions: ['addCode', 'clearCouponField', 'closeCouponEntry'] },
              { guard: 'couponIsEntered', actions: ['clearCouponField', 'closeCouponEntry'] },
            ],
            'checkout.coupon.remove': { guard: 'codeIsEntered', target: 'Refreshing', actions: 'removeCode' },
          },
        },
        Syncing: {
          description: 'The cart changed: embed suspended, order updated, embed resumed, then repriced.',
          tags: ['busy'],
          initial: 'Updating',
          states: {
            Updating: updatingOpenOrder('The order gets the new lines while the embed is suspended.', 'Repricing'),
            Repricing: repricing('The discounts are resynchronised with the new lines.', '#checkout.Open.Ready'),
          },
        },
        Refreshing: {
          description: 'The codes changed: repriced, then the order updated with the applied codes.',
          tags: ['busy'],
          initial: 'Repricing',
          states: {
            Repricing: repricing('The server says which codes apply and what they take off.', 'Updating'),
            Updating: updatingOpenOrder('The order gets the applied codes while the embed is suspended.', '#checkout.Open.Ready'),
          },
        },
      },
    },
    Failed: {
      description: 'The generic unknown-error alert: the order could not be made or the embed not shown.',
      tags: ['error'],
      entry: 'fail',
      exit: 'clearError',
      on: { 'checkout.retry': { target: 'Opening' } },
    },
    Completed: { description: 'Paid: the page went to the confirmation.', type: 'final' },
  },
});
