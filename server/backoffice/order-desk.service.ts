/**
 * The fulfilment desk: paid orders listed and read for the staff, with their print files
 * (print-files.service.ts hands them out). Moving an order along its lifecycle is the orders' own
 * change (OrderChanges); the desk writes its audit entry and, for a shipment, the shopper's notice in
 * the move's transaction: nothing half-written.
 */
import type { Db } from '../db/db.port.js';
import { failed, succeeded, type Outcome } from '../platform/outcome.js';
import type { Clock } from '../platform/clock.js';
import type { MediaStore } from '../platform/media-store.port.js';
import type { ReadOrder } from './order-records.port.js';
import type { OrderPrints } from './order-prints.port.js';
import { frameLineOf, possibleMoves, refundable, trackingUrl } from '../../src/domain/backoffice/index.js';
import {
  listPaidOrders,
  orderEvents,
  paymentOf,
  mailOrderOf,
  type OrderFilter,
  type OrderSummaryRow,
} from './admin-orders.repository.js';
import type { MailOutbox } from '../mail/mail-outbox.js';
import type { OrderMails } from './order-mails.js';
import { recordAct, type StaffAct } from './staff-act.js';
import { couponCodesAmong } from './coupons.repository.js';
import type { FulfilmentRequest, OrderChanges, RefundCommand } from './order-changes.port.js';

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
import { deliveryAddressOf } from './packing-slip.js';

/** The frame a poster line goes in, as "name (SKU)" (docs/rules/back-office.md#print-files-and-packing). */
const frameOf = (lines: readonly { type: number; name: string; sku: string }[], position: number): string | null => {
  const frame = frameLineOf(lines, position);
  return frame === null ? null : `${lines[frame]!.name} (${lines[frame]!.sku})`;
};

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
  /** Its moves and refunds (server/orders). */
  readonly changes: OrderChanges;
}

export const createOrderDesk = ({ db, outbox, mails, readOrder, prints, changes }: OrderDeskDeps) => {
  const printFileUrl = (id: string, position: number) => `/api/admin/orders/${id}/print-files/${fileName(position)}`;

  const orderNotFound = (id: string) => `Order ${id} was not found`;

  /** The order as the desk shows it: lines, payment, print files, shipment, history, moves and refunds. */
  const view = async (id: string) => {
    const order = await readOrder(db, id);
    const f = await changes.fulfilmentOf(db, id);
    if (!order || !f?.completed_at) return null;
    const files = await prints.files(db, id);
    const job = await prints.job(db, id);
    const payment = await paymentOf(db, id);
    const drawn = new Set(files.map((p) => p.position));
    const { refunds, state } = await changes.refundsOf(
      db,
      id,
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
        type: l.type,
        margin: l.margin,
        black_and_white: l.black_and_white,
        frame: frameOf(order.lines, position),
      })),
      subtotal: Number(order.subtotal),
      discount_total: Number(order.discount_total),
      gift_card_total: Number(order.gift_card_total),
      coupons: await couponCodesAmong(db, order.coupons),
      address: deliveryAddressOf(order),
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
              tracking_url: trackingUrl(f.carrier, f.tracking_number, f.tracking_link),
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

    fulfil: async (id: string, request: FulfilmentRequest, by: StaffAct): Promise<Outcome<AdminOrderView>> => {
      const moved = await changes.move(id, request, by.subject, async (tx, made) => {
        await recordAct(tx, by, made.at, {
          action: `order.${request.action}`,
          target: `order:${id}`,
          before: made.from,
          after: {
            status: made.to,
            carrier: made.shipment?.carrier ?? made.from.carrier,
            tracking_number: made.shipment?.trackingNumber ?? made.from.tracking_number,
          },
        });
        // The shipping notice is written with the move: it goes out once the move is committed, or never.
        const mailOrder = made.shipment ? await mailOrderOf(tx, id) : null;
        const token = mailOrder ? await changes.statusToken(tx, id) : null;
        if (made.shipment && mailOrder && token) {
          const notice = {
            ...mails.shippingNotice(mailOrder, token, made.shipment),
            orderId: id,
            kind: 'shipping_notice' as const,
          };
          // A corrected number sends the shipping notice again, with the new number in place of the old.
          if (request.action === 'correctTracking') await outbox.rewrite(tx, notice);
          else await outbox.write(tx, notice);
        }
      });
      if (!moved.ok) return moved;
      if (moved.value.shipment) void outbox.drain();
      return detail(id);
    },

    /** Cancels, or refunds lines or an amount (the orders' change), with its audit entry in the same transaction. */
    refund: async (id: string, command: RefundCommand, by: StaffAct): Promise<Outcome<AdminOrderView>> => {
      const refunded = await changes.refund(id, command, by.subject, (tx, made) =>
        recordAct(tx, by, made.at, {
          action: made.cancelling ? 'order.cancel' : 'order.refund',
          target: `order:${id}`,
          before: made.before,
          after: made.after,
        }),
      );
      return refunded.ok ? detail(id) : refunded;
    },
  };
};
export type OrderDesk = ReturnType<typeof createOrderDesk>;
