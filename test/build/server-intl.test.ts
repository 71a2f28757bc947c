import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server renderer (`npm run build` runs before the tests) formats through the shared-cache
 * IntlProvider (src/ui/i18n/server-react-intl.tsx): in dist/ssr only that module imports react-intl
 * itself, so no component of a server render reaches react-intl's per-render provider.
 */
const ssr = path.resolve('dist/ssr');
const modules = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? modules(path.join(dir, e.name)) : e.name.endsWith('.js') ? [path.join(dir, e.name)] : [],
  );

describe('the server renderer’s react-intl', () => {
  it('is imported by the shared-cache module alone', () => {
    if (!existsSync(path.join(ssr, 'entry-server.js'))) throw new Error('run `npm run build` before this test');
    const importers = modules(ssr).filter((f) => /from\s*["']react-intl["']/.test(readFileSync(f, 'utf8')));
    expect(importers.length, 'modules importing react-intl').toBeGreaterThan(0);
    expect(
      importers.filter((f) => !readFileSync(f, 'utf8').includes('sharedIntl')).map((f) => path.relative(ssr, f)),
      'modules importing react-intl past the shared cache',
    ).toEqual([]);
  });
});
