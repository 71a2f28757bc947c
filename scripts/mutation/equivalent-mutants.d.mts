/** Types of equivalent-mutants.mjs, for the test that checks it (test/mutation). */
import type { Mutant } from '@stryker-mutator/api/core';
import type { CheckResult } from '@stryker-mutator/api/check';

export interface EquivalentMutant {
  readonly file: string;
  readonly code: string;
  readonly mutator: string;
  readonly replacement?: string;
  readonly reason: string;
}

export declare const mutatedCode: (source: string, location: Mutant['location']) => string;
export declare const equivalentEntry: (
  entries: readonly EquivalentMutant[],
  mutant: Mutant,
  source: string,
) => EquivalentMutant | undefined;
export declare class EquivalentMutants {
  constructor(options: { equivalentMutants?: readonly EquivalentMutant[] });
  init(): Promise<void>;
  check(mutants: readonly Mutant[]): Promise<Record<string, CheckResult>>;
}
