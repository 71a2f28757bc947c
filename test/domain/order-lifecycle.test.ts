import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FULFILMENT_STATUSES,
  hasShipped,
  isFinal,
  mayCorrectTracking,
  nextStatus,
  possibleMoves,
  type FulfilmentMove,
  type FulfilmentStatus,
} from '../../src/domain/backoffice';

/** Issue 27: paid → in_production → shipped → delivered, cancelled and (partly) refunded where allowed. */
const status = fc.constantFrom(...FULFILMENT_STATUSES);
const move: fc.Arbitrary<FulfilmentMove> = fc.oneof(
  fc.constantFrom<FulfilmentMove>({ kind: 'startProduction' }, { kind: 'ship' }, { kind: 'deliver' }, { kind: 'cancel' }),
  fc.boolean().map((whole) => ({ kind: 'refund' as const, whole })),
);

const FORWARD_ORDER: readonly FulfilmentStatus[] = ['paid', 'in_production', 'shipped', 'delivered'];

/** Applies the moves the rule allows, skipping refused ones; returns every status visited. */
const run = (moves: readonly FulfilmentMove[]): FulfilmentStatus[] => {
  const seen: FulfilmentStatus[] = ['paid'];
  for (const m of moves) {
    const r = nextStatus(seen.at(-1)!, m);
    if (r.ok) seen.push(r.value);
  }
  return seen;
};

describe('order lifecycle', () => {
  it('never leaves a final status', () => {
    fc.assert(
      fc.property(status, move, (s, m) => {
        fc.pre(isFinal(s));
        expect(nextStatus(s, m).ok).toBe(false);
      }),
    );
  });

  it('moves along the forward path one step at a time, never backwards or skipping', () => {
    fc.assert(
      fc.property(fc.array(move, { maxLength: 30 }), (moves) => {
        // A partial refund keeps the order at its step: staying is not a step.
        const forward = run(moves).filter((s, i, all) => FORWARD_ORDER.includes(s) && s !== all[i - 1]);
        forward.forEach((s, i) => {
          if (i > 0) expect(FORWARD_ORDER.indexOf(s)).toBe(FORWARD_ORDER.indexOf(forward[i - 1]!) + 1);
        });
      }),
    );
  });

  it.each(FULFILMENT_STATUSES)('counts %s as shipped only once the parcel has left (shipped or delivered)', (s) => {
    expect(hasShipped(s)).toBe(s === 'shipped' || s === 'delivered');
  });

  it('refuses to cancel a shipped or delivered order and says to refund it instead', () => {
    for (const s of ['shipped', 'delivered'] as const)
      expect(nextStatus(s, { kind: 'cancel' })).toMatchObject({
        ok: false,
        error: { reason: expect.stringMatching(/refund it instead/) },
      });
  });

  it('never cancels an order that has shipped', () => {
    fc.assert(
      fc.property(fc.array(move, { maxLength: 30 }), (moves) => {
        const seen = run(moves);
        const cancelledAt = seen.indexOf('cancelled');
        if (cancelledAt > 0) expect(seen.slice(0, cancelledAt).some(hasShipped)).toBe(false);
      }),
    );
  });

  it('gives a reason for every refused move and offers only the moves it would accept', () => {
    fc.assert(
      fc.property(status, move, (s, m) => {
        const r = nextStatus(s, m);
        if (!r.ok) expect(r.error).toMatchObject({ code: 'ORDER.MOVE_REFUSED', from: s, move: m.kind });
        if (!r.ok) expect(r.error.reason.length).toBeGreaterThan(10);
        if (m.kind !== 'refund') expect(possibleMoves(s).includes(m.kind)).toBe(r.ok);
      }),
    );
  });

  it('lets a partly refunded order go on as a paid one: the rest is still owed to the shopper', () => {
    expect(possibleMoves('partially_refunded')).toEqual(possibleMoves('paid'));
    // Whatever partial refunds come in between, the rest of the order still reaches the shopper.
    const fulfilOrRefundPart = fc.constantFrom<FulfilmentMove>(
      { kind: 'startProduction' },
      { kind: 'ship' },
      { kind: 'deliver' },
      { kind: 'refund', whole: false },
    );
    fc.assert(
      fc.property(fc.array(fulfilOrRefundPart, { maxLength: 30 }), (moves) => {
        const seen = run([...moves, { kind: 'startProduction' }, { kind: 'ship' }, { kind: 'deliver' }]);
        expect(seen.at(-1)).toBe('delivered');
      }),
    );
  });

  it('never loses the step of an order in fulfilment to a partial refund', () => {
    fc.assert(
      fc.property(status, (s) => {
        fc.pre(!isFinal(s) && s !== 'paid' && s !== 'partially_refunded');
        const r = nextStatus(s, { kind: 'refund', whole: false });
        expect(r.ok && r.value).toBe(s);
      }),
    );
  });

  it.each<[FulfilmentStatus, FulfilmentMove, FulfilmentStatus | 'refused']>([
    ['paid', { kind: 'startProduction' }, 'in_production'],
    ['in_production', { kind: 'ship' }, 'shipped'],
    ['shipped', { kind: 'deliver' }, 'delivered'],
    ['paid', { kind: 'ship' }, 'refused'],
    ['shipped', { kind: 'cancel' }, 'refused'],
    ['in_production', { kind: 'cancel' }, 'cancelled'],
    ['delivered', { kind: 'refund', whole: false }, 'delivered'],
    ['paid', { kind: 'refund', whole: false }, 'partially_refunded'],
    ['partially_refunded', { kind: 'startProduction' }, 'in_production'],
    ['partially_refunded', { kind: 'cancel' }, 'cancelled'],
    ['partially_refunded', { kind: 'ship' }, 'refused'],
    ['partially_refunded', { kind: 'refund', whole: true }, 'refunded'],
    ['refunded', { kind: 'refund', whole: false }, 'refused'],
  ])('%s + %o → %s', (from, m, expected) => {
    const r = nextStatus(from, m);
    expect(r.ok ? r.value : 'refused').toBe(expected);
  });
});

describe('correcting a tracking number', () => {
  it.each(FULFILMENT_STATUSES)('from %s is allowed only while the order is shipped, which it stays', (from) => {
    const corrected = nextStatus(from, { kind: 'correctTracking' });
    expect(mayCorrectTracking(from)).toBe(from === 'shipped');
    if (from === 'shipped') expect(corrected).toEqual({ ok: true, value: 'shipped' });
    else expect(corrected.ok).toBe(false);
  });

  it('names the status it refuses, and is no move the order page offers as a step', () => {
    expect(nextStatus('delivered', { kind: 'correctTracking' })).toEqual({
      ok: false,
      error: {
        code: 'ORDER.MOVE_REFUSED',
        from: 'delivered',
        move: 'correctTracking',
        reason: "Only a shipped order's tracking number can be corrected; it is delivered.",
      },
    });
    expect(possibleMoves('shipped')).not.toContain('correctTracking');
  });
});
