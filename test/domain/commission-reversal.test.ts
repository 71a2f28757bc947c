import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { commissionToReverse } from '../../src/domain/backoffice';

/** docs/rules/back-office.md#refunds: a refund takes back the artists' commission in proportion. */
describe('the commission a refund takes back', () => {
  it('takes back the refunded share of what is left, rounded up to a cent', () => {
    expect(commissionToReverse(928, 500, 1000)).toBe(464);
    expect(commissionToReverse(929, 500, 1000)).toBe(465);
    expect(commissionToReverse(10, 1, 3)).toBe(4);
  });

  it('takes back everything left when the refund is all that was left to refund, or more', () => {
    expect(commissionToReverse(928, 1000, 1000)).toBe(928);
    expect(commissionToReverse(928, 1200, 1000)).toBe(928);
  });

  it('takes nothing when nothing is left or nothing is refunded', () => {
    expect(commissionToReverse(0, 500, 1000)).toBe(0);
    expect(commissionToReverse(-5, 500, 1000)).toBe(0);
    expect(commissionToReverse(928, 0, 1000)).toBe(0);
    expect(commissionToReverse(928, -1, 1000)).toBe(0);
  });

  it('takes what is left when the order has nothing left to refund', () => {
    expect(commissionToReverse(7, 0, 0)).toBe(7);
    expect(commissionToReverse(0, 0, 0)).toBe(0);
  });

  it('never takes more than is left', () => {
    expect(commissionToReverse(1, 999, 1000)).toBe(1);
  });

  it('never leaves an artist more than its share of what was kept, over any refunds by amount; a full refund leaves none', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 8 }),
        fc.boolean(),
        (commission, paid, shares, endWithTheRest) => {
          let left = commission;
          let refundable = paid;
          const refunds = shares.map((s) => Math.floor(s * paid));
          for (const asked of endWithTheRest ? [...refunds, paid] : refunds) {
            const refunded = Math.min(asked, refundable);
            const taken = commissionToReverse(left, refunded, refundable);
            expect(taken).toBeGreaterThanOrEqual(0);
            expect(taken).toBeLessThanOrEqual(Math.max(left, 0));
            left -= taken;
            refundable -= refunded;
            // What the artist keeps is at most its commission's share of what the shop kept.
            expect(left * paid).toBeLessThanOrEqual(commission * refundable);
          }
          if (endWithTheRest) expect(left).toBe(0);
        },
      ),
    );
  });
});
