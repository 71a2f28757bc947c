import fc from 'fast-check';
import type * as C from '../../src/adapters/http/contract/index.js';
import { CARRIERS, FULFILMENT_STATUSES, STAFF_ABILITIES, STAFF_ROLES } from '../../src/domain/backoffice/index.js';

/** Arbitraries of the back office's wire types (src/adapters/http/contract/backoffice.ts), JSON-safe. */
const text = fc.string({ maxLength: 12 });
const n = fc.nat({ max: 10_000_000 });
const iso = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) }).map((ms) => new Date(ms).toISOString());
const nullable = <T>(a: fc.Arbitrary<T>): fc.Arbitrary<T | null> => fc.option(a, { nil: null });
const list = <T>(a: fc.Arbitrary<T>): fc.Arbitrary<T[]> => fc.array(a, { maxLength: 3 });
const json = fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.parse(JSON.stringify(v)) as unknown);

export const staffRole = fc.constantFrom(...STAFF_ROLES);
export const staffAbility = fc.constantFrom(...STAFF_ABILITIES);
export const fulfilmentStatus = fc.constantFrom(...FULFILMENT_STATUSES);
export const carrier = fc.constantFrom(...CARRIERS);

export const staffSession: fc.Arbitrary<C.StaffSession> = fc.record({
  subject: text,
  name: text,
  role: staffRole,
  abilities: list(staffAbility),
  csrf_token: text,
});
export const adminOrderSummary: fc.Arbitrary<C.AdminOrderSummary> = fc.record({
  id: text,
  paid_at: iso,
  status: fulfilmentStatus,
  store: text,
  email: text,
  customer_name: text,
  country: text,
  total: n,
  currency: text,
  items: n,
});
export const adminOrderLine = fc.record({
  position: n,
  name: text,
  variation_name: text,
  sku: text,
  quantity: n,
  unit_price: n,
  line_total: n,
  personalised: fc.boolean(),
  preview: nullable(text),
  refunded: fc.boolean(),
  type: n,
  margin: nullable(fc.boolean()),
  black_and_white: nullable(fc.boolean()),
  frame: nullable(text),
});
export const adminPrintFile = fc.record({ position: n, file: text, width: n, height: n, dpi: n, url: text });
export const adminOrderEvent = fc.record({
  at: iso,
  status: fulfilmentStatus,
  note: text,
  staff: nullable(text),
  staff_name: nullable(text),
});
export const adminRefund = fc.record({
  at: iso,
  staff: text,
  kind: fc.constantFrom('cancel' as const, 'lines' as const, 'amount' as const),
  reason: text,
  amount: n,
  card_amount: n,
  gift_card_amount: n,
  lines: list(n),
  voided_gift_cards: n,
});
const reason = fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim().length > 0);
export const refundCommand: fc.Arbitrary<C.RefundCommand> = fc.oneof(
  fc.record({ action: fc.constant('cancel' as const), reason }),
  fc.record({ action: fc.constant('refundLines' as const), positions: list(fc.nat({ max: 20 })), reason }),
  fc.record({ action: fc.constant('refundAmount' as const), amount: fc.integer({ min: -5, max: 10_000_000 }), reason }),
);
export const adminOrder: fc.Arbitrary<C.AdminOrder> = fc.record({
  summary: adminOrderSummary,
  lines: list(adminOrderLine),
  subtotal: n,
  discount_total: n,
  gift_card_total: n,
  coupons: list(text),
  address: fc.record({ name: text, street: text, postal_code: text, city: text, country: text }),
  payment: nullable(fc.record({ method: text, amount: n, at: iso })),
  print_files: list(adminPrintFile),
  print_job: nullable(fc.record({ status: text, attempts: n, last_error: nullable(text) })),
  shipment: nullable(fc.record({ carrier, tracking_number: text, tracking_url: text, shipped_at: iso })),
  history: list(adminOrderEvent),
  moves: list(text),
  refunds: list(adminRefund),
  refundable: n,
});
export const fulfilmentRequest: fc.Arbitrary<C.FulfilmentRequest> = fc.oneof(
  fc.constant({ action: 'startProduction' as const }),
  fc.record({ action: fc.constant('ship' as const), carrier: text, tracking_number: text }),
  fc.constant({ action: 'deliver' as const }),
);
export const orderStatusLine: fc.Arbitrary<C.OrderStatusLine> = fc.record({
  uuid: text,
  type: n,
  name: text,
  variation_name: text,
  quantity: n,
  unit_price: n,
  thumb: nullable(text),
  margin: nullable(fc.boolean()),
  black_and_white: nullable(fc.boolean()),
  design: nullable(
    fc.oneof(
      fc.record({ template_id: text, values: fc.dictionary(text, text) as fc.Arbitrary<Record<string, unknown>> }),
      fc.record({ photo_url: text }),
    ),
  ),
});
export const orderStatusAnswer: fc.Arbitrary<C.OrderStatusAnswer> = fc.record({
  status: fulfilmentStatus,
  store: text,
  paid_on: text,
  estimated_delivery: text,
  currency: text,
  shipment: nullable(fc.record({ carrier, carrier_name: text, tracking_number: text, tracking_url: text })),
  lines: list(orderStatusLine),
  reprinting: fc.boolean(),
});
export const outboxMessage = fc.record({
  id: text,
  order_id: nullable(text),
  kind: text,
  recipient: text,
  subject: text,
  text_body: text,
  status: text,
  attempts: n,
  last_error: nullable(text),
  created_at: iso,
});
export const auditRecord = fc.record({
  at: iso,
  staff: text,
  staff_name: nullable(text),
  role: text,
  action: text,
  target: text,
  before: nullable(fc.dictionary(fc.stringMatching(/^[a-z][a-z_]{0,8}$/), json, { maxKeys: 3 })),
  after: nullable(fc.dictionary(fc.stringMatching(/^[a-z][a-z_]{0,8}$/), json, { maxKeys: 3 })),
  request_id: text,
});
