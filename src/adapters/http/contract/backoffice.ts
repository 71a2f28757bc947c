import * as t from 'io-ts';
import { nullable } from './nullable.js';
import {
  CARRIERS,
  FULFILMENT_STATUSES,
  REFUND_REASON_MAX_LENGTH,
  STAFF_ABILITIES,
  STAFF_ROLES,
} from '../../../domain/backoffice/index.js';

/**
 * The back office's answers, under /api/admin/*:
 *
 * GET  /api/admin/session                                            → StaffSession
 * POST /api/admin/session/logout                                     → SuccessAnswer
 * GET  /api/admin/orders   ?status&from&to&country&q&page            → AdminOrderList + X-Total-Count
 * GET  /api/admin/orders/{id}                                        → AdminOrder
 * POST /api/admin/orders/{id}/fulfilment        FulfilmentRequest    → AdminOrder (409 for a move the rule refuses)
 * GET  /api/admin/orders/{id}/print-files/{file}                     → image/jpeg
 * GET  /api/admin/orders/{id}/print-files.zip                        → application/zip (streamed)
 * GET  /api/admin/print-batches/{YYYY-MM-DD}.zip                     → application/zip: the day's paid orders (streamed)
 * GET  /api/admin/orders/{id}/packing-slip.pdf                       → application/pdf: the order's packing slip
 * GET  /api/admin/packing-slips/{YYYY-MM-DD}.pdf                     → application/pdf: the day's packing slips
 * GET  /api/admin/outbox   ?page                                     → OutboxList + X-Total-Count
 * GET  /api/admin/audit    ?page                                     → AuditList + X-Total-Count (admins)
 * GET  /api/order-status/{token}                                     → OrderStatusAnswer (the shopper's, no session)
 */
const keys = <K extends string>(values: readonly K[], name: string) =>
  t.keyof(Object.fromEntries(values.map((v) => [v, null])) as Record<K, null>, name);

export const StaffRoleCodec = keys(STAFF_ROLES, 'StaffRole');
export const StaffAbilityCodec = keys(STAFF_ABILITIES, 'StaffAbility');
export const FulfilmentStatusCodec = keys(FULFILMENT_STATUSES, 'FulfilmentStatus');
export const CarrierCodec = keys(CARRIERS, 'Carrier');

export const StaffSession = t.strict(
  {
    subject: t.string,
    name: t.string,
    role: StaffRoleCodec,
    abilities: t.array(StaffAbilityCodec),
    csrf_token: t.string,
  },
  'StaffSession',
);
export type StaffSession = t.TypeOf<typeof StaffSession>;

export const AdminOrderSummary = t.strict(
  {
    id: t.string,
    paid_at: t.string,
    status: FulfilmentStatusCodec,
    store: t.string,
    email: t.string,
    customer_name: t.string,
    country: t.string,
    total: t.number,
    currency: t.string,
    items: t.number,
  },
  'AdminOrderSummary',
);
export type AdminOrderSummary = t.TypeOf<typeof AdminOrderSummary>;

export const AdminOrderList = t.array(AdminOrderSummary, 'AdminOrderList');
export type AdminOrderList = t.TypeOf<typeof AdminOrderList>;

export const AdminOrderLine = t.strict(
  {
    position: t.number,
    name: t.string,
    variation_name: t.string,
    sku: t.string,
    quantity: t.number,
    unit_price: t.number,
    line_total: t.number,
    personalised: t.boolean,
    /** The print file's address for a personalised line once it is drawn, else null. */
    preview: nullable(t.string),
    /** Whether a refund or the cancellation gave this line back. */
    refunded: t.boolean,
    /** The product type (1 poster, 2 frame, 3 gift card, 4 wall). */
    type: t.number,
    /** The shopper's options as ordered; null where the line has no such choice. */
    margin: nullable(t.boolean),
    black_and_white: nullable(t.boolean),
    /** For a poster: the frame it goes in, as "name (SKU)"; else null. */
    frame: nullable(t.string),
  },
  'AdminOrderLine',
);

export const AdminPrintFile = t.strict(
  { position: t.number, file: t.string, width: t.number, height: t.number, dpi: t.number, url: t.string },
  'AdminPrintFile',
);

export const AdminOrderEvent = t.strict(
  // staff: the subject who moved it (null for the shop itself); staff_name: their name where the shop knows it.
  { at: t.string, status: FulfilmentStatusCodec, note: t.string, staff: nullable(t.string), staff_name: nullable(t.string) },
  'AdminOrderEvent',
);

/** One refund or cancellation: what went back, to the card and to gift cards, and why. */
export const AdminRefund = t.strict(
  {
    at: t.string,
    staff: t.string,
    kind: t.keyof({ cancel: null, lines: null, amount: null }),
    reason: t.string,
    amount: t.number,
    card_amount: t.number,
    gift_card_amount: t.number,
    lines: t.array(t.number),
    voided_gift_cards: t.number,
  },
  'AdminRefund',
);

export const AdminOrder = t.strict(
  {
    summary: AdminOrderSummary,
    lines: t.array(AdminOrderLine),
    subtotal: t.number,
    discount_total: t.number,
    gift_card_total: t.number,
    coupons: t.array(t.string),
    address: t.strict({ name: t.string, street: t.string, postal_code: t.string, city: t.string, country: t.string }),
    payment: nullable(t.strict({ method: t.string, amount: t.number, at: t.string })),
    print_files: t.array(AdminPrintFile),
    print_job: nullable(t.strict({ status: t.string, attempts: t.number, last_error: nullable(t.string) })),
    shipment: nullable(
      t.strict({ carrier: CarrierCodec, tracking_number: t.string, tracking_url: t.string, shipped_at: t.string }),
    ),
    history: t.array(AdminOrderEvent),
    /** The moves the lifecycle allows from here (the page offers only these). */
    moves: t.array(t.string),
    refunds: t.array(AdminRefund),
    /** What can still be given back (minor units): what was paid less what refunds gave back. */
    refundable: t.number,
  },
  'AdminOrder',
);
export type AdminOrder = t.TypeOf<typeof AdminOrder>;

/** A shipment's carrier and number; `tracking_url` is the tracking page of another carrier ('other') and only then. */
const shipmentOf = <A extends string>(action: A) =>
  t.exact(
    t.intersection([
      t.type({ action: t.literal(action), carrier: t.string, tracking_number: t.string }),
      t.partial({ tracking_url: t.string }),
    ]),
  );

export const FulfilmentRequest = t.union(
  [
    t.strict({ action: t.literal('startProduction') }),
    shipmentOf('ship'),
    t.strict({ action: t.literal('deliver') }),
    shipmentOf('correctTracking'),
  ],
  'FulfilmentRequest',
);
export type FulfilmentRequest = t.TypeOf<typeof FulfilmentRequest>;

/** POST /api/admin/orders/{id}/refunds (admins): cancel an unshipped order, or refund lines or an amount, with a reason. */
const refundReason = t.refinement(t.string, (s) => s.trim().length > 0 && s.length <= REFUND_REASON_MAX_LENGTH, 'RefundReason');
export const RefundCommand = t.union(
  [
    t.strict({ action: t.literal('cancel'), reason: refundReason }),
    t.strict({ action: t.literal('refundLines'), positions: t.array(t.number), reason: refundReason }),
    t.strict({ action: t.literal('refundAmount'), amount: t.number, reason: refundReason }),
  ],
  'RefundCommand',
);
export type RefundCommand = t.TypeOf<typeof RefundCommand>;

/**
 * GET /api/order-status/{token} (the e-mails' link; no account): where the shopper's order is.
 * `estimated_delivery` is the domain's weekday rule from the day of payment (YYYY-MM-DD).
 */
/**
 * One line of the shopper's order: enough to draw it as the cart drew it. `design` is the stored
 * template and its values (wire field names), or the shopper's own photo; null for other lines.
 */
export const OrderStatusLine = t.strict(
  {
    uuid: t.string,
    type: t.number,
    name: t.string,
    variation_name: t.string,
    quantity: t.number,
    unit_price: t.number,
    thumb: nullable(t.string),
    margin: nullable(t.boolean),
    black_and_white: nullable(t.boolean),
    design: nullable(
      t.union([
        t.strict({ template_id: t.string, values: t.record(t.string, t.unknown) }, 'StoredDesign'),
        t.strict({ photo_url: t.string }, 'StoredPhoto'),
      ]),
    ),
  },
  'OrderStatusLine',
);
export type OrderStatusLine = t.TypeOf<typeof OrderStatusLine>;

export const OrderStatusAnswer = t.strict(
  {
    status: FulfilmentStatusCodec,
    store: t.string,
    currency: t.string,
    paid_on: t.string,
    estimated_delivery: t.string,
    shipment: nullable(
      t.strict({ carrier: CarrierCodec, carrier_name: t.string, tracking_number: t.string, tracking_url: t.string }),
    ),
    lines: t.array(OrderStatusLine),
    /** A print failed and the shop is making it again (domain `isReprinting`); never the reason. */
    reprinting: t.boolean,
  },
  'OrderStatusAnswer',
);
export type OrderStatusAnswer = t.TypeOf<typeof OrderStatusAnswer>;

/** GET /api/admin/outbox ?page → OutboxList + X-Total-Count: the shopper e-mails, newest first. */
export const OutboxMessage = t.strict(
  {
    id: t.string,
    order_id: nullable(t.string),
    kind: t.string,
    recipient: t.string,
    subject: t.string,
    text_body: t.string,
    status: t.string,
    attempts: t.number,
    last_error: nullable(t.string),
    created_at: t.string,
  },
  'OutboxMessage',
);
export const OutboxList = t.array(OutboxMessage, 'OutboxList');
export type OutboxList = t.TypeOf<typeof OutboxList>;

/** GET /api/admin/audit ?page → AuditList + X-Total-Count (admins): every staff write, newest first. */
export const AuditRecord = t.strict(
  {
    at: t.string,
    staff: t.string,
    /** The member of staff's name where the shop knows it (their latest sign-in). */
    staff_name: nullable(t.string),
    role: t.string,
    action: t.string,
    target: t.string,
    /** The state before and after the write, as an object; null where there was none. */
    before: nullable(t.UnknownRecord),
    after: nullable(t.UnknownRecord),
    request_id: t.string,
  },
  'AuditRecord',
);
export const AuditList = t.array(AuditRecord, 'AuditList');
export type AuditList = t.TypeOf<typeof AuditList>;
