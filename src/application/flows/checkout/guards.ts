/** The checkout's guards (docs/rules/checkout.md#checkout-order, docs/rules/gift-cards-and-coupons.md#codes "Coupon code: ignored unless longer than 3 characters"; codes.ts). */
import { decideOrder, ORDER_MAX_CODES, type OrderDecision } from '../../../domain';
import type { Outcome } from '../../model/outcome';
import type { CheckoutOrder } from '../../ports/orders.port';
import { enteredCode, hasCode } from './codes';
import type { CheckoutContext } from './context';
import { EMBED_MAX_RETRIES } from './embed';
import type { CheckoutEvent } from './events';

type At = { readonly context: CheckoutContext; readonly event: CheckoutEvent };

/** The field's code, or null while it is to be ignored. */
export const fieldCode = (c: CheckoutContext): string | null => enteredCode(c.couponField);

export const checkoutGuards = {
  cartIsEmpty: ({ context }: At) => context.lines.length === 0,
  checkoutTracked: ({ context }: At) => context.checkoutTracked,
  hasOrder: ({ context }: At) => context.orderId !== null,
  /** Lines or codes changed since the order was last sent. */
  stale: ({ context }: At) => context.revision !== context.sentRevision,
  embedRetriesLeft: ({ context }: At) => context.embedRetries < EMBED_MAX_RETRIES,
  couponIsNew: ({ context }: At) => {
    const code = fieldCode(context);
    return code !== null && !hasCode(context.codes, code) && context.codes.length < ORDER_MAX_CODES;
  },
  couponIsEntered: ({ context }: At) => {
    const code = fieldCode(context);
    return code !== null && hasCode(context.codes, code);
  },
  codeIsEntered: ({ context, event }: At) => event.type === 'checkout.coupon.remove' && hasCode(context.codes, event.code),
  /** A completion message about another order (another tab's) is not ours. */
  ownOrder: ({ context, event }: At) => event.type === 'checkout.completed' && event.orderId === context.orderId,
};

// Guards on a port call's answer (inline in `onDone`).
type Answered = { readonly event: { readonly output: Outcome<unknown> } };
export const succeeded = ({ event }: Answered): boolean => event.output.ok;
/** 409: the provider refuses to change an order that was paid meanwhile. */
export const paidMeanwhile = ({ event }: Answered): boolean => !event.output.ok && event.output.error.status === 409;
export const notFound = ({ event }: Answered): boolean => !event.output.ok && event.output.error.code === 'NOT_FOUND';

/** What the stored order's lookup decides (domain `decideOrder`). */
export const decides =
  (kind: OrderDecision['kind']) =>
  ({ event }: { readonly event: { readonly output: Outcome<CheckoutOrder> } }): boolean => {
    const lookup = event.output;
    return decideOrder(lookup.ok ? { kind: 'found', order: lookup.value } : { kind: 'lookup-failed' }).kind === kind;
  };
