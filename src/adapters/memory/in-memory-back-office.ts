/**
 * The back office kept in memory (tests and headless runs): orders moved by the domain's
 * lifecycle rule and tracking-number check, as the server does; `staff` null is a visitor
 * without a staff session (every call UNAUTHORIZED).
 */
import {
  checkTrackingLink,
  checkTrackingNumber,
  nextStatus,
  planRefund,
  possibleMoves,
  trackingUrl,
  ADMIN_PAGE_SIZE,
} from '../../domain/backoffice';
import { ok } from '../../domain/result/result';
import type {
  AdminAuditRecord,
  AdminOutboxMessage,
  AdminOrderDetail,
  AdminOrderQuery,
  FulfilmentCommand,
  RefundCommand,
  StaffIdentity,
} from '../../application/model/back-office';
import type { BackOfficeGateway } from '../../application/ports/back-office.port';
import { fail, type Outcome } from '../../application/model/outcome';

export class InMemoryBackOffice implements BackOfficeGateway {
  readonly calls: string[] = [];
  readonly auditBook: AdminAuditRecord[] = [];
  readonly outboxBook: AdminOutboxMessage[] = [];
  /** The payment provider's refusal of the next ship or refund (status 502, or 503 while it is down), if any. */
  providerFailure: { readonly status: 502 | 503; readonly message: string } | null = null;
  constructor(
    public staff: StaffIdentity | null = null,
    readonly orderBook: Map<string, AdminOrderDetail> = new Map(),
  ) {}

  /** Answers the provider's failure once, as the server does: nothing was changed. */
  private providerRefuses<T>(): Outcome<T> {
    const { status, message } = this.providerFailure!;
    this.providerFailure = null;
    return fail('SERVER', message, status);
  }

  private pageOf<Row>(rows: readonly Row[], page: number) {
    const from = (page - 1) * ADMIN_PAGE_SIZE;
    return { rows: rows.slice(from, from + ADMIN_PAGE_SIZE), total: rows.length };
  }

  async audit(page: number) {
    this.calls.push(`audit ${page}`);
    const s = this.guard();
    if (!s.ok) return s;
    if (s.value.role !== 'admin') return fail('BAD_REQUEST', 'Only administrators read the audit record', 403);
    return ok(this.pageOf(this.auditBook, page));
  }

  async outbox(page: number) {
    this.calls.push(`outbox ${page}`);
    const s = this.guard();
    return s.ok ? ok(this.pageOf(this.outboxBook, page)) : s;
  }

  private guard(): Outcome<StaffIdentity> {
    return this.staff ? ok(this.staff) : fail('UNAUTHORIZED', 'Please sign in with a staff account', 401);
  }

  async session() {
    return this.guard();
  }

  async signOut(): Promise<Outcome<true>> {
    this.calls.push('signOut');
    const s = this.guard();
    if (!s.ok) return s;
    this.staff = null;
    return ok(true as const);
  }

  async orders(query: AdminOrderQuery) {
    this.calls.push(`orders ${JSON.stringify(query)}`);
    const s = this.guard();
    if (!s.ok) return s;
    const all = [...this.orderBook.values()]
      .map((o) => o.summary)
      .filter((o) => (query.status === '' || o.status === query.status) && (query.q === '' || o.id.includes(query.q)));
    const from = (query.page - 1) * ADMIN_PAGE_SIZE;
    return ok({ orders: all.slice(from, from + ADMIN_PAGE_SIZE), total: all.length });
  }

  async order(id: string) {
    const s = this.guard();
    if (!s.ok) return s;
    const o = this.orderBook.get(id);
    return o ? ok(o) : fail('NOT_FOUND', `No order ${id}`, 404);
  }

  async fulfil(id: string, command: FulfilmentCommand): Promise<Outcome<AdminOrderDetail>> {
    this.calls.push(`fulfil ${id} ${command.action}`);
    const o = await this.order(id);
    if (!o.ok) return o;
    if (command.action === 'ship' && this.providerFailure) return this.providerRefuses();
    const to = nextStatus(o.value.summary.status, { kind: command.action });
    if (!to.ok) return fail('BAD_REQUEST', to.error.reason, 409);
    let shipment = o.value.shipment;
    if (command.action === 'ship' || command.action === 'correctTracking') {
      const n = checkTrackingNumber(command.carrier, command.tracking_number);
      if (!n.ok) return fail('BAD_REQUEST', n.error.reason, 400);
      const link = command.carrier === 'other' ? checkTrackingLink(command.tracking_url ?? '') : null;
      if (link && !link.ok) return fail('BAD_REQUEST', link.error.reason, 400);
      shipment = {
        carrier: command.carrier,
        tracking_number: n.value,
        tracking_url: trackingUrl(command.carrier, n.value, link?.ok ? link.value : null),
        shipped_at: '2026-11-19T10:00:00.000Z',
      };
    }
    const moved: AdminOrderDetail = {
      ...o.value,
      summary: { ...o.value.summary, status: to.value },
      shipment,
      moves: possibleMoves(to.value),
    };
    this.orderBook.set(id, moved);
    return ok(moved);
  }

  /** The domain's refund rule over the card payment alone (no gift cards here). */
  async refund(id: string, command: RefundCommand): Promise<Outcome<AdminOrderDetail>> {
    this.calls.push(`refund ${id} ${command.action}`);
    if (this.providerFailure) return this.providerRefuses();
    const o = await this.order(id);
    if (!o.ok) return o;
    const order = o.value;
    const paid = order.refundable + order.refunds.reduce((n, r) => n + r.amount, 0);
    const planned = planRefund(
      {
        paid: [{ giftCard: null, amount: paid }],
        refunded: order.refunds.map((r) => ({ giftCard: null, amount: r.amount })),
        lines: order.lines.map((l) => ({ position: l.position, lineTotal: l.line_total, refunded: l.refunded })),
      },
      command.action === 'cancel'
        ? { kind: 'all' }
        : command.action === 'refundLines'
          ? { kind: 'lines', positions: command.positions }
          : { kind: 'amount', amount: command.amount },
    );
    if (!planned.ok) return fail('BAD_REQUEST', planned.error.reason, 409);
    const p = planned.value;
    const to = nextStatus(
      order.summary.status,
      command.action === 'cancel' ? { kind: 'cancel' } : { kind: 'refund', whole: p.whole },
    );
    if (!to.ok) return fail('BAD_REQUEST', to.error.reason, 409);
    const refunded: AdminOrderDetail = {
      ...order,
      summary: { ...order.summary, status: to.value },
      lines: order.lines.map((l) => (p.lines.includes(l.position) ? { ...l, refunded: true } : l)),
      refunds: [
        ...order.refunds,
        {
          at: '2026-11-19T10:00:00.000Z',
          staff: this.staff?.subject ?? '',
          kind: command.action === 'cancel' ? 'cancel' : p.lines.length > 0 ? 'lines' : 'amount',
          reason: command.reason,
          amount: p.amount,
          card_amount: p.amount,
          gift_card_amount: 0,
          lines: p.lines,
          voided_gift_cards: 0,
        },
      ],
      refundable: order.refundable - p.amount,
      moves: possibleMoves(to.value),
    };
    this.orderBook.set(id, refunded);
    return ok(refunded);
  }

  async retryPrintJob(id: string): Promise<Outcome<AdminOrderDetail>> {
    this.calls.push(`retry ${id}`);
    const o = await this.order(id);
    if (!o.ok) return o;
    const job = o.value.print_job;
    if (job?.status !== 'failed') return fail('BAD_REQUEST', 'Only a failed print job can be retried.', 409);
    const retried: AdminOrderDetail = { ...o.value, print_job: { ...job, status: 'pending' } };
    this.orderBook.set(id, retried);
    return ok(retried);
  }
}
