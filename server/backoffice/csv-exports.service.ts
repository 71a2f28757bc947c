/**
 * What the back office's CSV exports carry, row by row: the order list (its filter, newest first,
 * every page) and the audit record. Amounts are major units with two decimals, as a spreadsheet
 * reads them; times are ISO 8601 in UTC.
 */
import type { Queryable } from '../db/db.port.js';
import { CSV_EXPORT_BATCH, majorUnitsText } from '../../src/domain/backoffice/index.js';
import type { OrderFilter } from './admin-orders.repository.js';
import { paidOrdersAfter, type OrderExportRow } from './order-export.repository.js';
import { auditAfter, type AuditRow } from './audit.repository.js';
import { inBatches } from './csv-export.js';
import { lineText } from './packing-slip.js';

export const ORDER_CSV_COLUMNS = [
  'id',
  'paid_at',
  'status',
  'store',
  'email',
  'customer_name',
  'street',
  'postal_code',
  'city',
  'country',
  'items',
  'lines',
  'total',
  'currency',
  'carrier',
  'tracking_number',
] as const;
export const AUDIT_CSV_COLUMNS = ['at', 'staff', 'role', 'action', 'target', 'before', 'after', 'request_id'] as const;

type CsvRow<C extends readonly string[]> = Record<C[number], unknown>;

export async function* orderCsvRows(db: Queryable, filter: OrderFilter): AsyncGenerator<CsvRow<typeof ORDER_CSV_COLUMNS>> {
  const rows = inBatches<OrderExportRow>(
    (after) => paidOrdersAfter(db, filter, after?.id ?? null, CSV_EXPORT_BATCH),
    CSV_EXPORT_BATCH,
  );
  for await (const o of rows)
    yield {
      id: o.id,
      paid_at: o.completed_at,
      status: o.fulfilment_status,
      store: o.store,
      email: o.email,
      customer_name: o.customer_name,
      street: o.street_address,
      postal_code: o.postal_code,
      city: o.city,
      country: o.country,
      items: o.items,
      lines: o.lines.map(lineText).join('; '),
      total: majorUnitsText(o.total),
      currency: o.currency,
      carrier: o.carrier,
      tracking_number: o.tracking_number,
    };
}

export async function* auditCsvRows(db: Queryable): AsyncGenerator<CsvRow<typeof AUDIT_CSV_COLUMNS>> {
  const rows = inBatches<AuditRow>((after) => auditAfter(db, after?.id ?? null, CSV_EXPORT_BATCH), CSV_EXPORT_BATCH);
  for await (const { id: _, ...entry } of rows) yield entry;
}
