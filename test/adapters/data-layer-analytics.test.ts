/** GA4-style data-layer events from the shop's analytics events. */
import { describe, expect, it } from 'vitest';
import { createDataLayerAnalytics, majorUnits } from '../../src/adapters/analytics/data-layer-analytics';
import type { AnalyticsEvent } from '../../src/application/ports/analytics.port';
import { money } from '../../src/domain';

const items = [
  { sku: 'SKU-50x70', name: 'Mountain lake', quantity: 2, price: money(4900, 'EUR') },
  { sku: 'F-7-50x70', name: 'Oak frame', quantity: 2, price: money(1950, 'EUR') },
];

describe('data-layer analytics', () => {
  it.each<[AnalyticsEvent, object]>([
    [
      { type: 'detailView', name: 'Mountain lake', sku: 'P-1' },
      { event: 'view_item', ecommerce: { items: [{ item_id: 'P-1', item_name: 'Mountain lake' }] } },
    ],
    [
      { type: 'augmentedReality', name: 'Mountain lake', sku: 'P-1' },
      { event: 'ar_view', ecommerce: { items: [{ item_id: 'P-1', item_name: 'Mountain lake' }] } },
    ],
    [
      { type: 'checkout', items },
      {
        event: 'begin_checkout',
        ecommerce: {
          currency: 'EUR',
          value: 137,
          items: [
            { item_id: 'SKU-50x70', item_name: 'Mountain lake', price: 49, quantity: 2 },
            { item_id: 'F-7-50x70', item_name: 'Oak frame', price: 19.5, quantity: 2 },
          ],
        },
      },
    ],
    [
      { type: 'purchase', orderId: 'o-1', items: items.slice(0, 1) },
      {
        event: 'purchase',
        ecommerce: {
          transaction_id: 'o-1',
          currency: 'EUR',
          value: 98,
          items: [{ item_id: 'SKU-50x70', item_name: 'Mountain lake', price: 49, quantity: 2 }],
        },
      },
    ],
    [
      { type: 'reviewOptIn', orderId: 'o-1', email: 'ada@example.com', country: 'DE', estimatedDelivery: '2026-11-27' },
      {
        event: 'review_opt_in',
        review: { order_id: 'o-1', email: 'ada@example.com', delivery_country: 'DE', estimated_delivery_date: '2026-11-27' },
      },
    ],
  ])('%j is pushed after clearing the previous ecommerce object', (event, expected) => {
    const dataLayer: object[] = [];
    createDataLayerAnalytics(dataLayer).track(event);
    expect(dataLayer).toEqual([{ ecommerce: null }, expected]);
  });

  it.each([
    [money(4900, 'EUR'), 49],
    [money(39900, 'SEK'), 399],
    [money(500, 'JPY'), 500],
  ])('%j is %s in major units', (m, expected) => {
    expect(majorUnits(m)).toBe(expected);
  });
});
