/**
 * The back office's menu and its read-only records, run through the shop system on the test
 * container's ports (headless): each role's menu shows the pages its abilities open; the audit
 * record and the outbox load the page the address names and put a new page into the address; a
 * role without the audit gets the "no access" problem.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_FLOWS } from '../../src/application/system/flows';
import type { AdminAuditRecord } from '../../src/application/model/back-office';
import { ADMIN, PRINTER, backOfficeSystem } from './admin-desk';
import { adminNavOf } from '../../src/application/flows/admin-list/pages';
import { resolveRoute } from '../../src/application/routing/routes';
import * as list from '../../src/application/flows/admin-list/machine';
import { whoActed } from '../../src/application/flows/admin-records/who';

const record = (i: number): AdminAuditRecord => ({
  at: new Date(Date.UTC(2026, 10, 20, 12, 0, i)).toISOString(),
  staff: 'ops-1',
  staff_name: 'Olga Admin',
  role: 'admin',
  action: 'coupon.expire',
  target: `coupon:${i}`,
  before: { state: 'active' },
  after: { state: 'ended' },
  request_id: `req-${i}`,
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the back office menu', () => {
  it('shows each role the pages its abilities open, and every page it names is a back-office route', () => {
    expect(adminNavOf('reviewer').map((p) => p.page)).toEqual(['review']);
    expect(adminNavOf('fulfilment').map((p) => p.page)).toEqual(['orders', 'outbox']);
    expect(adminNavOf('catalogue').map((p) => p.page)).toEqual(['catalogue']);
    const all = adminNavOf('admin');
    expect(all.map((p) => p.page)).toEqual([
      'orders',
      'catalogue',
      'review',
      'artists',
      'payouts',
      'coupons',
      'gift-cards',
      'audit',
      'outbox',
    ]);
    for (const item of all) expect(resolveRoute(item.path, 'en').name).toBe('admin');
  });
});

describe('the audit record', () => {
  it('loads the page the address names, and puts another page into the address', async () => {
    const { desk, navigation, system } = backOfficeSystem(ADMIN);
    desk.auditBook.push(...Array.from({ length: 120 }, (_, i) => record(i)));
    const flow = system.start(PAGE_FLOWS.adminAudit, { query: { page: '2' } });
    await vi.advanceTimersByTimeAsync(0);
    const s = flow.getSnapshot();
    expect(desk.calls).toContain('audit 2');
    expect(list.selectRows(s)[0]?.request_id).toBe('req-50');
    expect([list.selectPage(s), list.selectPageCount(s)]).toEqual([2, 3]);
    flow.send({ type: 'page.go', page: 1 });
    flow.send({ type: 'page.go', page: 4 });
    expect(navigation.visited).toEqual(['/admin/audit']);
    system.dispose();
  });

  it('tells a fulfilment user the record is not theirs', async () => {
    const { system } = backOfficeSystem(PRINTER);
    const flow = system.start(PAGE_FLOWS.adminAudit, { query: {} });
    await vi.advanceTimersByTimeAsync(0);
    expect(list.selectProblem(flow.getSnapshot())).toBe('forbidden');
    system.dispose();
  });
});

describe('the outbox', () => {
  it('lists the e-mails for fulfilment and pages in the address', async () => {
    const { desk, navigation, system } = backOfficeSystem(PRINTER);
    desk.outboxBook.push(
      ...Array.from({ length: 51 }, (_, i) => ({
        id: `m${i}`,
        order_id: null,
        kind: 'order-confirmation',
        recipient: 'eva@example.com',
        subject: `Order ${i}`,
        text_body: 'Thank you',
        status: 'sent',
        attempts: 1,
        last_error: null,
        created_at: '2026-11-20T12:00:00.000Z',
      })),
    );
    const flow = system.start(PAGE_FLOWS.adminOutbox, { query: {} });
    await vi.advanceTimersByTimeAsync(0);
    expect(list.selectRows(flow.getSnapshot()).length).toBe(50);
    flow.send({ type: 'page.go', page: 2 });
    expect(navigation.visited).toEqual(['/admin/outbox?page=2']);
    system.dispose();
  });
});

describe('who acted, in the history and the audit record', () => {
  it.each([
    [{ staff: 'printer-2', staff_name: 'Paul Weber' }, 'Paul Weber'],
    [{ staff: 'printer-2', staff_name: null }, 'printer-2'],
    [{ staff: null, staff_name: null }, null],
  ] as const)('shows %j as %s', (r, shown) => expect(whoActed(r)).toBe(shown));
});
