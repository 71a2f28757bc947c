/**
 * The back office kept in memory (tests and headless runs): orders moved by the domain's
 * lifecycle rule and tracking-number check, as the server does; `staff` null is a visitor
 * without a staff session (every call UNAUTHORIZED).
 */
import { checkTrackingNumber, nextStatus, possibleMoves, trackingUrl, ADMIN_PAGE_SIZE } from '../../domain/backoffice';
import { ok } from '../../domain/result/result';
import type { AdminOrderDetail, AdminOrderQuery, FulfilmentCommand, StaffIdentity } from '../../application/model/back-office';
import type { BackOfficeGateway } from '../../application/ports/back-office.port';
import { fail, type Outcome } from '../../application/model/outcome';

export class InMemoryBackOffice implements BackOfficeGateway {
  readonly calls: string[] = [];
  constructor(
    public staff: StaffIdentity | null = null,
    readonly orderBook: Map<string, AdminOrderDetail> = new Map(),
  ) {}

  private guard(): Outcome<StaffIdentity> {
    return this.staff ? ok(this.staff) : fail('UNAUTHORIZED', 'Please sign in with a staff account', 401);
  }

  async session() {
    return this.guard();
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
    const to = nextStatus(o.value.summary.status, { kind: command.action });
    if (!to.ok) return fail('BAD_REQUEST', to.error.reason, 409);
    let shipment = o.value.shipment;
    if (command.action === 'ship') {
      const n = checkTrackingNumber(command.carrier, command.tracking_number);
      if (!n.ok) return fail('BAD_REQUEST', n.error.reason, 400);
      shipment = {
        carrier: command.carrier,
        tracking_number: n.value,
        tracking_url: trackingUrl(command.carrier, n.value),
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
