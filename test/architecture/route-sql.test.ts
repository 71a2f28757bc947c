import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { allSources, ROOT } from './sources';

/**
 * The server is a hexagon too (ARCHITECTURE "server"): a route decodes, calls a service or a
 * repository, and encodes. SQL lives in repositories behind ports named by domain nouns, so a
 * route file never runs a query nor holds a statement.
 */
const QUERY_CALL = /\.(?:query|exec)\s*(?:<[^>]*>)?\s*\(\s*[`'"]/g;
const STATEMENT = /[`'"]\s*(?:SELECT|INSERT\s+INTO|UPDATE|DELETE\s+FROM|WITH)\s[^`'"]*/g;

export const sqlIn = (source: string): string[] =>
  [...source.matchAll(QUERY_CALL), ...source.matchAll(STATEMENT)].map((m) => m[0].slice(0, 60));

const routeFiles = () =>
  allSources().filter((f) => {
    const rel = path.relative(ROOT, f);
    return rel.startsWith(`server${path.sep}`) && rel.endsWith('.routes.ts');
  });

describe('route files', () => {
  it('hold no SQL', () => {
    expect(routeFiles().length).toBeGreaterThan(10);
    const found = routeFiles().flatMap((file) =>
      sqlIn(readFileSync(file, 'utf8')).map((hit) => `${path.relative(ROOT, file)}: ${hit}`),
    );
    expect(found).toEqual([]);
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
