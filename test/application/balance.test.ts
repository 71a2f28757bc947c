/**
 * Gift-card balance page (docs/rules/shop-wide.md#errors-and-redirects loading then result or error, docs/rules/shop-wide.md#errors-and-redirects code more than 3 and at
 * most 50 characters and not rate-limited, docs/rules/shop-wide.md#errors-and-redirects error under the field); no DOM.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createBalanceActors } from '../../src/application/flows/balance/actors';
import { balanceMachine, RATE_LIMIT_PAUSE_MS } from '../../src/application/flows/balance/machine';
import {
  selectBalance,
  selectBalanceCode,
  selectBalanceFailure,
  selectBalanceLoading,
  selectBalanceRateLimited,
} from '../../src/application/flows/balance/selectors';
import type { GiftCardGateway } from '../../src/application/ports/gift-cards.port';
import { money } from '../../src/domain';
import { InMemoryGiftCards } from '../../src/adapters/memory/in-memory-gift-cards';

const CODE = 'ABCDEFGHJKMNPQRS';

const start = (giftCards: GiftCardGateway = new InMemoryGiftCards({ [CODE]: 2500 })) => {
  const actor = createActor(balanceMachine.provide(createBalanceActors({ giftCards })), { input: {} }).start();
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'));
  const check = async (code: string) => {
    actor.send({ type: 'balance.code.change', value: code });
    actor.send({ type: 'balance.submit' });
    await settled();
  };
  return { actor, s: () => actor.getSnapshot(), settled, check };
};

afterEach(() => vi.useRealTimers());

describe('balance', () => {
  it.each([
    ['', false],
    ['abc', false],
    [' abc ', false],
    ['abcd', true],
    ['x'.repeat(50), true],
    ['x'.repeat(51), false],
  ])('%j can be submitted: %s', (code, can) => {
    const { actor, s } = start();
    actor.send({ type: 'balance.code.change', value: code });
    expect(selectBalanceCode(s())).toBe(code);
    expect(s().can({ type: 'balance.submit' })).toBe(can);
  });

  it('loads, then shows the balance and its currency', async () => {
    const giftCards = new InMemoryGiftCards({ [CODE]: 2500 });
    const c = start(giftCards);
    c.actor.send({ type: 'balance.code.change', value: ` ${CODE} ` });
    c.actor.send({ type: 'balance.submit' });
    expect(selectBalanceLoading(c.s())).toBe(true);
    await c.settled();
    expect(giftCards.asked).toEqual([CODE]);
    expect(selectBalance(c.s())).toEqual(money(2500, 'EUR'));
    expect(selectBalanceFailure(c.s())).toBeNull();
  });

  it('an unknown code fails with NOT_FOUND; typing puts the error away', async () => {
    const c = start();
    await c.check('WRONGCODE');
    expect(selectBalanceFailure(c.s())).toBe('NOT_FOUND');
    expect(selectBalance(c.s())).toBeNull();
    c.actor.send({ type: 'balance.code.change', value: CODE });
    expect(selectBalanceFailure(c.s())).toBeNull();
  });

  it('a transport failure is UNKNOWN', async () => {
    const c = start({ checkBalance: () => Promise.resolve({ ok: false, error: { code: 'NETWORK', message: 'offline' } }) });
    await c.check(CODE);
    expect(selectBalanceFailure(c.s())).toBe('UNKNOWN');
  });

  it('rate-limited: the error says so and submit is disabled for a minute', async () => {
    vi.useFakeTimers();
    const giftCards = new InMemoryGiftCards({ [CODE]: 2500 });
    giftCards.rateLimited = true;
    const c = start(giftCards);
    await c.check(CODE);
    expect(selectBalanceFailure(c.s())).toBe('RATE_LIMITED');
    expect(selectBalanceRateLimited(c.s())).toBe(true);
    c.actor.send({ type: 'balance.code.change', value: `${CODE}X` });
    expect(c.s().can({ type: 'balance.submit' })).toBe(false);
    await vi.advanceTimersByTimeAsync(RATE_LIMIT_PAUSE_MS);
    expect(selectBalanceRateLimited(c.s())).toBe(false);
    expect(c.s().can({ type: 'balance.submit' })).toBe(true);
  });

  it('a new check replaces the last answer', async () => {
    const giftCards = new InMemoryGiftCards({ [CODE]: 2500 });
    const c = start(giftCards);
    await c.check(CODE);
    c.actor.send({ type: 'balance.submit' });
    expect(selectBalance(c.s())).toBeNull();
    await c.settled();
    expect(selectBalance(c.s())).toEqual(money(2500, 'EUR'));
    expect(giftCards.asked).toEqual([CODE, CODE]);
  });
});
