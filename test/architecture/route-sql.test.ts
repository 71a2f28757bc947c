import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { allSources, ROOT } from './sources';

/**
 * The server is a hexagon too (docs/architecture.md#the-server-and-its-capabilities): a route decodes, calls a service, and
 * encodes. SQL lives only in repositories (`*.repository.ts`), so no route, service or other
 * server file runs a query nor holds a statement.
 */
const QUERY_CALL = /\.(?:query|exec)\s*(?:<[^>]*>)?\s*\(\s*[`'"]/g;
const STATEMENT = /[`'"]\s*(?:SELECT|INSERT\s+INTO|UPDATE|DELETE\s+FROM|WITH)\s[^`'"]*/g;

export const sqlIn = (source: string): string[] =>
  [...source.matchAll(QUERY_CALL), ...source.matchAll(STATEMENT)].map((m) => m[0].slice(0, 60));

/** Folders whose SQL is not a repository's, each with the reason it stands. */
const EXEMPT: readonly { readonly folder: string; readonly why: string }[] = [
  { folder: 'server/db/', why: 'the database adapter itself: pools, migrations, the startup lock' },
  { folder: 'server/demo/seed/', why: "the demo's bulk loader writes the demo catalogue in batches" },
];

const posix = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');

const scannedFiles = () =>
  allSources()
    .map(posix)
    .filter((rel) => rel.startsWith('server/') && !rel.endsWith('.repository.ts'))
    .filter((rel) => !EXEMPT.some((e) => rel.startsWith(e.folder)));

describe('server files outside repositories', () => {
  it('hold no SQL', () => {
    const files = scannedFiles();
    // Routes, services and the demo's providers are all scanned, not only *.routes.ts.
    expect(files.filter((f) => f.endsWith('.routes.ts')).length).toBeGreaterThan(10);
    expect(files.filter((f) => f.endsWith('.service.ts')).length).toBeGreaterThan(3);
    expect(files).toEqual(expect.arrayContaining(['server/app.ts', 'server/orders/complete-order.ts', 'server/demo/index.ts']));
    const found = files.flatMap((file) => sqlIn(readFileSync(path.join(ROOT, file), 'utf8')).map((hit) => `${file}: ${hit}`));
    expect(found).toEqual([]);
  });

  it.each(EXEMPT)('exempts $folder only while it exists ($why)', ({ folder }) => {
    expect(allSources().some((f) => posix(f).startsWith(folder))).toBe(true);
  });

  it.each([
    ["await db.query('SELECT 1 FROM artist WHERE slug = $1', [slug])"],
    ['await tx.query<{ id: number }>(`INSERT INTO product (sku) VALUES ($1)`, [sku])'],
    ['const sql = `UPDATE artist SET alias = $2 WHERE id = $1`;'],
    ["await db.exec('DELETE FROM rate_limit')"],
  ])('the scan catches %s', (planted) => {
    expect(sqlIn(planted).length).toBeGreaterThan(0);
  });

  it("lets a regular expression's exec and plain words through", () => {
    expect(sqlIn("const id = /^(.+)\\.gif$/.exec(req.params.file)?.[1]; const text = 'Select a size';")).toEqual([]);
  });
});
