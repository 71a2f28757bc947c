/**
 * The fulfilment desk: paid orders listed and read for the
 * staff, moved along the lifecycle the domain decides (src/domain/backoffice), and their print
 * files listed (print-files.service.ts hands them out). Each move is one transaction that locks the
 * order, asks the rule, and writes the status with its history row: nothing half-written.
 */
import type { Db } from '../db/db.port.js';
import { failed, refuse, settle, succeeded, type Outcome } from '../platform/outcome.js';
import type { Clock } from '../platform/clock.js';
import type { MediaStore } from '../platform/media-store.port.js';
import type { ReadOrder } from './order-records.port.js';
import type { OrderPrints } from './order-prints.port.js';
import {
  CARRIER_NAMES,
  checkTrackingNumber,
  nextStatus,
  possibleMoves,
  refundable,
  trackingUrl,
  type Carrier,
  type FulfilmentMove,
} from '../../src/domain/backoffice/index.js';
import {
  findFulfilment,
  listPaidOrders,
  orderEvents,
  paymentOf,
  writeFulfilmentMove,
  mailOrderOf,
  type OrderFilter,
  type OrderSummaryRow,
} from './admin-orders.repository.js';
import type { MailOutbox } from '../mail/mail-outbox.js';
import type { OrderMails } from './order-mails.js';
import { statusTokenOf } from './order-status.js';
import { insertAudit } from './audit.repository.js';
import { refundsOf, tendersOf } from './refunds.repository.js';
import { refundableOrder } from './refund-state.js';
import { couponCodesAmong } from './coupons.repository.js';

/** A move staff ask for: into production, shipped with the carrier's tracking number, or delivered. */
export type FulfilmentRequest =
  | { readonly action: 'startProduction' }
  | { readonly action: 'ship'; readonly carrier: string; readonly tracking_number: string }
  | { readonly action: 'deliver' };

const summaryOf = (r: OrderSummaryRow) => ({
  id: r.id,
  paid_at: r.completed_at.toISOString(),
  status: r.fulfilment_status,
  store: r.store,
  email: r.email ?? '',
  customer_name: r.customer_name ?? '',
  country: r.country ?? '',
  total: r.total,
  currency: r.currency,
  items: r.items,
});

import { printFileName as fileName } from './print-files.service.js';

export interface OrderDeskDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly media: MediaStore;
  readonly outbox: MailOutbox;
  readonly mails: OrderMails;
  /** The order as the checkout stored it (server/orders). */
  readonly readOrder: ReadOrder;
  /** Its print files and print job (server/personalisation). */
  readonly prints: Pick<OrderPrints, 'files' | 'job'>;
}

export const createOrderDesk = ({ db, clock, outbox, mails, readOrder, prints }: OrderDeskDeps) => {
  const printFileUrl = (id: string, position: number) => `/api/admin/orders/${id}/print-files/${fileName(position)}`;

  const orderNotFound = (id: string) => `Order ${id} was not found`;

  /** The order as the desk shows it: lines, payment, print files, shipment, history, moves and refunds. */
  const view = async (id: string) => {
    const order = await readOrder(db, id);
    const f = await findFulfilment(db, id);
    if (!order || !f?.completed_at) return null;
    const files = await prints.files(db, id);
    const job = await prints.job(db, id);
    const payment = await paymentOf(db, id);
    const drawn = new Set(files.map((p) => p.position));
    const refunds = await refundsOf(db, id);
    const state = refundableOrder(
      await tendersOf(db, id),
      refunds,
      order.lines.map((l) => Number(l.line_total)),
    );
    return {
      summary: summaryOf({
        ...order,
        completed_at: f.completed_at,
        fulfilment_status: f.fulfilment_status,
        total: Number(order.total),
        items: order.lines.reduce((n, l) => n + l.quantity, 0),
      }),
      lines: order.lines.map((l, position) => ({
        position,
        name: l.name,
        variation_name: l.variation_name,
        sku: l.sku,
        quantity: l.quantity,
        unit_price: Number(l.unit_price),
        line_total: Number(l.line_total),
        personalised: l.template !== null,
        preview: drawn.has(position) ? printFileUrl(id, position) : null,
        refunded: state.lines[position]!.refunded,
      })),
      subtotal: Number(order.subtotal),
      discount_total: Number(order.discount_total),
      gift_card_total: Number(order.gift_card_total),
      coupons: await couponCodesAmong(db, order.coupons),
      address: {
        name: order.customer_name ?? '',
        street: order.street_address ?? '',
        postal_code: order.postal_code ?? '',
        city: order.city ?? '',
        country: order.country ?? '',
      },
      payment: payment ? { method: payment.method, amount: Number(payment.amount), at: payment.created_at.toISOString() } : null,
      print_files: files.map((p) => ({
        position: p.position,
        file: fileName(p.position),
        width: p.width,
        height: p.height,
        dpi: p.dpi,
        url: printFileUrl(id, p.position),
      })),
      print_job: job ? { status: job.status, attempts: job.attempts, last_error: job.last_error } : null,
      shipment:
        f.carrier && f.tracking_number && f.shipped_at
          ? {
              carrier: f.carrier,
              tracking_number: f.tracking_number,
              tracking_url: trackingUrl(f.carrier, f.tracking_number),
              shipped_at: f.shipped_at.toISOString(),
            }
          : null,
      history: (await orderEvents(db, id)).map((e) => ({ ...e, at: e.at.toISOString() })),
      moves: [...possibleMoves(f.fulfilment_status)],
      refunds: refunds.map((r) => ({
        at: r.at.toISOString(),
        staff: r.staff,
        kind: r.kind,
        reason: r.reason,
        amount: r.amount,
        card_amount: r.card_amount,
        gift_card_amount: r.amount - r.card_amount,
        lines: [...r.lines],
        voided_gift_cards: r.voided_gift_cards.length,
      })),
      refundable: refundable(state),
    };
  };

  /** The desk's read model of one paid order. */
  type AdminOrderView = NonNullable<Awaited<ReturnType<typeof view>>>;

  /** The order staff see, or ORDER.NOT_FOUND for one never paid. */
  const detail = async (id: string): Promise<Outcome<AdminOrderView>> => {
    const found = await view(id);
    return found ? succeeded(found) : failed('ORDER.NOT_FOUND', orderNotFound(id));
  };

  return {
    list: async (filter: OrderFilter, page: { offset: number; limit: number }) => {
      const { rows, total } = await listPaidOrders(db, filter, page);
      return { orders: rows.map(summaryOf), total };
    },

    detail,

    fulfil: async (
      id: string,
      request: FulfilmentRequest,
      by: { readonly subject: string; readonly role: string; readonly requestId: string },
    ): Promise<Outcome<AdminOrderView>> => {
      const staff = by.subject;
      let shipment: { carrier: Carrier; trackingNumber: string } | undefined;
      if (request.action === 'ship') {
        const checked = checkTrackingNumber(request.carrier, request.tracking_number);
        if (!checked.ok) return failed('FULFILMENT.TRACKING_NUMBER', checked.error.reason);
        // checkTrackingNumber refuses an unknown carrier, so the name is one of CARRIERS here.
        shipment = { carrier: request.carrier as Carrier, trackingNumber: checked.value };
      }
      const move: FulfilmentMove = { kind: request.action };
      const moved = await settle(() =>
        db.transaction(async (tx) => {
          const f = await findFulfilment(tx, id, true);
          if (!f?.completed_at) return refuse('ORDER.NOT_FOUND', orderNotFound(id));
          const to = nextStatus(f.fulfilment_status, move);
          if (!to.ok) return refuse('FULFILMENT.NOT_ALLOWED', to.error.reason);
          await writeFulfilmentMove(tx, id, {
            to: to.value,
            at: new Date(clock.now()),
            ...(shipment ? { shipment } : {}),
            note: shipment ? `${CARRIER_NAMES[shipment.carrier]} ${shipment.trackingNumber}` : '',
            staff,
          });
          await insertAudit(tx, {
            at: new Date(clock.now()),
            staff,
            role: by.role,
            action: `order.${request.action}`,
            target: `order:${id}`,
            before: { status: f.fulfilment_status, carrier: f.carrier, tracking_number: f.tracking_number },
            after: {
              status: to.value,
              carrier: shipment?.carrier ?? f.carrier,
              tracking_number: shipment?.trackingNumber ?? f.tracking_number,
            },
            request_id: by.requestId,
          });
          // The shipping notice is written with the move: it goes out once the move is committed, or never.
          const mailOrder = shipment ? await mailOrderOf(tx, id) : null;
          const token = mailOrder ? await statusTokenOf(tx, id) : null;
          if (shipment && mailOrder && token)
            await outbox.write(tx, { ...mails.shippingNotice(mailOrder, token, shipment), orderId: id, kind: 'shipping_notice' });
        }),
      );
      if (!moved.ok) return moved;
      if (shipment) void outbox.drain();
      return detail(id);
    },
  };
};
export type OrderDesk = ReturnType<typeof createOrderDesk>;
