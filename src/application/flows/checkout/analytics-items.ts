/** Cart lines as analytics items (docs/rules/checkout.md#checkout-order checkout event, docs/rules/checkout.md#confirmation confirmation purchase event). */
import type { CartLine } from '../../../domain';
import type { AnalyticsItem } from '../../ports/analytics.port';

export const analyticsItems = (lines: readonly CartLine[]): readonly AnalyticsItem[] =>
  lines.map((l) => ({ sku: l.sku, name: l.name, quantity: l.quantity, price: l.price }));
