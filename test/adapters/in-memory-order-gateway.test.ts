import { describe, expect, it } from 'vitest';
import { money, PRODUCT_TYPE } from '../../src/domain';
import { cartLine, InMemoryOrderGateway } from '../fakes/orders';

/**
 * Headless runs price as the shop does (docs/architecture.md#the-shop-system-and-the-headless-core "headless package"): the in-memory gateway
 * applies the domain's computeTotals, so a coupon never discounts a gift card bought in the
 * order, and gift cards pay what is left after coupons.
 */
describe('the in-memory order gateway', () => {
  const gateway = new InMemoryOrderGateway([], { BIG40: 4000 }, { CARD20: 2000 });
  const poster = cartLine('p', { price: money(3000, 'EUR') });
  const giftCard = cartLine('g', { type: PRODUCT_TYPE.giftCard, price: money(5000, 'EUR') });

  it('discounts the goods only: a 40 EUR coupon takes 30 off a 30 EUR poster beside a 50 EUR gift card', async () => {
    const priced = await gateway.price([poster, giftCard], ['BIG40']);
    if (!priced.ok) throw new Error(priced.error.message);
    expect(priced.value.subtotal).toEqual(money(8000, 'EUR'));
    expect(priced.value.discounts).toEqual([{ code: 'BIG40', amount: money(3000, 'EUR') }]);
    expect(priced.value.total).toEqual(money(5000, 'EUR'));
  });

  it('lets gift cards pay what the coupons left, line totals being price × quantity', async () => {
    const priced = await gateway.price([{ ...poster, quantity: 2 }], ['BIG40', 'CARD20']);
    if (!priced.ok) throw new Error(priced.error.message);
    expect(priced.value.lines[0]!.lineTotal).toEqual(money(6000, 'EUR'));
    expect(priced.value.giftCards).toEqual([{ code: 'CARD20', amount: money(2000, 'EUR') }]);
    expect(priced.value.total).toEqual(money(0, 'EUR'));
  });
});
