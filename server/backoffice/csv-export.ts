/**
 * CSV exports of the back office (issue 27 "Audit": CSV covers orders and the audit), streamed:
 * rows come from the database one keyset batch at a time and leave through csv-stringify, so
 * the server holds one batch however long the export. csv-stringify's `escape_formulas` puts a
 * quote before a cell starting with = + - @ (tab, CR and their full-width forms too), as OWASP's
 * CSV-injection advice asks: a name or e-mail typed by a shopper never runs in a spreadsheet.
 */
import { Readable, pipeline } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify';

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
  /**
   * Columns written as they are: ids the shop drew from its own alphabet (A–Z a–z 0–9 _ -), which
   * cannot form a call; a quote before an id starting with "-" would change the id.
   */
  plain: readonly (keyof Row & string)[] = [],
): Promise<FastifyReply> => {
  const ready = await started(rows);
  const csv = stringify({
    header: true,
    columns: columns as string[],
    escape_formulas: true,
    cast: {
      date: (d) => d.toISOString(),
      object: (o) => JSON.stringify(o),
      string: (value, context) => (plain.includes(String(context.column)) ? { value, escape_formulas: false } : value),
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
