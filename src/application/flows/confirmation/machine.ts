/**
 * Order confirmation (docs/rules/checkout.md#checkout-order "Confirmation: embed in confirmation mode; records a purchase
 * event, clears the cart and the stored order id", docs/rules/checkout.md#delivery-estimate estimated delivery date, docs/rules/checkout.md#delivery-estimate tracking
 * snippets and the customer-review opt-in).
 *
 * The order is read first. Only a paid order (checkout_complete) is confirmed: the purchase
 * event fires, the cart, the stored order id and the campaign are cleared, and the embed is
 * mounted in confirmation mode (retried like the checkout's). An order not paid yet records and
 * clears nothing.
 *
 * The customer-review opt-in (`confirmation.reviewOptIn`) is accepted once, on a confirmed
 * order whose delivery estimate is known: it reports the order, its e-mail and country and the
 * estimate (YYYY-MM-DD) for a review invitation after delivery.
 *
 * Decision: the purchase event fires once per paid order in practice, not only once per visit:
 * its items are the cart's lines, and the cart is cleared in the same step, so a reload of the
 * confirmation finds an empty cart and reports nothing again.
 *
 * Side effects are stubs; `createConfirmationActors(ports)` gives the real ones; `clearCart`
 * is wired by the shop system (it sends `cart.clear` to the cart).
 */
import { assign, fromPromise, setup } from 'xstate';
import { CHECKOUT_COMPLETE, formatIsoDate, type CartLine } from '../../../domain';
import type { Outcome } from '../../model/outcome';
import type { AnalyticsEvent, AnalyticsItem } from '../../ports/analytics.port';
import { CONFIRMATION_EMBED_ELEMENT_ID, type MountedCheckout } from '../../ports/checkout-embed.port';
import type { CheckoutOrder } from '../../ports/orders.port';
import { analyticsItems } from '../checkout/analytics-items';
import { EMBED_MAX_RETRIES, EMBED_RETRY_DELAY_MS, embedAttempt, holdEmbed, type EmbedMount } from '../checkout/embed';
import { succeeded } from '../checkout/guards';
import { estimatedDeliveryOf, initialConfirmationContext, type ConfirmationContext, type ConfirmationInput } from './context';

export type { ConfirmationContext, ConfirmationInput } from './context';

export type ConfirmationEvent = { readonly type: 'confirmation.retry' } | { readonly type: 'confirmation.reviewOptIn' };

export type ReviewOptIn = Extract<AnalyticsEvent, { type: 'reviewOptIn' }>;

const reviewOptInOf = (context: ConfirmationContext): ReviewOptIn | null => {
  const delivery = estimatedDeliveryOf(context.today);
  const order = context.order;
  return order && delivery
    ? {
        type: 'reviewOptIn',
        orderId: order.id,
        email: order.email,
        country: order.country,
        estimatedDelivery: formatIsoDate(delivery),
      }
    : null;
};

type Looked = { readonly event: { readonly output: Outcome<CheckoutOrder> } };
const paid = ({ event }: Looked): boolean => event.output.ok && event.output.value.status === CHECKOUT_COMPLETE;

const clearing = [
  {
    type: 'keepMadeForYou',
    params: ({ context }: { readonly context: ConfirmationContext }) => ({ orderId: context.orderId, lines: context.lines }),
  },
  'clearCart',
  { type: 'forgetOrderId', params: ({ context }: { readonly context: ConfirmationContext }) => ({ orderId: context.orderId }) },
  'forgetCampaign',
] as const;

const stub = (name: string) => () => {
  throw new Error(`provide ${name}`);
};

export const confirmationMachine = setup({
  types: {
    input: {} as ConfirmationInput,
    context: {} as ConfirmationContext,
    events: {} as ConfirmationEvent,
  },
  actors: {
    getOrder: fromPromise<Outcome<CheckoutOrder>, { readonly orderId: string }>(stub('getOrder')),
    mountEmbed: fromPromise<Outcome<MountedCheckout>, EmbedMount>(stub('mountEmbed')),
    holdEmbed,
  },
  actions: {
    trackPurchase: (_, _params: { readonly orderId: string; readonly items: readonly AnalyticsItem[] }) =>
      stub('trackPurchase')(),
    clearCart: stub('clearCart'),
    keepMadeForYou: (_, _params: { readonly orderId: string; readonly lines: readonly CartLine[] }) => stub('keepMadeForYou')(),
    forgetOrderId: (_, _params: { readonly orderId: string }) => stub('forgetOrderId')(),
    forgetCampaign: stub('forgetCampaign'),
    trackReviewOptIn: (_, _params: ReviewOptIn) => stub('trackReviewOptIn')(),
    markReviewOptedIn: assign({ reviewOptedIn: true }),
    keepOrder: assign((_, { outcome }: { readonly outcome: Outcome<CheckoutOrder> }) =>
      outcome.ok ? { order: outcome.value } : {},
    ),
    countEmbedRetry: assign({ embedRetries: ({ context }) => context.embedRetries + 1 }),
    notPaid: assign({ error: { code: 'NOT_PAID' } as const }),
    fail: assign({ error: { code: 'UNKNOWN' } as const }),
    clearError: assign({ error: null, embedRetries: 0 }),
    keepEmbed: assign((_, { embed }: { readonly embed: MountedCheckout | null }) => ({ embed })),
    dropEmbed: assign({ embed: null }),
  },
  guards: {
    hasLines: ({ context }) => context.lines.length > 0,
    mayOptInToReview: ({ context }) => !context.reviewOptedIn && reviewOptInOf(context) !== null,
    embedRetriesLeft: ({ context }) => context.embedRetries < EMBED_MAX_RETRIES,
  },
  delays: { embedRetry: EMBED_RETRY_DELAY_MS },
}).createMachine({
  id: 'confirmation',
  context: ({ input }) => initialConfirmationContext(input),
  initial: 'Loading',
  states: {
    Loading: {
      description: 'The order is read.',
      tags: ['busy'],
      invoke: {
        src: 'getOrder',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: [
          {
            guard: paid,
            target: 'Recording',
            actions: { type: 'keepOrder', params: ({ event }) => ({ outcome: event.output }) },
          },
          {
            guard: succeeded,
            target: 'NotPaid',
            actions: { type: 'keepOrder', params: ({ event }) => ({ outcome: event.output }) },
          },
          { target: 'Failed' },
        ],
        onError: { target: 'Failed' },
      },
    },
    Recording: {
      description: 'Paid: the purchase is reported (while the cart still holds it); cart, order id and campaign are cleared.',
      always: [
        {
          guard: 'hasLines',
          target: 'Confirmed',
          actions: [
            {
              type: 'trackPurchase',
              params: ({ context }) => ({ orderId: context.orderId, items: analyticsItems(context.lines) }),
            },
            ...clearing,
          ],
        },
        { target: 'Confirmed', actions: clearing },
      ],
    },
    Confirmed: {
      description: "The order is paid: delivery estimate, tracking snippets, the review opt-in and the provider's confirmation.",
      initial: 'Mounting',
      on: {
        'confirmation.reviewOptIn': {
          guard: 'mayOptInToReview',
          actions: [{ type: 'trackReviewOptIn', params: ({ context }) => reviewOptInOf(context)! }, 'markReviewOptedIn'],
        },
      },
      states: {
        Mounting: {
          description: 'One attempt to mount the embed in confirmation mode.',
          tags: ['busy'],
          invoke: {
            src: 'mountEmbed',
            input: ({ context }) => ({
              elementId: CONFIRMATION_EMBED_ELEMENT_ID,
              snippet: context.order!.snippet,
              mode: 'confirmation' as const,
            }),
            ...embedAttempt('Shown', 'EmbedFailed'),
          },
        },
        Waiting: { description: 'Pause before the next attempt.', tags: ['busy'], after: { embedRetry: 'Mounting' } },
        Shown: {
          description: "The provider's confirmation is shown.",
          invoke: { src: 'holdEmbed', input: ({ context }) => ({ embed: context.embed! }) },
          exit: 'dropEmbed',
        },
        EmbedFailed: {
          description: "The provider's confirmation could not be shown; the rest of the page stands.",
          tags: ['error'],
          entry: 'fail',
        },
      },
    },
    NotPaid: {
      description: 'The order is not paid: nothing is reported or cleared.',
      tags: ['error'],
      entry: 'notPaid',
    },
    Failed: {
      description: 'The order could not be read: the generic error.',
      tags: ['error'],
      entry: 'fail',
      exit: 'clearError',
      on: { 'confirmation.retry': { target: 'Loading' } },
    },
  },
});
