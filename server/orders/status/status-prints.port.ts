import type { Queryable } from '../../db/db.port.js';

/**
 * A paid order's print job and its personalised lines' designs, as the shopper's status page shows
 * them. Owned here, implemented by server/personalisation (orderPrints), handed over where the shop
 * is composed (app.ts, services.ts).
 */
export interface StatusPrints {
  /** Where the order's print job stands ("pending", "retrying", "failed", "done"), or null. */
  job(db: Queryable, orderId: string): Promise<{ readonly status: string } | null>;
  /** What a stored line's `template` shows: a template with its values, or the shopper's own photo; null for a plain line. */
  designOf(
    template: unknown,
  ): { readonly template_id: string; readonly values: Record<string, unknown> } | { readonly uploaded_image_id: string } | null;
}
