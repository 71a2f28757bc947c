/**
 * The back office's moderation queue, run through the shop system on the test container's ports
 * (headless): reviewers and admins open it, fulfilment does not; approving and denying send the
 * poster's id (and the reason) to the server and the decided poster leaves the list; a reason the
 * domain's DENY_REASON refuses is the server's message, and the poster stays.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_FLOWS } from '../../src/application/system/flows';
import { DENY_REASON } from '../../src/domain/backoffice';
import type { StaffIdentity } from '../../src/application/model/back-office';
import type { ReviewItem } from '../../src/application/model/artist';
import { resolveRoute } from '../../src/application/routing/routes';
import { PRINTER, REVIEWER, deskSystem, expectInMenuOf } from './admin-desk';
import * as list from '../../src/application/flows/admin-list/machine';

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
  const { desk, system } = deskSystem(staff, (d) => d.reviewBook.push(poster(1), poster(2), poster(3)));
  const flow = system.start(PAGE_FLOWS.adminReview, { query: {} });
  return { desk, system, flow };
};

const ids = (flow: ReturnType<typeof setUp>['flow']) => list.selectRows(flow.getSnapshot()).map((p) => p.id);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the review queue page', () => {
  it('is in the menu of reviewers and admins only, at an address the shop resolves to the back office', () => {
    expectInMenuOf('/admin/review', ['admin', 'reviewer']);
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
