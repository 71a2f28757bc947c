import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  paidTotal,
  planRefund,
  refundable,
  refundedTotal,
  type RefundableOrder,
  type RefundRequest,
  type Tender,
} from '../../src/domain/backoffice';

/**
 * Issue 27 "Never more than was paid": random orders (lines, discounts, gift cards and a card)
 * take random sequences of partial refunds (lines, amounts, a cancellation); the totals given back
 * never pass what was paid, in all or per tender, and refunding every line gives back exactly it.
 */
const order: fc.Arbitrary<RefundableOrder> = fc
  .record({
    lineTotals: fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 6 }),
    discountPerMille: fc.integer({ min: 0, max: 1000 }),
    giftCards: fc.array(fc.integer({ min: 1, max: 1000 }), { maxLength: 3 }),
  })
  .map(({ lineTotals, discountPerMille, giftCards }) => {
    const subtotal = lineTotals.reduce((a, b) => a + b, 0);
    let due = subtotal - Math.floor((subtotal * discountPerMille) / 1000);
    const paid: Tender[] = [];
    giftCards.forEach((weight, i) => {
      const amount = Math.min(due, Math.floor((due * weight) / 2000));
      if (amount > 0) paid.push({ giftCard: 100 + i, amount });
      due -= amount;
    });
    if (due > 0) paid.push({ giftCard: null, amount: due });
    return { paid, refunded: [], lines: lineTotals.map((lineTotal, position) => ({ position, lineTotal, refunded: false })) };
  });

const request: fc.Arbitrary<RefundRequest> = fc.oneof(
  fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 3 }).map((positions) => ({ kind: 'lines' as const, positions })),
  fc.integer({ min: -10, max: 6_000_000 }).map((amount) => ({ kind: 'amount' as const, amount })),
  fc.constant({ kind: 'all' as const }),
);

/** Applies each refund the rule allows, as the server records it. */
const apply = (o: RefundableOrder, requests: readonly RefundRequest[]) => {
  let state = o;
  const given: number[] = [];
  for (const r of requests) {
    const planned = planRefund(state, r);
    if (!planned.ok) continue;
    const p = planned.value;
    expect(p.amount).toBeLessThanOrEqual(refundable(state));
    expect(p.to.reduce((n, t) => n + t.amount, 0)).toBe(p.amount);
    for (const t of p.to) expect(t.amount).toBeGreaterThan(0);
    given.push(p.amount);
    state = {
      ...state,
      refunded: [...state.refunded, ...p.to],
      lines: state.lines.map((l) => (p.lines.includes(l.position) ? { ...l, refunded: true } : l)),
    };
    expect(p.whole).toBe(refundable(state) === 0);
  }
  return { state, given };
};

describe('refunds', () => {
  it('never give back more than was paid, in all or to any one tender', () => {
    fc.assert(
      fc.property(order, fc.array(request, { maxLength: 12 }), (o, requests) => {
        const { state, given } = apply(o, requests);
        expect(given.reduce((a, b) => a + b, 0)).toBe(refundedTotal(state));
        expect(refundedTotal(state)).toBeLessThanOrEqual(paidTotal(o));
        for (const t of o.paid) {
          const back = state.refunded.filter((r) => r.giftCard === t.giftCard).reduce((n, r) => n + r.amount, 0);
          expect(back).toBeLessThanOrEqual(t.amount);
        }
        for (const r of state.refunded) expect(o.paid.some((t) => t.giftCard === r.giftCard)).toBe(true);
      }),
    );
  });

  it('give back exactly what was paid once every line is refunded, in any grouping, with no amount refund between', () => {
    fc.assert(
      fc.property(
        order.chain((o) =>
          fc.tuple(
            fc.constant(o),
            fc.shuffledSubarray(
              o.lines.map((l) => l.position),
              { minLength: o.lines.length },
            ),
          ),
        ),
        ([o, positions]) => {
          const { state } = apply(
            o,
            positions.map((p) => ({ kind: 'lines', positions: [p] })),
          );
          expect(refundedTotal(state)).toBe(paidTotal(o));
          expect(refundable(state)).toBe(0);
        },
      ),
    );
  });

  it('go to the gift cards first, then to the card', () => {
    const o: RefundableOrder = {
      paid: [
        { giftCard: 7, amount: 1000 },
        { giftCard: null, amount: 3000 },
      ],
      refunded: [],
      lines: [
        { position: 0, lineTotal: 2000, refunded: false },
        { position: 1, lineTotal: 2000, refunded: false },
      ],
    };
    const first = planRefund(o, { kind: 'lines', positions: [0] });
    expect(first).toEqual({
      ok: true,
      value: {
        amount: 2000,
        to: [
          { giftCard: 7, amount: 1000 },
          { giftCard: null, amount: 1000 },
        ],
        lines: [0],
        whole: false,
      },
    });
  });

  it('go to the gift cards first however the tenders are listed, and leave out a tender that gets nothing', () => {
    const o: RefundableOrder = {
      paid: [
        { giftCard: null, amount: 3000 },
        { giftCard: 7, amount: 1000 },
      ],
      refunded: [],
      lines: [{ position: 0, lineTotal: 4000, refunded: false }],
    };
    expect(planRefund(o, { kind: 'amount', amount: 500 })).toEqual({
      ok: true,
      value: { amount: 500, to: [{ giftCard: 7, amount: 500 }], lines: [], whole: false },
    });
    expect(planRefund(o, { kind: 'amount', amount: 4000 })).toEqual({
      ok: true,
      value: {
        amount: 4000,
        to: [
          { giftCard: 7, amount: 1000 },
          { giftCard: null, amount: 3000 },
        ],
        lines: [],
        whole: true,
      },
    });
  });

  it('give back a line’s own share of what was paid, and nothing for a line of a free order', () => {
    const o: RefundableOrder = {
      paid: [{ giftCard: null, amount: 2000 }],
      refunded: [],
      lines: [
        { position: 0, lineTotal: 1000, refunded: false },
        { position: 1, lineTotal: 3000, refunded: false },
        { position: 2, lineTotal: 0, refunded: false },
      ],
    };
    expect(planRefund(o, { kind: 'lines', positions: [1] })).toMatchObject({ ok: true, value: { amount: 1500, lines: [1] } });
    expect(planRefund(o, { kind: 'lines', positions: [0] })).toMatchObject({ ok: true, value: { amount: 500, lines: [0] } });
    const shippingOnly: RefundableOrder = { ...o, lines: o.lines.map((l) => ({ ...l, lineTotal: 0 })) };
    expect(planRefund(shippingOnly, { kind: 'lines', positions: [1] })).toEqual({
      ok: true,
      value: { amount: 0, to: [], lines: [1], whole: false },
    });
  });

  it('cancel by giving back all that is left with every line not refunded yet', () => {
    const o: RefundableOrder = {
      paid: [{ giftCard: null, amount: 4000 }],
      refunded: [{ giftCard: null, amount: 1000 }],
      lines: [
        { position: 0, lineTotal: 1000, refunded: true },
        { position: 1, lineTotal: 1000, refunded: false },
        { position: 2, lineTotal: 2000, refunded: false },
      ],
    };
    expect(planRefund(o, { kind: 'all' })).toEqual({
      ok: true,
      value: { amount: 3000, to: [{ giftCard: null, amount: 3000 }], lines: [1, 2], whole: true },
    });
    expect(planRefund(o, { kind: 'lines', positions: [1, 2] })).toMatchObject({ ok: true, value: { amount: 3000, whole: true } });
    expect(planRefund(o, { kind: 'amount', amount: 3000 })).toMatchObject({ ok: true, value: { amount: 3000, whole: true } });
  });

  it.each<[RefundRequest, RegExp]>([
    [{ kind: 'amount', amount: 4001 }, /At most 4000/],
    [{ kind: 'amount', amount: 0 }, /positive amount/],
    [{ kind: 'amount', amount: 1.5 }, /positive amount/],
    [{ kind: 'lines', positions: [] }, /at least one line/],
    [{ kind: 'lines', positions: [5] }, /no line 6/],
  ])('refuse %j with a reason', (r, reason) => {
    const o: RefundableOrder = {
      paid: [{ giftCard: null, amount: 4000 }],
      refunded: [],
      lines: [{ position: 0, lineTotal: 4000, refunded: false }],
    };
    expect(planRefund(o, r)).toMatchObject({
      ok: false,
      error: { code: 'REFUND.REFUSED', reason: expect.stringMatching(reason) },
    });
  });

  it('refuse a line refunded already, and anything once all is given back', () => {
    const o: RefundableOrder = {
      paid: [{ giftCard: null, amount: 4000 }],
      refunded: [{ giftCard: null, amount: 1000 }],
      lines: [
        { position: 0, lineTotal: 3000, refunded: true },
        { position: 1, lineTotal: 1000, refunded: false },
      ],
    };
    expect(planRefund(o, { kind: 'lines', positions: [0] })).toMatchObject({
      ok: false,
      error: { reason: expect.stringMatching(/^Line 1 has been refunded already/) },
    });
    const all = { ...o, refunded: [{ giftCard: null, amount: 4000 }] };
    expect(planRefund(all, { kind: 'all' })).toMatchObject({
      ok: false,
      error: { reason: expect.stringMatching(/refunded already/) },
    });
  });
});
