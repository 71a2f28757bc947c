/**
 * The back office's flows run through the shop system on the test container's ports (headless:
 * no DOM, no React): the order list reads its filters from the address and writes them back into
 * it; an order moves along the lifecycle only as the domain allows, and ships only with a tracking
 * number of the chosen carrier's format.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_FLOWS } from '../../src/application/system/flows';
import { possibleMoves, type FulfilmentStatus } from '../../src/domain';
import type { AdminOrderDetail, StaffIdentity } from '../../src/application/model/back-office';
import { adminQueryOf, adminSearchOf, dayBatchPath, paidDaysOf } from '../../src/application/flows/admin-orders/query';
import * as detail from '../../src/application/flows/admin-order/machine';
import * as list from '../../src/application/flows/admin-orders/machine';
import { backOfficeSystem } from './admin-desk';

const PRINTER: StaffIdentity = { subject: 'printer-2', name: 'Paul Weber', role: 'fulfilment', abilities: ['orders.read'] };

const order = (id: string, status: FulfilmentStatus = 'paid'): AdminOrderDetail => ({
  summary: {
    id,
    paid_at: '2026-11-18T09:00:00.000Z',
    status,
    store: 'de',
    email: 'eva@example.com',
    customer_name: 'Eva Berg',
    country: 'DE',
    total: 4900,
    currency: 'EUR',
    items: 1,
  },
  lines: [],
  subtotal: 4900,
  discount_total: 0,
  gift_card_total: 0,
  coupons: [],
  address: { name: 'Eva Berg', street: 'Hauptstr. 1', postal_code: '10115', city: 'Berlin', country: 'DE' },
  payment: null,
  print_files: [],
  print_job: null,
  shipment: null,
  history: [],
  moves: possibleMoves(status),
  refunds: [],
  refundable: 4900,
});

const setUp = (staff: StaffIdentity | null, orders: readonly AdminOrderDetail[] = []) =>
  backOfficeSystem(staff, (desk) => {
    for (const o of orders) desk.orderBook.set(o.summary.id, o);
  });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the address of the order list', () => {
  it('keeps the filters and the page, leaves out what is empty, and reads back what it wrote', () => {
    const query = adminQueryOf({ status: 'paid', q: ' Eva ', page: '3', utm_source: 'x' });
    expect(adminSearchOf(query)).toBe('status=paid&q=Eva&page=3');
    expect(adminQueryOf(Object.fromEntries(new URLSearchParams(adminSearchOf(query))))).toEqual(query);
    expect(adminQueryOf({ page: '-2' }).page).toBe(1);
    expect(adminQueryOf({ page: 'abc' }).page).toBe(1);
  });
});

describe('the order list', () => {
  it('offers one print batch per UTC day the listed orders were paid on, newest first', () => {
    const paid = ['2026-11-18T23:59:00.000Z', '2026-11-19T00:01:00.000Z', '2026-11-18T08:00:00.000Z'].map((paid_at) => ({
      paid_at,
    }));
    expect(paidDaysOf(paid)).toEqual(['2026-11-19', '2026-11-18']);
    expect(dayBatchPath('2026-11-19')).toBe('/api/admin/print-batches/2026-11-19.zip');
  });

  it('asks for the staff sign-in without a staff session', async () => {
    const { system } = setUp(null);
    const flow = system.start(PAGE_FLOWS.adminOrders, { query: {} });
    await vi.advanceTimersByTimeAsync(0);
    expect(list.selectProblem(flow.getSnapshot())).toBe('signedOut');
    system.dispose();
  });

  it('loads the rows the address selects, and puts new filters and pages into the address', async () => {
    const orders = Array.from({ length: 120 }, (_, i) => order(`o${i}`));
    const { desk, navigation, system } = setUp(PRINTER, orders);
    const flow = system.start(PAGE_FLOWS.adminOrders, { query: { status: 'paid', page: '2' } });
    await vi.advanceTimersByTimeAsync(0);
    const s = flow.getSnapshot();
    expect(desk.calls[0]).toContain('"status":"paid"');
    expect(desk.calls[0]).toContain('"page":2');
    expect(list.selectOrders(s).length).toBe(50);
    expect([list.selectPage(s), list.selectPageCount(s), list.selectStaff(s)?.name]).toEqual([2, 3, 'Paul Weber']);

    flow.send({ type: 'page.go', page: 3 });
    flow.send({ type: 'page.go', page: 4 });
    flow.send({ type: 'filters.change', field: 'q', value: 'Berg' });
    flow.send({ type: 'filters.submit' });
    flow.send({ type: 'filters.reset' });
    // Past the last page nothing moves; a new search starts at its first page.
    expect(navigation.visited).toEqual(['/admin?status=paid&page=3', '/admin?status=paid&q=Berg', '/admin']);
    system.dispose();
  });
});

describe('the order filters', () => {
  it('Clear empties every field, the country too, on the page cleared and on the page returned to', async () => {
    const { navigation, system } = setUp(PRINTER, [order('o1')]);
    // The list as first opened (kept mounted while the staff look at other addresses).
    const start = system.start(PAGE_FLOWS.adminOrders, { query: {} });
    await vi.advanceTimersByTimeAsync(0);
    start.send({ type: 'filters.change', field: 'country', value: 'se' });
    start.send({ type: 'filters.change', field: 'q', value: 'Berg' });
    start.send({ type: 'filters.submit' });
    expect(navigation.visited).toEqual(['/admin?country=se&q=Berg']);
    // The page left behind shows its own address's (empty) filters again.
    expect(list.selectDraft(start.getSnapshot())).toEqual(adminQueryOf({}));

    const filtered = system.start(PAGE_FLOWS.adminOrders, { query: { country: 'se', q: 'Berg' } });
    await vi.advanceTimersByTimeAsync(0);
    filtered.send({ type: 'filters.reset' });
    expect(navigation.visited).toEqual(['/admin?country=se&q=Berg', '/admin']);

    // Back on the first page, Show applies no filter the staff cleared.
    start.send({ type: 'filters.submit' });
    expect(navigation.current).toBe('/admin');
    system.dispose();
  });

  it('Clear on the unfiltered list empties what was typed there', async () => {
    const { navigation, system } = setUp(PRINTER, [order('o1')]);
    const flow = system.start(PAGE_FLOWS.adminOrders, { query: {} });
    await vi.advanceTimersByTimeAsync(0);
    for (const [field, value] of [
      ['status', 'paid'],
      ['from', '2026-11-01'],
      ['to', '2026-11-30'],
      ['country', 'de'],
      ['q', 'Eva'],
    ] as const)
      flow.send({ type: 'filters.change', field, value });
    flow.send({ type: 'filters.reset' });
    expect(list.selectDraft(flow.getSnapshot())).toEqual(adminQueryOf({}));
    expect(navigation.visited).toEqual(['/admin']);
    system.dispose();
  });
});

describe('one order', () => {
  it('goes into production, refuses a tracking number of the wrong format, then ships with a valid DHL number', async () => {
    const { desk, system } = setUp(PRINTER, [order('A1')]);
    const flow = system.start(PAGE_FLOWS.adminOrder, { orderId: 'A1' });
    await vi.advanceTimersByTimeAsync(0);
    expect(detail.selectShippable(flow.getSnapshot())).toBe(false);
    flow.send({ type: 'order.deliver' });
    expect(desk.calls).toEqual([]);

    flow.send({ type: 'order.startProduction' });
    await vi.advanceTimersByTimeAsync(0);
    expect(detail.selectOrder(flow.getSnapshot())?.summary.status).toBe('in_production');
    expect(detail.selectShippable(flow.getSnapshot())).toBe(true);

    flow.send({ type: 'shipment.number.change', value: '12345' });
    flow.send({ type: 'shipment.submit' });
    expect(detail.selectTrackingInvalid(flow.getSnapshot())).toBe(true);
    expect(desk.calls).toEqual(['fulfil A1 startProduction']);

    flow.send({ type: 'shipment.number.change', value: '00340434161094042557' });
    flow.send({ type: 'shipment.submit' });
    await vi.advanceTimersByTimeAsync(0);
    const s = flow.getSnapshot();
    expect(detail.selectOrder(s)?.summary.status).toBe('shipped');
    expect(detail.selectOrder(s)?.shipment?.carrier).toBe('dhl');
    expect(detail.selectSaved(s)).toBe(true);
    system.dispose();
  });

  it("corrects a shipped order's tracking number through the same form, checked against the new carrier", async () => {
    const { desk, system } = setUp(PRINTER, [order('C3', 'shipped'), order('D4', 'paid')]);
    const paid = system.start(PAGE_FLOWS.adminOrder, { orderId: 'D4' });
    const flow = system.start(PAGE_FLOWS.adminOrder, { orderId: 'C3' });
    await vi.advanceTimersByTimeAsync(0);
    expect(detail.selectCorrectable(paid.getSnapshot())).toBe(false);
    expect([detail.selectCorrectable(flow.getSnapshot()), detail.selectShippable(flow.getSnapshot())]).toEqual([true, false]);

    flow.send({ type: 'shipment.carrier.change', carrier: 'bring' });
    flow.send({ type: 'shipment.number.change', value: '1Z999AA10123456784' });
    flow.send({ type: 'shipment.submit' });
    expect(detail.selectTrackingInvalid(flow.getSnapshot())).toBe(true);
    expect(desk.calls).toEqual([]);

    flow.send({ type: 'shipment.number.change', value: 'CP 123456785 NO' });
    flow.send({ type: 'shipment.submit' });
    await vi.advanceTimersByTimeAsync(0);
    const s = flow.getSnapshot();
    expect(desk.calls).toEqual(['fulfil C3 correctTracking']);
    expect(detail.selectOrder(s)?.summary.status).toBe('shipped');
    expect(detail.selectOrder(s)?.shipment).toMatchObject({ carrier: 'bring', tracking_number: 'CP123456785NO' });
    expect(detail.selectSaved(s)).toBe(true);
    system.dispose();
  });

  it('ships with another carrier only with an https tracking link, sent with the number', async () => {
    const { desk, system } = setUp(PRINTER, [order('E5', 'in_production')]);
    const flow = system.start(PAGE_FLOWS.adminOrder, { orderId: 'E5' });
    await vi.advanceTimersByTimeAsync(0);
    flow.send({ type: 'shipment.carrier.change', carrier: 'other' });
    flow.send({ type: 'shipment.number.change', value: 'AB12345678' });
    flow.send({ type: 'shipment.link.change', value: 'http://parcels.example.com/AB12345678' });
    flow.send({ type: 'shipment.submit' });
    expect([detail.selectLinkInvalid(flow.getSnapshot()), detail.selectNumberInvalid(flow.getSnapshot())]).toEqual([true, false]);
    expect(desk.calls).toEqual([]);

    flow.send({ type: 'shipment.link.change', value: ' https://parcels.example.com/AB12345678 ' });
    expect(detail.selectTrackingLink(flow.getSnapshot())).toBe(' https://parcels.example.com/AB12345678 ');
    flow.send({ type: 'shipment.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(desk.calls).toEqual(['fulfil E5 ship']);
    expect(detail.selectOrder(flow.getSnapshot())?.shipment).toMatchObject({
      carrier: 'other',
      tracking_number: 'AB12345678',
      tracking_url: 'https://parcels.example.com/AB12345678',
    });
    expect(detail.selectTrackingLink(flow.getSnapshot())).toBe('');
    system.dispose();
  });

  it('shows the reason of a move the server refuses (409) and stays on the order', async () => {
    const { desk, system } = setUp(PRINTER, [order('B2')]);
    const flow = system.start(PAGE_FLOWS.adminOrder, { orderId: 'B2' });
    await vi.advanceTimersByTimeAsync(0);
    // Someone else cancelled it meanwhile; the page still offers the old move.
    desk.orderBook.set('B2', { ...order('B2', 'cancelled'), moves: ['startProduction'] });
    flow.send({ type: 'order.startProduction' });
    await vi.advanceTimersByTimeAsync(0);
    expect(detail.selectRefusal(flow.getSnapshot())).toMatch(/cancelled/);
    expect(detail.selectProblem(flow.getSnapshot())).toBeNull();
    system.dispose();
  });

  it.each([502, 503] as const)(
    "shows the payment provider's reason when it refuses the shipment (%i), and ships on the retry",
    async (status) => {
      const { desk, system } = setUp(PRINTER, [order('P9', 'in_production')]);
      const flow = system.start(PAGE_FLOWS.adminOrder, { orderId: 'P9' });
      await vi.advanceTimersByTimeAsync(0);
      desk.providerFailure = { status, message: 'Klarna refused to capture the payment: CAPTURE_NOT_ALLOWED.' };
      flow.send({ type: 'shipment.number.change', value: '00340434161094042557' });
      flow.send({ type: 'shipment.submit' });
      await vi.advanceTimersByTimeAsync(0);
      expect(detail.selectRefusal(flow.getSnapshot())).toMatch(/CAPTURE_NOT_ALLOWED/);
      expect(detail.selectProblem(flow.getSnapshot())).toBeNull();
      expect(detail.selectOrder(flow.getSnapshot())?.summary.status).toBe('in_production');
      flow.send({ type: 'shipment.submit' });
      await vi.advanceTimersByTimeAsync(0);
      expect(detail.selectOrder(flow.getSnapshot())?.summary.status).toBe('shipped');
      system.dispose();
    },
  );

  it('offers the retry only for a print job that gave up, and shows the job queued again', async () => {
    const failed = { status: 'failed', attempts: 6, last_error: 'ENOSPC' };
    const { desk, system } = setUp(PRINTER, [
      { ...order('C3'), print_job: failed },
      { ...order('D4'), print_job: { ...failed, status: 'retrying' } },
    ]);
    const waiting = system.start(PAGE_FLOWS.adminOrder, { orderId: 'D4' });
    const flow = system.start(PAGE_FLOWS.adminOrder, { orderId: 'C3' });
    await vi.advanceTimersByTimeAsync(0);
    expect(detail.selectMayRetryPrintJob(waiting.getSnapshot())).toBe(false);
    waiting.send({ type: 'printJob.retry' });
    expect(desk.calls).toEqual([]);

    expect(detail.selectMayRetryPrintJob(flow.getSnapshot())).toBe(true);
    flow.send({ type: 'printJob.retry' });
    await vi.advanceTimersByTimeAsync(0);
    expect(desk.calls).toEqual(['retry C3']);
    expect(detail.selectOrder(flow.getSnapshot())?.print_job?.status).toBe('pending');
    expect(detail.selectMayRetryPrintJob(flow.getSnapshot())).toBe(false);
    system.dispose();
  });

  it('lets an admin refund a line only after a confirm step, with a reason, and shows the refund made', async () => {
    const ADMIN: StaffIdentity = { subject: 'ops-1', name: 'Olga', role: 'admin', abilities: [] };
    const two = {
      ...order('E5'),
      lines: [0, 1].map((position) => ({
        position,
        name: `Poster ${position}`,
        variation_name: '50x70',
        sku: 'S',
        quantity: 1,
        unit_price: 2450,
        line_total: 2450,
        personalised: false,
        preview: null,
        refunded: false,
        type: 1,
        margin: null,
        black_and_white: null,
        frame: null,
      })),
    };
    const printer = setUp(PRINTER, [two]);
    const seen = printer.system.start(PAGE_FLOWS.adminOrder, { orderId: 'E5' });
    await vi.advanceTimersByTimeAsync(0);
    expect(detail.selectMayRefund(seen.getSnapshot())).toBe(false);
    printer.system.dispose();

    const { desk, system } = setUp(ADMIN, [two]);
    const flow = system.start(PAGE_FLOWS.adminOrder, { orderId: 'E5' });
    await vi.advanceTimersByTimeAsync(0);
    expect(detail.selectMayRefund(flow.getSnapshot())).toBe(true);
    flow.send({ type: 'refund.line.toggle', position: 1 });
    flow.send({ type: 'refund.review' });
    expect(detail.selectRefundDraft(flow.getSnapshot()).confirming).toBe(false);
    flow.send({ type: 'refund.reason.change', value: 'Damaged in transit' });
    flow.send({ type: 'refund.confirm' });
    expect(desk.calls).toEqual([]);
    flow.send({ type: 'refund.review' });
    expect(detail.selectRefundDraft(flow.getSnapshot()).confirming).toBe(true);
    flow.send({ type: 'refund.confirm' });
    await vi.advanceTimersByTimeAsync(0);
    expect(desk.calls).toEqual(['refund E5 refundLines']);
    const s = flow.getSnapshot();
    expect(detail.selectOrder(s)?.summary.status).toBe('partially_refunded');
    expect(detail.selectOrder(s)?.refunds).toEqual([
      expect.objectContaining({ amount: 2450, lines: [1], reason: 'Damaged in transit' }),
    ]);
    expect(detail.selectRefundDraft(s)).toMatchObject({ lines: [], reason: '', confirming: false });
    expect(detail.selectSaved(s)).toBe(true);
    system.dispose();
  });

  it('says when there is no such order', async () => {
    const { system } = setUp(PRINTER);
    const flow = system.start(PAGE_FLOWS.adminOrder, { orderId: 'nope' });
    await vi.advanceTimersByTimeAsync(0);
    expect(detail.selectProblem(flow.getSnapshot())).toBe('notFound');
    system.dispose();
  });
});
