/**
 * The back office's gift cards, run through the shop system on the test container's ports
 * (headless): only admins open the page; a code typed in any form finds its card (balance,
 * currency, history); an unknown code is the server's message; voiding waits for the
 * confirmation, and cancelling sends nothing.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_FLOWS } from '../../src/application/system/flows';
import type { StaffIdentity } from '../../src/application/model/back-office';
import { resolveRoute } from '../../src/application/routing/routes';
import { ADMIN, PRINTER, deskSystem, expectInMenuOf } from './admin-desk';
import { selectConfirming } from '../../src/application/flows/admin-gift-cards/machine';

const CODE = 'ABCDEFGHJKLMNPQR';

const setUp = (staff: StaffIdentity) => {
  const { desk, system } = deskSystem(staff, (d) =>
    d.giftCardBook.set(CODE, {
      code: CODE,
      initial_amount: 5000,
      balance: 2000,
      currency: 'EUR',
      issued_for_order: 'PS-1001',
      created_at: '2026-11-01T10:00:00.000Z',
      voided_at: null,
      history: [{ kind: 'paid', order_id: 'PS-1002', amount: 3000, at: '2026-11-02T10:00:00.000Z' }],
    }),
  );
  const flow = system.start(PAGE_FLOWS.adminGiftCards, { query: {} });
  return { desk, system, flow };
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the gift cards page', () => {
  it('is in the admins’ menu only, at an address the shop resolves to the back office', async () => {
    expectInMenuOf('/admin/gift-cards', ['admin']);
    expect(resolveRoute('/admin/gift-cards', 'en')).toEqual({ name: 'admin', view: { page: 'gift-cards' } });
    const { flow, system } = setUp(PRINTER);
    await vi.advanceTimersByTimeAsync(0);
    flow.send({ type: 'code.change', value: CODE });
    flow.send({ type: 'lookup.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(flow.getSnapshot().context.problem).toBe('forbidden');
    expect(flow.getSnapshot().context.card).toBeNull();
    system.dispose();
  });

  it('looks a card up by the code as typed and shows its balance, currency and history', async () => {
    const { desk, flow, system } = setUp(ADMIN);
    await vi.advanceTimersByTimeAsync(0);
    flow.send({ type: 'code.change', value: ' abcd-efgh-jklm-npqr ' });
    flow.send({ type: 'lookup.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(desk.calls).toContain('gift card abcd-efgh-jklm-npqr');
    const card = flow.getSnapshot().context.card;
    expect([card?.balance, card?.currency, card?.history.map((e) => e.order_id)]).toEqual([2000, 'EUR', ['PS-1002']]);
    flow.send({ type: 'code.change', value: 'ZZZZ-ZZZZ' });
    flow.send({ type: 'lookup.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(flow.getSnapshot().context).toMatchObject({ card: null, refusal: 'No gift card has this code' });
    system.dispose();
  });

  it('voids only after the confirmation, and shows the voided card', async () => {
    const { desk, flow, system } = setUp(ADMIN);
    await vi.advanceTimersByTimeAsync(0);
    flow.send({ type: 'code.change', value: CODE });
    flow.send({ type: 'lookup.submit' });
    await vi.advanceTimersByTimeAsync(0);
    flow.send({ type: 'void.ask' });
    expect(selectConfirming(flow.getSnapshot())).toBe(true);
    flow.send({ type: 'void.cancel' });
    await vi.advanceTimersByTimeAsync(0);
    expect(desk.calls.filter((c) => c.startsWith('void'))).toEqual([]);
    flow.send({ type: 'void.ask' });
    flow.send({ type: 'void.confirm' });
    await vi.advanceTimersByTimeAsync(0);
    expect(desk.calls).toContain(`void gift card ${CODE}`);
    const { card, voided } = flow.getSnapshot().context;
    expect([card?.balance, card?.voided_at !== null, card?.history.at(-1)?.kind, voided]).toEqual([0, true, 'voided', true]);
    flow.send({ type: 'void.ask' });
    expect(selectConfirming(flow.getSnapshot())).toBe(false);
    system.dispose();
  });
});
