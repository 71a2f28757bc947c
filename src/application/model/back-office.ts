/**
 * Read models of the staff's back office. The wire codecs
 * (src/adapters/http/contract/backoffice.ts) decode into these shapes.
 */
import type { Carrier, FulfilmentStatus, StaffAbility, StaffRole } from '../../domain/backoffice';

export interface StaffIdentity {
  readonly subject: string;
  readonly name: string;
  readonly role: StaffRole;
  readonly abilities: readonly StaffAbility[];
}

export interface AdminOrderSummary {
  readonly id: string;
  readonly paid_at: string;
  readonly status: FulfilmentStatus;
  readonly store: string;
  readonly email: string;
  readonly customer_name: string;
  readonly country: string;
  readonly total: number;
  readonly currency: string;
  readonly items: number;
}

export interface AdminOrderDetail {
  readonly summary: AdminOrderSummary;
  readonly lines: readonly {
    readonly position: number;
    readonly name: string;
    readonly variation_name: string;
    readonly sku: string;
    readonly quantity: number;
    readonly unit_price: number;
    readonly line_total: number;
    readonly personalised: boolean;
    readonly preview: string | null;
    readonly refunded: boolean;
    readonly type: number;
    readonly margin: boolean | null;
    readonly black_and_white: boolean | null;
    readonly frame: string | null;
  }[];
  readonly subtotal: number;
  readonly discount_total: number;
  readonly gift_card_total: number;
  readonly coupons: readonly string[];
  readonly address: {
    readonly name: string;
    readonly street: string;
    readonly postal_code: string;
    readonly city: string;
    readonly country: string;
  };
  readonly payment: { readonly method: string; readonly amount: number; readonly at: string } | null;
  readonly print_files: readonly {
    readonly position: number;
    readonly file: string;
    readonly width: number;
    readonly height: number;
    readonly dpi: number;
    readonly url: string;
  }[];
  readonly print_job: { readonly status: string; readonly attempts: number; readonly last_error: string | null } | null;
  readonly shipment: {
    readonly carrier: Carrier;
    readonly tracking_number: string;
    readonly tracking_url: string;
    readonly shipped_at: string;
  } | null;
  readonly history: readonly {
    readonly at: string;
    readonly status: FulfilmentStatus;
    readonly note: string;
    readonly staff: string | null;
    readonly staff_name: string | null;
  }[];
  readonly moves: readonly string[];
  readonly refunds: readonly AdminRefund[];
  /** What can still be given back, in minor units. */
  readonly refundable: number;
}

export interface AdminRefund {
  readonly at: string;
  readonly staff: string;
  readonly kind: 'cancel' | 'lines' | 'amount';
  readonly reason: string;
  readonly amount: number;
  readonly card_amount: number;
  readonly gift_card_amount: number;
  readonly lines: readonly number[];
  readonly voided_gift_cards: number;
}

/** An admin's refund: the cancellation of an unshipped order, chosen lines, or an amount; always with a reason. */
export type RefundCommand =
  | { readonly action: 'cancel'; readonly reason: string }
  | { readonly action: 'refundLines'; readonly positions: readonly number[]; readonly reason: string }
  | { readonly action: 'refundAmount'; readonly amount: number; readonly reason: string };

/** The order list's filters as the URL carries them (`/admin?status=…&page=…`); empty means unset. */
export interface AdminOrderQuery {
  readonly status: string;
  readonly from: string;
  readonly to: string;
  readonly country: string;
  readonly q: string;
  readonly page: number;
}

export type FulfilmentCommand =
  | { readonly action: 'startProduction' }
  | { readonly action: 'ship'; readonly carrier: Carrier; readonly tracking_number: string; readonly tracking_url?: string }
  | { readonly action: 'deliver' }
  | {
      readonly action: 'correctTracking';
      readonly carrier: Carrier;
      readonly tracking_number: string;
      readonly tracking_url?: string;
    };

/** One staff write as the audit record keeps it (GET /api/admin/audit), newest first. */
export interface AdminAuditRecord {
  readonly at: string;
  readonly staff: string;
  readonly staff_name: string | null;
  readonly role: string;
  readonly action: string;
  readonly target: string;
  readonly before: Readonly<Record<string, unknown>> | null;
  readonly after: Readonly<Record<string, unknown>> | null;
  readonly request_id: string;
}

/** One shopper e-mail in the demo's outbox (GET /api/admin/outbox), newest first. */
export interface AdminOutboxMessage {
  readonly id: string;
  readonly order_id: string | null;
  readonly kind: string;
  readonly recipient: string;
  readonly subject: string;
  readonly text_body: string;
  readonly status: string;
  readonly attempts: number;
  readonly last_error: string | null;
  readonly created_at: string;
}
