import type { Queryable } from '../db/db.port.js';

/** One print file of a paid order, as stored through the MediaStore. */
export interface PrintFileRecord {
  /** The order line it prints. */
  readonly position: number;
  readonly media_key: string;
  readonly width: number;
  readonly height: number;
  readonly dpi: number;
}

/** Where an order's print job stands ("pending", "retrying", "failed", "done"). */
export interface PrintJobRecord {
  readonly status: string;
  readonly attempts: number;
  readonly last_error: string | null;
}

/** What a personalised line shows: a template with its values (wire field names), or the shopper's own photo. */
export type LineDesign =
  { readonly template_id: string; readonly values: Record<string, unknown> } | { readonly uploaded_image_id: string };

/**
 * Paid orders' print files and print jobs, and the designs of personalised lines, as the order desk
 * and the shopper's status page read them. Owned here, implemented by server/personalisation
 * (orderPrints), wired where the shop is composed (app.ts, services.ts).
 */
export interface OrderPrints {
  files(db: Queryable, orderId: string): Promise<readonly PrintFileRecord[]>;
  /** The media key of the drawing a personalised line's print file was rasterised from. */
  drawingKey(orderId: string, position: number): string;
  job(db: Queryable, orderId: string): Promise<PrintJobRecord | null>;
  /** Inside `tx`: makes a failed job due again at once; the job as it was, or null when it had not failed. */
  retryFailed(tx: Queryable, orderId: string, at: Date): Promise<PrintJobRecord | null>;
  /** What a stored line's `template` shows, or null for a plain line. */
  designOf(template: unknown): LineDesign | null;
}
