/** The checkout's input and context (docs/rules/checkout.md#checkout-order "Checkout order"). */
import type { CartLine } from '../../../domain';
import type { CampaignData } from '../../ports/campaign.port';
import type { MountedCheckout } from '../../ports/checkout-embed.port';
import type { PricingAnswer } from './codes';

export interface CheckoutInput {
  /** The cart's lines when checkout opens. */
  readonly lines: readonly CartLine[];
  /** The order id kept from an earlier visit (readStoredOrderId), or null. */
  readonly storedOrderId: string | null;
  /** Codes already entered (e.g. kept by the page); usually empty. */
  readonly codes?: readonly string[];
  /** The landing's UTM parameters (CampaignSource.current()). */
  readonly campaign: CampaignData;
  /** A fresh random UUID for this visit (crypto.randomUUID()); see idempotency-key.ts. */
  readonly idempotencyKey: string;
}

export interface CheckoutError {
  /** The page shows the generic unknown-error message (docs/rules/shop-wide.md#errors-and-redirects). */
  readonly code: 'UNKNOWN';
}

export interface CheckoutContext {
  readonly lines: readonly CartLine[];
  /** The order being paid: the stored one until its lookup says otherwise, then the live one. */
  readonly orderId: string | null;
  readonly snippet: string | null;
  /** Every code entered, in order. */
  readonly codes: readonly string[];
  readonly pricing: PricingAnswer | null;
  readonly campaign: CampaignData;
  readonly idempotencyKey: string;
  readonly couponEntryOpen: boolean;
  readonly couponField: string;
  readonly embed: MountedCheckout | null;
  readonly embedRetries: number;
  /** Bumped by every change of lines or codes; `sentRevision` is what the order was last sent. */
  readonly revision: number;
  readonly sentRevision: number;
  readonly checkoutTracked: boolean;
  readonly error: CheckoutError | null;
}

export const initialCheckoutContext = (input: CheckoutInput): CheckoutContext => ({
  lines: input.lines,
  orderId: input.storedOrderId,
  snippet: null,
  codes: input.codes ?? [],
  pricing: null,
  campaign: input.campaign,
  idempotencyKey: input.idempotencyKey,
  couponEntryOpen: false,
  couponField: '',
  embed: null,
  embedRetries: 0,
  revision: 0,
  sentRevision: 0,
  checkoutTracked: false,
  error: null,
});
