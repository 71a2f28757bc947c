import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as domain from '../../src/domain';

const root = join(__dirname, '../../src/domain');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : [join(dir, f)]));

describe('domain public API and boundaries (STYLE habits 1–2)', () => {
  it('re-exports every folder, including the stores', () => {
    for (const name of ['linePrice', 'estimatedDeliveryDate', 'checkCustomerUpload', 'viewKind', 'WALL_LAYOUTS',
      'isTemplateValid', 'checkVatNumber', 'statusView', 'decideOrder', 'STORES', 'ok', 'money', 'PRODUCT_GRID_PAGE_SIZE']) {
      expect(domain).toHaveProperty(name);
    }
  });
  it.each(files(root).filter((f) => f.endsWith('.ts')).map((f) => [relative(root, f), f]))(
    '%s imports nothing outside src/domain but fp-ts/io-ts types, and has no clock or randomness',
    (_, file) => {
      const source = readFileSync(file, 'utf8');
      // Under mutation testing the sources are instrumented; these checks are about the real text.
      if (source.includes('stryMutAct_9fa48')) return;
      for (const [, spec] of source.matchAll(/from '([^']+)'/g)) {
        const inside = spec!.startsWith('.') && !relative(root, join(file, '..', spec!)).startsWith('..');
        expect(inside || /^(fp-ts|io-ts)(\/|$)/.test(spec!), spec).toBe(true);
      }
      expect(source).not.toMatch(/Date\.now|new Date\(\)|Math\.random|crypto\./);
      expect(source.split('\n').length).toBeLessThanOrEqual(110);
    },
  );
});
