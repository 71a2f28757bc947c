// The back office's orders CSV: time to stream 10,000 paid orders through the export
// (keyset batches of CSV_EXPORT_BATCH rows, csv-stringify) to a sink, as to a slow client, and the
// process's peak resident memory above its level before, sampled every 10 ms. For contrast the
// same rows are read in one query and the CSV built in memory. Embedded PGlite, migrated, with the
// orders written by one INSERT … generate_series.
// Usage: npx tsx --expose-gc bench/csv-export.ts [orders, default 10000]
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import { openPglite } from '../server/db/pglite';
import { migrate } from '../server/db/migrate';
import { ORDER_CSV_COLUMNS, orderCsvRows } from '../server/backoffice/csv-exports.service';
import { paidOrdersAfter } from '../server/backoffice/order-export.repository';
import { measurePeakMemory } from './peak-memory';

const ORDERS = Number(process.argv[2] ?? 10_000);
const db = await openPglite();
await migrate(db);
await db.query(
  `INSERT INTO shop_order (id, store, currency, provider, status, email, country, customer_name, street_address,
     postal_code, city, subtotal, total, completed_at, fulfilment_status)
   SELECT 'bench-' || lpad(g::text, 6, '0'), 'de', 'EUR', 'sandbox', 'checkout_complete', 'shopper' || g || '@example.com',
     'DE', 'Shopper ' || g, 'Hauptstraße ' || g, '10115', 'Berlin', 4900, 4900,
     now() - g * interval '1 minute', 'paid'
   FROM generate_series(1, $1::int) g`,
  [ORDERS],
);

const csv = () => stringify({ header: true, columns: [...ORDER_CSV_COLUMNS], escape_formulas: true });
const sink = (counted: { bytes: number }, keep?: Buffer[]) =>
  new Writable({
    write(chunk: Buffer, _enc, done) {
      counted.bytes += chunk.length;
      keep?.push(chunk);
      done();
    },
  });

// The CSV is a few MB: its size reads to a tenth.
const measure = (label: string, run: () => Promise<number>) => measurePeakMemory(label, run, 1);

await measure(`streamed orders CSV of ${ORDERS} orders`, async () => {
  const counted = { bytes: 0 };
  await pipeline(Readable.from(orderCsvRows(db, {})), csv(), sink(counted));
  return counted.bytes;
});

await measure('the same CSV built in memory (one query)', async () => {
  const counted = { bytes: 0 };
  const chunks: Buffer[] = [];
  const rows = await paidOrdersAfter(db, {}, null, ORDERS + 1);
  await pipeline(
    Readable.from(rows.map((r) => ({ ...r, paid_at: r.completed_at, status: r.fulfilment_status }))),
    csv(),
    sink(counted, chunks),
  );
  return Buffer.concat(chunks).length;
});
await db.close();
