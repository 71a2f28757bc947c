/**
 * Multi-row INSERT helper. The seed writes only its own generated data, so values are inlined
 * as SQL literals (strings quote-doubled, objects as jsonb) — far fewer round trips through the
 * parameter binder than $n placeholders, which keeps seeding fast on PGlite. Statements are
 * chunked to stay small.
 */
import type { Queryable } from '../../db/db.port.js';

const ROWS_PER_STATEMENT = 2_000;

const literal = (v: unknown): string => {
  if (v === null || v === undefined) return 'NULL';
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw new Error(`not a finite number: ${v}`);
    return String(v);
  }
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  if (typeof v === 'string') return `'${v.replace(/'/g, "''")}'`;
  if (typeof v === 'object') return `'${JSON.stringify(v).replace(/'/g, "''")}'::jsonb`;
  throw new Error(`unsupported value ${String(v)}`);
};

export const insertRows = async <R = Record<string, unknown>>(
  tx: Queryable,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
  returning?: string,
): Promise<R[]> => {
  const out: R[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT);
    const values = chunk.map((row) => {
      if (row.length !== columns.length) throw new Error(`${table}: row has ${row.length} values, expected ${columns.length}`);
      return `(${row.map(literal).join(',')})`;
    });
    const sql = `INSERT INTO ${table} (${columns.join(',')}) VALUES ${values.join(',')}${returning ? ` RETURNING ${returning}` : ''}`;
    const res = await tx.query<R>(sql);
    out.push(...res.rows);
  }
  return out;
};
