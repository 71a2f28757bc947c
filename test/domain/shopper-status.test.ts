import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FULFILMENT_STATUSES, awaitsDelivery, isReprinting, shopperProgress } from '../../src/domain/backoffice';

describe('what the shopper is told of a print that went wrong', () => {
  it.each([
    ['failed', 'paid', true],
    ['retrying', 'in_production', true],
    ['done', 'in_production', false],
    ['pending', 'paid', false],
    [null, 'paid', false],
    // Once the parcel has left, nothing is being re-made.
    ['failed', 'shipped', false],
    ['failed', 'delivered', false],
    ['failed', 'cancelled', false],
  ] as const)('job %s, order %s → %s', (job, order, shown) => {
    expect(isReprinting(job, order)).toBe(shown);
  });
});

describe('the steps of an order on its status page', () => {
  it('reaches every step up to the order’s own, and none after it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FULFILMENT_STATUSES), (status) => {
        const steps = shopperProgress(status);
        const reached = steps.filter((s) => s.reached).map((s) => s.step);
        // The reached steps are a prefix that ends at the order's status.
        expect(steps.slice(0, reached.length).every((s) => s.reached)).toBe(true);
        if (steps.length > 0) expect(reached.at(-1)).toBe(status === 'partially_refunded' ? 'paid' : status);
      }),
    );
  });
  it('draws all four steps for every order on the path', () => {
    for (const status of ['paid', 'in_production', 'shipped', 'delivered'] as const)
      expect(shopperProgress(status).map((s) => s.step)).toEqual(['paid', 'in_production', 'shipped', 'delivered']);
    expect(shopperProgress('paid').filter((s) => s.reached)).toEqual([{ step: 'paid', reached: true }]);
  });
  it('shows a delivery estimate exactly while the order is on the path and not delivered yet', () => {
    for (const status of FULFILMENT_STATUSES)
      expect(awaitsDelivery(status)).toBe(shopperProgress(status).length > 0 && status !== 'delivered');
    expect(awaitsDelivery('paid')).toBe(true);
  });
  it('keeps a partly refunded order that was not started on its way: at "paid", with its delivery estimate', () => {
    expect(shopperProgress('partially_refunded')).toEqual(shopperProgress('paid'));
    expect(awaitsDelivery('partially_refunded')).toBe(true);
  });
  it('draws no steps for an order off the path, and no delivery estimate once delivered or ended', () => {
    expect(shopperProgress('cancelled')).toEqual([]);
    expect(shopperProgress('refunded')).toEqual([]);
    expect(awaitsDelivery('shipped')).toBe(true);
    expect(awaitsDelivery('delivered')).toBe(false);
    expect(awaitsDelivery('refunded')).toBe(false);
  });
});
