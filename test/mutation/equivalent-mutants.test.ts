import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Instrumenter } from '@stryker-mutator/instrumenter';
import type { Logger } from '@stryker-mutator/api/logging';
import type { Mutant } from '@stryker-mutator/api/core';
import { CheckStatus } from '@stryker-mutator/api/check';
import { EquivalentMutants, type EquivalentMutant } from '../../scripts/mutation/equivalent-mutants.mjs';

/**
 * The equivalent-mutant list of stryker.config.mjs leaves out only the mutant an entry names
 * (file, mutated source, mutator and, when given, replacement): Stryker's own mutants of a small
 * file, so the locations the filter reads are the ones a real run hands it.
 */
const SOURCE = `export const pick = (xs: readonly string[], i: number | null) => {
  if (i === null) return undefined;
  return xs[i] ?? 'none';
};
`;

const quiet = new Proxy({}, { get: (_, key) => (String(key).startsWith('is') ? () => false : () => undefined) }) as Logger;

const mutantsOf = async (): Promise<{ mutants: readonly Mutant[] }> => {
  const dir = await mkdtemp(path.join(tmpdir(), 'equivalent-mutants-'));
  const file = path.join(dir, 'src', 'pick.ts');
  await mkdir(path.dirname(file));
  // The filter reads the mutated source from the file, as in a run.
  await writeFile(file, SOURCE);
  const { mutants } = await new Instrumenter(quiet).instrument([{ name: file, content: SOURCE, mutate: true }], {
    ignorers: [],
    excludedMutations: [],
    plugins: null,
  });
  return { mutants };
};

/** The mutants the filter leaves out, as "mutator → replacement". */
const leftOut = async (entries: readonly EquivalentMutant[]): Promise<string[]> => {
  const { mutants } = await mutantsOf();
  const filter = new EquivalentMutants({ equivalentMutants: entries });
  await filter.init();
  const results = await filter.check(mutants);
  return mutants.filter((m) => results[m.id]!.status !== CheckStatus.Passed).map((m) => `${m.mutatorName} → ${m.replacement}`);
};

const entry = (e: Partial<EquivalentMutant>): EquivalentMutant => ({
  file: 'src/pick.ts',
  code: 'i === null',
  mutator: 'ConditionalExpression',
  reason: 'xs[null] is undefined too',
  ...e,
});

describe('equivalent mutants', () => {
  it('the expression has mutants of several mutators and replacements to tell apart', async () => {
    const { mutants } = await mutantsOf();
    const onGuard = mutants.filter((m) => m.location.start.line === 1).map((m) => `${m.mutatorName} → ${m.replacement}`);
    expect(onGuard).toEqual(
      expect.arrayContaining(['ConditionalExpression → true', 'ConditionalExpression → false', 'EqualityOperator → i !== null']),
    );
  });

  it('an entry with a replacement leaves out that one mutant', async () => {
    expect(await leftOut([entry({ replacement: 'false' })])).toEqual(['ConditionalExpression → false']);
  });

  it('an entry without a replacement leaves out every replacement of its mutator, and no other mutator', async () => {
    expect((await leftOut([entry({})])).sort()).toEqual(['ConditionalExpression → false', 'ConditionalExpression → true']);
  });

  it('the mutants of a sub-expression, another file or other source are kept', async () => {
    expect(await leftOut([entry({ code: "xs[i] ?? 'none'", mutator: 'StringLiteral' })])).toEqual([]);
    expect(await leftOut([entry({ code: "'none'", mutator: 'StringLiteral' })])).toEqual(['StringLiteral → ""']);
    expect(await leftOut([entry({ file: 'src/other.ts', replacement: 'false' })])).toEqual([]);
    expect(await leftOut([entry({ code: 'i !== null', replacement: 'false' })])).toEqual([]);
  });
});
