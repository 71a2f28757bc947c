/** Named reads of the confirmation for its page (docs/rules/checkout.md#confirmation "Confirmation", docs/rules/checkout.md#delivery-estimate estimated delivery date). */
import type { CalendarDate, CartLine, FulfilmentStatus } from '../../../domain';
import type { CheckoutOrder } from '../../ports/orders.port';
import { estimatedDeliveryOf, type ConfirmationContext, type ConfirmationError } from './context';

type ConfirmationSnapshot = {
  readonly context: ConfirmationContext;
  hasTag(tag: 'busy' | 'error'): boolean;
  matches(state: 'Confirmed'): boolean;
};

export const selectConfirmedOrder = (s: ConfirmationSnapshot): CheckoutOrder | null =>
  s.matches('Confirmed') ? s.context.order : null;

/** The customer-review opt-in's date: the domain rule from today (null when today is unreadable). */
export const selectEstimatedDeliveryDate = (s: ConfirmationSnapshot): CalendarDate | null => estimatedDeliveryOf(s.context.today);

/** Where the paid order is now (printing, shipped…): a reload of the confirmation shows it. */
export const selectFulfilment = (s: ConfirmationSnapshot): FulfilmentStatus | null => selectConfirmedOrder(s)?.fulfilment ?? null;

export const selectReviewOptedIn = (s: ConfirmationSnapshot): boolean => s.context.reviewOptedIn;

/** The order's tracking snippets (HTML), by name, in the order the provider gave them. */
export const selectTrackingSnippets = (s: ConfirmationSnapshot): readonly (readonly [string, string])[] =>
  Object.entries(selectConfirmedOrder(s)?.tracking ?? {});

export const selectConfirmationBusy = (s: ConfirmationSnapshot): boolean => s.hasTag('busy');
export const selectConfirmationError = (s: ConfirmationSnapshot): ConfirmationError | null =>
  s.hasTag('error') ? s.context.error : null;

/**
 * The personalised and uploaded prints of a paid order, as the cart held them when the page
 * opened, or as the first visit kept them (a reload finds the cart cleared).
 */
export const selectPersonalisedLines = (s: ConfirmationSnapshot): readonly CartLine[] => {
  if (!selectConfirmedOrder(s)) return [];
  const fromCart = s.context.lines.filter((l) => l.template !== undefined);
  return fromCart.length > 0 ? fromCart : s.context.kept;
};
