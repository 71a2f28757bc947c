/**
 * The back office's artists, run through the shop system on the test container's ports
 * (headless): only admins open the page; the search and page come from the address and go back
 * into it; a row's change of selling, limit or level is sent for that artist and the row shows
 * what the server holds after; a limit the domain refuses is the server's message, nothing changed.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_FLOWS } from '../../src/application/system/flows';
import { MAX_PRODUCT_LIMIT } from '../../src/domain/backoffice';
import type { StaffIdentity } from '../../src/application/model/back-office';
import type { AdminArtistView } from '../../src/application/model/catalogue-desk';
import { resolveRoute } from '../../src/application/routing/routes';
import * as list from '../../src/application/flows/admin-list/machine';
import { ADMIN, REVIEWER, deskSystem, expectInMenuOf } from './admin-desk';

const artist = (id: number, name: string): AdminArtistView => ({
  id,
  alias: name.toLowerCase(),
  name,
  email: `${name.toLowerCase()}@example.org`,
  country: 'FI',
  selling_enabled: true,
  product_limit: 15,
  membership_level: 1,
  posters: 3,
});

const setUp = (staff: StaffIdentity, query: Record<string, string> = {}) => {
  const { desk, navigation, system } = deskSystem(staff, (d) =>
    d.artistBook.push(artist(1, 'Aino'), artist(2, 'Bruno'), ...Array.from({ length: 60 }, (_, i) => artist(10 + i, `Kai${i}`))),
  );
  const flow = system.start(PAGE_FLOWS.adminArtists, { query });
  return { desk, navigation, system, flow };
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the artists page', () => {
  it('is in the admins’ menu only, at an address the shop resolves to the back office', async () => {
    expectInMenuOf('/admin/artists', ['admin']);
    expect(resolveRoute('/admin/artists', 'en')).toEqual({ name: 'admin', view: { page: 'artists' } });
    const { flow, system } = setUp(REVIEWER);
    await vi.advanceTimersByTimeAsync(0);
    expect(list.selectProblem(flow.getSnapshot())).toBe('forbidden');
    system.dispose();
  });

  it('searches and pages through the address', async () => {
    const { desk, navigation, flow, system } = setUp(ADMIN, { q: 'kai', page: '2' });
    await vi.advanceTimersByTimeAsync(0);
    expect(desk.calls).toContain('artists kai 2');
    expect([list.selectTotal(flow.getSnapshot()), list.selectRows(flow.getSnapshot()).length]).toEqual([60, 10]);
    flow.send({ type: 'filters.change', field: 'q', value: ' bruno ' });
    flow.send({ type: 'filters.submit' });
    expect(navigation.visited).toEqual(['/admin/artists?q=bruno']);
    system.dispose();
  });

  it('sends a row’s change for that artist, and the row shows what the server holds', async () => {
    const { desk, flow, system } = setUp(ADMIN, { q: 'bruno' });
    await vi.advanceTimersByTimeAsync(0);
    flow.send({ type: 'row.act', act: { id: 2, alias: 'bruno', change: { selling_enabled: false } } });
    await vi.advanceTimersByTimeAsync(0);
    flow.send({ type: 'row.act', act: { id: 2, alias: 'bruno', change: { product_limit: 40, membership_level: 3 } } });
    await vi.advanceTimersByTimeAsync(0);
    expect(desk.calls).toContain('update artist 2 {"selling_enabled":false}');
    expect(desk.calls).toContain('update artist 2 {"product_limit":40,"membership_level":3}');
    const [row] = list.selectRows(flow.getSnapshot());
    expect(row).toMatchObject({ id: 2, selling_enabled: false, product_limit: 40, membership_level: 3 });
    expect(list.selectDone(flow.getSnapshot())).toBe('bruno');
    system.dispose();
  });

  it('shows the server’s refusal of a limit past the domain’s maximum, and nothing changes', async () => {
    const { flow, system } = setUp(ADMIN, { q: 'aino' });
    await vi.advanceTimersByTimeAsync(0);
    flow.send({ type: 'row.act', act: { id: 1, alias: 'aino', change: { product_limit: MAX_PRODUCT_LIMIT + 1 } } });
    await vi.advanceTimersByTimeAsync(0);
    expect(list.selectRefusal(flow.getSnapshot())).toMatch(/product limit must be a whole number from 0 to 1000/);
    expect(list.selectRows(flow.getSnapshot())[0]?.product_limit).toBe(15);
    system.dispose();
  });
});
