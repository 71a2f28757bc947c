/**
 * CSV exports of the back office (orders and the audit), streamed: rows come from the database
 * one keyset batch at a time and leave through csv-stringify, so the server holds one batch
 * however long the export.
 *
 * CSV injection (OWASP): a name or e-mail typed by a shopper never runs in a spreadsheet. Every
 * text cell is quoted, and a quote goes before each formula start (= + - @, tab, CR and the
 * full-width forms) that begins the cell or follows a separator inside it (, ; tab CR LF): a
 * spreadsheet that splits on ";" — the list separator in German and French — or ignores the
 * quotes starts a new cell there. No column is exempt: an id starting with "-" is defused too.
 */
import { Readable, pipeline } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify';
import { defused } from '../platform/csv-cells.js';

/**
 * Every row of a keyset-paged query: `batch(after)` returns the rows after the last one it was
 * given (null for the first batch); an empty or short batch ends it.
 */
export async function* inBatches<T>(batch: (after: T | null) => Promise<readonly T[]>, size: number): AsyncGenerator<T> {
  let after: T | null = null;
  for (;;) {
    const rows = await batch(after);
    yield* rows;
    if (rows.length < size) return;
    after = rows[rows.length - 1]!;
  }
}

export { defused } from '../platform/csv-cells.js';

/**
 * The rows of `rows` once its first has come: a query that fails at once (the database away, a
 * bound it refuses) throws here, before the download's headers are set, and answers as any error.
 */
const started = async <T>(rows: AsyncIterable<T>): Promise<AsyncIterable<T>> => {
  const it = rows[Symbol.asyncIterator]();
  const first = await it.next();
  return (async function* () {
    if (first.done) return;
    yield first.value;
    for (let next = await it.next(); !next.done; next = await it.next()) yield next.value;
  })();
};

export const sendCsv = async <Row extends Record<string, unknown>>(
  reply: FastifyReply,
  filename: string,
  columns: readonly (keyof Row & string)[],
  rows: AsyncIterable<Row>,
): Promise<FastifyReply> => {
  const ready = await started(rows);
  const csv = stringify({
    header: true,
    columns: columns as string[],
    cast: {
      date: (d) => d.toISOString(),
      object: (o) => ({ value: defused(JSON.stringify(o)), quoted: true }),
      string: (v) => ({ value: defused(v), quoted: true }),
    },
  });
  // A failed batch ends the download early (the headers are gone); pipeline destroys both sides.
  const out = pipeline(Readable.from(ready), csv, () => undefined);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(out);
};
