/**
 * The back office's catalogue page (docs/rules/catalogue-management.md), run through the shop system on
 * the test container's ports (headless): the catalogue role and admins open it, others are told
 * they may not; the search and page come from the address and go back into it; a row's move is sent
 * for that product and the row shows the status the server holds after; an artist's poster's move is
 * refused with the server's reason, nothing changed.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_FLOWS } from '../../src/application/system/flows';
import type { StaffIdentity } from '../../src/application/model/back-office';
import type { AdminProductView } from '../../src/application/model/catalogue-desk';
import { resolveRoute } from '../../src/application/routing/routes';
import * as list from '../../src/application/flows/admin-list/machine';
import { ADMIN, CATALOGUER, PRINTER, deskSystem, expectInMenuOf } from './admin-desk';

const product = (id: number, name: string, artist: string | null = null): AdminProductView => ({
  id,
  sku: `SKU-${id}`,
  type: 1,
  status: 'draft',
  name,
  artist,
  thumb: null,
  categories: [],
});

const setUp = (staff: StaffIdentity, query: Record<string, string> = {}) => {
  const { desk, navigation, system } = deskSystem(staff, (d) =>
    d.productBook.push(
      product(1, 'Harbour'),
      product(2, 'Forest', 'maja'),
      ...Array.from({ length: 60 }, (_, i) => product(10 + i, `Lighthouse ${i}`)),
    ),
  );
  const flow = system.start(PAGE_FLOWS.adminCatalogue, { query });
  return { desk, navigation, system, flow };
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the catalogue page', () => {
  it('is in the catalogue role’s and the admins’ menu, at an address the shop resolves to the back office', async () => {
    expectInMenuOf('/admin/catalogue', ['admin', 'catalogue']);
    expect(resolveRoute('/admin/catalogue', 'en')).toEqual({ name: 'admin', view: { page: 'catalogue' } });
    const { flow, system } = setUp(PRINTER);
    await vi.advanceTimersByTimeAsync(0);
    expect(list.selectProblem(flow.getSnapshot())).toBe('forbidden');
    system.dispose();
  });

  it('searches and pages through the address', async () => {
    const { desk, navigation, flow, system } = setUp(CATALOGUER, { q: 'lighthouse', page: '2' });
    await vi.advanceTimersByTimeAsync(0);
    expect(desk.calls).toContain('products lighthouse 2');
    expect([list.selectTotal(flow.getSnapshot()), list.selectRows(flow.getSnapshot()).length]).toEqual([60, 10]);
    flow.send({ type: 'filters.change', field: 'q', value: ' harbour ' });
    flow.send({ type: 'filters.submit' });
    expect(navigation.visited).toEqual(['/admin/catalogue?q=harbour']);
    system.dispose();
  });

  it('publishes and hides a product, and the row shows what the server holds', async () => {
    const { desk, flow, system } = setUp(ADMIN, { q: 'harbour' });
    await vi.advanceTimersByTimeAsync(0);
    flow.send({ type: 'row.act', act: { id: 1, sku: 'SKU-1', move: 'publish' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(list.selectRows(flow.getSnapshot())[0]).toMatchObject({ id: 1, status: 'forSale' });
    flow.send({ type: 'row.act', act: { id: 1, sku: 'SKU-1', move: 'hide' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(desk.calls).toEqual(expect.arrayContaining(['move product 1 publish', 'move product 1 hide']));
    expect(list.selectRows(flow.getSnapshot())[0]).toMatchObject({ id: 1, status: 'hidden' });
    expect(list.selectDone(flow.getSnapshot())).toBe('SKU-1');
    system.dispose();
  });

  it('shows the refusal of an artist’s poster, and nothing changes', async () => {
    const { flow, system } = setUp(CATALOGUER, { q: 'forest' });
    await vi.advanceTimersByTimeAsync(0);
    flow.send({ type: 'row.act', act: { id: 2, sku: 'SKU-2', move: 'hide' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(list.selectRefusal(flow.getSnapshot())).toMatch(/cannot move that way \(PRODUCT.ARTIST_POSTER\)/);
    expect(list.selectRows(flow.getSnapshot())[0]).toMatchObject({ id: 2, status: 'draft' });
    system.dispose();
  });
});
