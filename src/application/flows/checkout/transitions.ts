/** Pieces of the checkout's transitions used in several states: invoke inputs and actions. */
import type { Outcome } from '../../model/outcome';
import type { CheckoutPricing, OrderRequest, PlacedOrder } from '../../ports/orders.port';
import { codesForOrder } from './codes';
import type { CheckoutContext } from './context';
import { paidMeanwhile, succeeded } from './guards';
import { idempotencyKeyFor } from './idempotency-key';

type At<E> = { readonly context: CheckoutContext; readonly event: E };

export const orderRequest = (c: CheckoutContext): OrderRequest => ({
  lines: c.lines,
  coupons: codesForOrder(c.codes, c.pricing),
  campaign: c.campaign,
});

export const pricingInput = ({ context }: At<unknown>) => ({ lines: context.lines, codes: context.codes });
export const createInput = ({ context }: At<unknown>) => ({
  request: orderRequest(context),
  idempotencyKey: idempotencyKeyFor(context.idempotencyKey, context.revision),
});
export const updateInput = ({ context }: At<unknown>) => ({ orderId: context.orderId!, request: orderRequest(context) });

export const toConfirmation = {
  type: 'goToConfirmation',
  params: ({ context }: At<unknown>) => ({ orderId: context.orderId! }),
} as const;

/** Keeps the pricing with the codes it was asked about (a failed pricing keeps none). */
export const keepPricing = {
  type: 'keepPricing',
  params: ({ context, event }: At<{ readonly output: Outcome<CheckoutPricing> }>) => ({
    pricing: event.output.ok ? { pricing: event.output.value, codes: context.codes } : null,
  }),
} as const;
export const noPricing = { type: 'keepPricing', params: { pricing: null } } as const;

/** Keeps the created or updated order's id and snippet, and stores the id. */
export const keepPlacedOrder = [
  { type: 'keepPlacedOrder', params: ({ event }: At<{ readonly output: Outcome<PlacedOrder> }>) => ({ outcome: event.output }) },
  {
    type: 'rememberOrderId',
    params: ({ event }: At<{ readonly output: Outcome<PlacedOrder> }>) => ({
      orderId: event.output.ok ? event.output.value.id : '',
    }),
  },
] as const;

/** A state that prices the lines and codes, then goes on to `next` with the answer or without a pricing. */
export const repricing = <Next extends string>(description: string, next: Next) =>
  ({
    description,
    invoke: {
      src: 'priceCart',
      input: pricingInput,
      onDone: { target: next, actions: keepPricing },
      onError: { target: next, actions: noPricing },
    },
  }) as const;

/** A state that sends the open order its lines and codes while the embed is suspended, then resumes it. */
export const updatingOpenOrder = <Next extends string>(description: string, next: Next) =>
  ({
    description,
    entry: ['suspendEmbed', 'markSent'],
    invoke: {
      src: 'updateOrder',
      input: updateInput,
      onDone: [
        { guard: succeeded, target: next, actions: 'resumeEmbed' },
        { guard: paidMeanwhile, target: '#checkout.Completed', actions: toConfirmation },
        { target: '#checkout.Failed' },
      ],
      onError: { target: '#checkout.Failed' },
    },
  }) as const;
