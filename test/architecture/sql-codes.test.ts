import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { allSources, ROOT } from './sources';

/**
 * Product statuses and types are the domain's named codes (docs/rules/catalogue.md#product-status, docs/rules/gift-cards-and-coupons.md#coupons: PRODUCT_STATUS,
 * PRODUCT_TYPE), bound into SQL as parameters — never a bare number written into a query, so a
 * renumbered or added code cannot leave one query behind.
 */
const NUMERIC_CODE = /\b(?:status|type|product_type)\s*(?:=|<>|!=|IN\s*\(|=\s*ANY\s*\(\s*'?\{?)\s*\d/gi;

export const numericCodesIn = (source: string): string[] => [...source.matchAll(NUMERIC_CODE)].map((m) => m[0]);

const serverFiles = () => allSources().filter((f) => path.relative(ROOT, f).startsWith(`server${path.sep}`));

describe('status and type codes in server SQL', () => {
  it('are never written as numbers', () => {
    const found = serverFiles().flatMap((file) =>
      numericCodesIn(readFileSync(file, 'utf8')).map((hit) => `${path.relative(ROOT, file)}: ${hit}`),
    );
    expect(found).toEqual([]);
  });

  it.each([
    ['SELECT 1 FROM product p WHERE p.status <> 3', 'status <> 3'],
    ['WHERE p.type = 1 AND x', 'type = 1'],
    ['WHERE p.status IN (4, 5)', 'status IN (4'],
    ['WHERE c.product_type=1', 'product_type=1'],
  ])('the scan catches %s', (sql, hit) => {
    expect(numericCodesIn(sql)).toEqual([hit]);
  });

  it('lets bound parameters through', () => {
    expect(numericCodesIn('WHERE p.status = ANY($1::int[]) AND p.type = $2 AND p.status <> $3')).toEqual([]);
  });
});
