/**
 * Analytics over a tag manager's data layer (docs/architecture.md#layers "analytics (data-layer events)"),
 * with GA4's recommended event names: view_item, ar_view, begin_checkout, purchase. Each push
 * first clears the previous `ecommerce` object, as GA4 asks, so items never leak between events.
 * Amounts leave minor units here: GA4 wants major units (49.00, not 4900).
 */
import type { Money } from '../../domain';
import type { Analytics, AnalyticsEvent, AnalyticsItem } from '../../application/ports/analytics.port';

export type DataLayer = { push(...entries: object[]): unknown };

const fractionDigits = (currency: string): number => {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
};

export const majorUnits = (m: Money): number => m.amount / 10 ** fractionDigits(m.currency);

const gaItems = (items: readonly AnalyticsItem[]) =>
  items.map((i) => ({ item_id: i.sku, item_name: i.name, price: majorUnits(i.price), quantity: i.quantity }));

const totals = (items: readonly AnalyticsItem[]) => {
  const currency = items[0]?.price.currency ?? 'EUR';
  const minor = items.reduce((sum, i) => sum + i.price.amount * i.quantity, 0);
  return { currency, value: majorUnits({ amount: minor, currency }) };
};

const toDataLayer = (e: AnalyticsEvent): object => {
  switch (e.type) {
    case 'detailView':
      return { event: 'view_item', ecommerce: { items: [{ item_id: e.sku, item_name: e.name }] } };
    case 'augmentedReality':
      return { event: 'ar_view', ecommerce: { items: [{ item_id: e.sku, item_name: e.name }] } };
    case 'checkout':
      return { event: 'begin_checkout', ecommerce: { ...totals(e.items), items: gaItems(e.items) } };
    case 'purchase':
      return { event: 'purchase', ecommerce: { transaction_id: e.orderId, ...totals(e.items), items: gaItems(e.items) } };
    case 'reviewOptIn':
      return {
        event: 'review_opt_in',
        review: {
          order_id: e.orderId,
          email: e.email,
          delivery_country: e.country,
          estimated_delivery_date: e.estimatedDelivery,
        },
      };
  }
};

export const createDataLayerAnalytics = (dataLayer: DataLayer): Analytics => ({
  track: (event) => {
    dataLayer.push({ ecommerce: null });
    dataLayer.push(toDataLayer(event));
  },
});
