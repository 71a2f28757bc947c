/**
 * The staff's coupon page runs through the shop system on the test container's ports (headless):
 * a coupon the rules accept is created and listed, one they refuse shows the reason and keeps the
 * form, an expired coupon shows as ended, and the amounts typed in major units go out in cents.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_FLOWS } from '../../src/application/system/flows';
import type { StaffIdentity } from '../../src/application/model/back-office';
import { EMPTY_COUPON_FORM, newCouponOf } from '../../src/application/flows/admin-coupons/form';
import * as coupons from '../../src/application/flows/admin-coupons/selectors';
import { deskSystem } from './admin-desk';

const COUPON_ADMIN: StaffIdentity = { subject: 'ops-1', name: 'Olga Admin', role: 'admin', abilities: ['coupons'] };

const setUp = (staff: StaffIdentity | null) => {
  const { desk, system } = deskSystem(staff);
  const flow = system.start(PAGE_FLOWS.adminCoupons, { query: {} });
  return { desk, system, flow };
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the coupon form', () => {
  it('sends amounts typed in major units as cents, and the own amount only when a currency is chosen', () => {
    const fixed = { ...EMPTY_COUPON_FORM, code: ' WINTER5 ', kind: 'fixed' as const, eur: '5,50', otherAmount: '60' };
    expect(newCouponOf(fixed)).toEqual({ code: 'WINTER5', kind: 'fixed', amounts: [{ currency: 'EUR', amount: 550 }] });
    expect(newCouponOf({ ...fixed, otherCurrency: 'SEK' }).amounts).toEqual([
      { currency: 'EUR', amount: 550 },
      { currency: 'SEK', amount: 6000 },
    ]);
  });
});

describe('the coupon page', () => {
  it('asks for the staff sign-in without a staff session', async () => {
    const { flow, system } = setUp(null);
    await vi.advanceTimersByTimeAsync(0);
    expect(coupons.selectCouponsProblem(flow.getSnapshot())).toBe('signedOut');
    system.dispose();
  });

  it('creates a coupon, lists it, and ends it; what is typed while the rows load is kept', async () => {
    const { desk, flow, system } = setUp(COUPON_ADMIN);
    flow.send({ type: 'form.change', field: 'code', value: 'SPRING10' });
    await vi.advanceTimersByTimeAsync(0);
    flow.send({ type: 'form.change', field: 'percent', value: '10' });
    flow.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(0);
    let s = flow.getSnapshot();
    expect(coupons.selectCreated(s)).toBe('SPRING10');
    expect(coupons.selectCouponForm(s)).toEqual(EMPTY_COUPON_FORM);
    expect(coupons.selectCoupons(s)).toEqual([expect.objectContaining({ code: 'SPRING10', percent: 10, state: 'active' })]);

    flow.send({ type: 'coupon.expire', id: coupons.selectCoupons(s)[0]!.id });
    await vi.advanceTimersByTimeAsync(0);
    s = flow.getSnapshot();
    expect(coupons.selectCoupons(s)[0]!.state).toBe('ended');
    expect(desk.calls).toEqual(['coupons 1', 'create SPRING10', 'coupons 1', 'expire 1', 'coupons 1']);
    system.dispose();
  });

  it('shows the reason the rules refuse a coupon for, and keeps what was typed', async () => {
    const { flow, system } = setUp(COUPON_ADMIN);
    await vi.advanceTimersByTimeAsync(0);
    flow.send({ type: 'form.change', field: 'code', value: 'HALF' });
    flow.send({ type: 'form.change', field: 'percent', value: '150' });
    flow.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(0);
    const s = flow.getSnapshot();
    expect(coupons.selectRefusal(s)).toMatch(/at most 100/);
    expect(coupons.selectCouponForm(s).percent).toBe('150');
    expect(coupons.selectCoupons(s)).toEqual([]);
    system.dispose();
  });
});
