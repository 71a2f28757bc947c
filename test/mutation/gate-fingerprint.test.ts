import { describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fingerprint } from '../../scripts/mutation/gate.mjs';

/**
 * The mutation gate scores the recorded results only for the tree they were recorded on
 * (CONTRIBUTING.md#mutation-testing): any change to a mutated source, a domain test, what the tests
 * import, the configuration or a tool's version must change the fingerprint; a file elsewhere must not.
 */
const tree = (files: Record<string, string>, stryker = '9.6.1') => {
  const base = mkdtempSync(path.join(tmpdir(), 'gate-'));
  const all: Record<string, string> = {
    'src/domain/money/price.ts': 'export const price = 1;',
    'test/domain/price.test.ts': "it('prices', () => {});",
    'stryker.config.mjs': 'export default {};',
    'package-lock.json': JSON.stringify({ packages: { 'node_modules/@stryker-mutator/core': { version: stryker } } }),
    ...files,
  };
  for (const [file, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
    writeFileSync(path.join(base, file), text);
  }
  return base;
};

const of = (files: Record<string, string>, stryker?: string): string => {
  const base = tree(files, stryker);
  try {
    return fingerprint(base);
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
};

describe('the mutation gate fingerprint', () => {
  const same = of({});

  it('is the same for the same tree, and ignores files the domain run does not read', () => {
    expect(of({})).toBe(same);
    expect(of({ 'server/app.ts': 'export {};', 'src/ui/App.tsx': 'export {};' })).toBe(same);
  });

  it.each([
    ['a mutated source', { 'src/domain/money/price.ts': 'export const price = 2;' }],
    ['a new domain file', { 'src/domain/money/tax.ts': 'export const tax = 0;' }],
    ['a domain test', { 'test/domain/price.test.ts': "it('prices again', () => {});" }],
    ['a testing arbitrary the tests import', { 'src/testing/money.ts': 'export const arb = 1;' }],
    ['the Stryker configuration', { 'stryker.config.mjs': 'export default { concurrency: 1 };' }],
  ])('changes with %s', (_, files) => {
    expect(of(files)).not.toBe(same);
  });

  it("changes with a tool's version", () => {
    expect(of({}, '9.7.0')).not.toBe(same);
  });
});
