/**
 * The back office's moderation queue, run through the shop system on the test container's ports
 * (headless): reviewers and admins open it, fulfilment does not; approving and denying send the
 * poster's id (and the reason) to the server and the decided poster leaves the list; a reason the
 * domain's DENY_REASON refuses is the server's message, and the poster stays.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestContainer } from '../../src/adapters/container/test';
import { resolveShopPorts } from '../../src/adapters/container/ports';
import { createShopSystem } from '../../src/application/system/shop-system';
import { PAGE_FLOWS } from '../../src/application/system/flows';
import { DEFAULT_STORE } from '../../src/domain';
import { DENY_REASON } from '../../src/domain/backoffice';
import { TOKENS } from '../../src/application/ports/tokens';
import type { InMemoryCatalogueDesk } from '../../src/adapters/memory/in-memory-catalogue-desk';
import type { StaffIdentity } from '../../src/application/model/back-office';
import type { ReviewItem } from '../../src/application/model/artist';
import { resolveRoute } from '../../src/application/routing/routes';
import { adminNavOf } from '../../src/application/flows/admin-list/pages';
import * as list from '../../src/application/flows/admin-list/machine';

const REVIEWER: StaffIdentity = { subject: 'rev-1', name: 'Rita Review', role: 'reviewer', abilities: [] };
const PRINTER: StaffIdentity = { subject: 'printer-2', name: 'Paul Weber', role: 'fulfilment', abilities: [] };

const poster = (id: number): ReviewItem => ({
  id,
  name: `Poster ${id}`,
  description: 'Fjord at dawn',
  artist: 'ana',
  category: null,
  image: null,
  processing: null,
  created_at: new Date(Date.UTC(2026, 10, 20, 12, 0, id)).toISOString(),
});

const setUp = (staff: StaffIdentity) => {
  const container = createTestContainer();
  const desk = container.get<InMemoryCatalogueDesk>(TOKENS.CatalogueDeskGateway);
  desk.staff = staff;
  desk.reviewBook.push(poster(1), poster(2), poster(3));
  const system = createShopSystem(resolveShopPorts(container), { store: DEFAULT_STORE });
  const flow = system.start(PAGE_FLOWS.adminReview, { query: {} });
  return { desk, system, flow };
};

const ids = (flow: ReturnType<typeof setUp>['flow']) => list.selectRows(flow.getSnapshot()).map((p) => p.id);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the review queue page', () => {
  it('is in the menu of reviewers and admins only, at an address the shop resolves to the back office', () => {
    expect(adminNavOf('reviewer').map((p) => p.path)).toContain('/admin/review');
    expect(adminNavOf('admin').map((p) => p.path)).toContain('/admin/review');
    expect(adminNavOf('fulfilment').map((p) => p.path)).not.toContain('/admin/review');
    expect(resolveRoute('/admin/review', 'en')).toEqual({ name: 'admin', view: { page: 'review' } });
  });

  it('answers fulfilment staff with the no-access problem', async () => {
    const { flow, system } = setUp(PRINTER);
    await vi.advanceTimersByTimeAsync(0);
    expect(list.selectProblem(flow.getSnapshot())).toBe('forbidden');
    expect(list.selectRows(flow.getSnapshot())).toEqual([]);
    system.dispose();
  });

  it('approves and denies through the server, and the decided posters leave the list', async () => {
    const { desk, flow, system } = setUp(REVIEWER);
    await vi.advanceTimersByTimeAsync(0);
    expect(ids(flow)).toEqual([1, 2, 3]);
    flow.send({ type: 'row.act', act: { kind: 'approve', id: 2, name: 'Poster 2' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(desk.calls).toContain('approve 2');
    expect(ids(flow)).toEqual([1, 3]);
    flow.send({ type: 'row.act', act: { kind: 'deny', id: 1, name: 'Poster 1', reason: 'Blurred at print size' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(desk.calls).toContain('deny 1 Blurred at print size');
    expect(ids(flow)).toEqual([3]);
    expect(list.selectDone(flow.getSnapshot())).toBe('Poster 1');
    system.dispose();
  });

  it('shows the server’s refusal of a reason outside the domain’s limits, and the poster stays', async () => {
    const { flow, system } = setUp(REVIEWER);
    await vi.advanceTimersByTimeAsync(0);
    const tooLong = 'x'.repeat(DENY_REASON.max + 1);
    flow.send({ type: 'row.act', act: { kind: 'deny', id: 3, name: 'Poster 3', reason: tooLong } });
    await vi.advanceTimersByTimeAsync(0);
    expect(list.selectRefusal(flow.getSnapshot())).toMatch(/3 to 500 characters/);
    expect(ids(flow)).toEqual([1, 2, 3]);
    system.dispose();
  });
});
