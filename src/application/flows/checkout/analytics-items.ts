/** Cart lines as analytics items (spec §4 checkout event, §2 confirmation purchase event). */
import type { CartLine } from '../../../domain';
import type { AnalyticsItem } from '../../ports/analytics.port';

export const analyticsItems = (lines: readonly CartLine[]): readonly AnalyticsItem[] =>
  lines.map((l) => ({ sku: l.sku, name: l.name, quantity: l.quantity, price: l.price }));
