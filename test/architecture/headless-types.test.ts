import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './sources';

/**
 * The headless core type-checks without the DOM library (tsconfig.headless.json): a use of
 * `window` or `localStorage` in src/application fails the headless build, not a user's Node run.
 */
const TSC = path.join(ROOT, 'node_modules/typescript/bin/tsc');

const check = (probe: string) => {
  const dir = mkdtempSync(path.join(ROOT, 'src/application/.probe-'));
  try {
    writeFileSync(path.join(dir, 'probe.ts'), probe);
    writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        extends: path.join(ROOT, 'tsconfig.headless.json'),
        compilerOptions: { noEmit: true, emitDeclarationOnly: false, declaration: false },
        include: [path.join(dir, 'probe.ts'), path.join(ROOT, 'types/common-platform.d.ts')],
      }),
    );
    return spawnSync(process.execPath, [TSC, '-p', path.join(dir, 'tsconfig.json')], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

describe('the headless type check', () => {
  it('refuses the DOM in the application layer', () => {
    const run = check(
      'export const width = (): number => window.innerWidth;\nexport const saved = () => localStorage.getItem("cart");\n',
    );
    expect(run.status).not.toBe(0);
    expect(run.stdout).toMatch(/Cannot find name 'window'/);
    expect(run.stdout).toMatch(/Cannot find name 'localStorage'/);
  }, 60_000);

  it('accepts the platform globals Node and browsers share', () => {
    const run = check(
      'export const q = new URLSearchParams({ page: "2" }).get("page");\nexport const c = new AbortController().signal.aborted;\n',
    );
    expect(run.stdout).toBe('');
    expect(run.status).toBe(0);
  }, 60_000);
});
