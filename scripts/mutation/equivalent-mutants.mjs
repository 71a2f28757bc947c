/**
 * Stryker plugin for the mutants shown equivalent in stryker.config.mjs (`equivalentMutants`):
 * each entry names a file, the exact source of the mutated expression, the mutator whose mutant
 * of it cannot change what the code does, and optionally that mutant's replacement. Exactly those
 * mutants are left out of the score, with the entry's reason; every other mutant of the same
 * expression (another mutator, another replacement, a mutant of a sub-expression) is still run.
 *
 * Stryker's ignorer hook sees a node, not a mutant, and ignoring a node ignores every mutant on
 * it and below it. The mutant-level filter is therefore a checker, which sees each mutant with its
 * mutator and replacement; Stryker reports what it rejects as a "compile error" (left out of the
 * score like an ignored mutant) whose status reason starts with "equivalent:".
 */
import { readFileSync } from 'node:fs';
import { PluginKind, commonTokens, declareClassPlugin } from '@stryker-mutator/api/plugin';
import { CheckStatus } from '@stryker-mutator/api/check';

/** The source text a mutant replaces (a checker sees Stryker's inner locations: lines and columns 0-based). */
export const mutatedCode = (source, { start, end }) => {
  const lines = source.split('\n');
  const offset = (p) => lines.slice(0, p.line).reduce((n, l) => n + l.length + 1, 0) + p.column;
  return source.slice(offset(start), offset(end));
};

/** The entry that shows this mutant equivalent, if any. */
export const equivalentEntry = (entries, mutant, source) => {
  const name = mutant.fileName.replaceAll('\\', '/');
  const candidates = entries.filter(
    (e) =>
      name.endsWith(e.file) &&
      e.mutator === mutant.mutatorName &&
      (e.replacement === undefined || e.replacement === mutant.replacement),
  );
  if (candidates.length === 0) return undefined;
  const code = mutatedCode(source, mutant.location);
  return candidates.find((e) => e.code === code);
};

export class EquivalentMutants {
  static inject = [commonTokens.options];

  constructor(options) {
    this.entries = options.equivalentMutants ?? [];
    this.sources = new Map();
  }

  init() {
    return Promise.resolve();
  }

  sourceOf(fileName) {
    if (!this.sources.has(fileName)) this.sources.set(fileName, readFileSync(fileName, 'utf8'));
    return this.sources.get(fileName);
  }

  check(mutants) {
    const results = {};
    for (const m of mutants) {
      const entry = equivalentEntry(this.entries, m, this.sourceOf(m.fileName));
      results[m.id] = entry
        ? { status: CheckStatus.CompileError, reason: `equivalent: ${entry.reason}` }
        : { status: CheckStatus.Passed };
    }
    return Promise.resolve(results);
  }
}

export const strykerPlugins = [declareClassPlugin(PluginKind.Checker, 'equivalent-mutants', EquivalentMutants)];

/** Declares the option, so Stryker does not warn about an unknown setting. */
export const strykerValidationSchema = {
  properties: {
    equivalentMutants: {
      type: 'array',
      items: {
        type: 'object',
        required: ['file', 'code', 'mutator', 'reason'],
        additionalProperties: false,
        properties: {
          file: { type: 'string' },
          code: { type: 'string' },
          mutator: { type: 'string' },
          replacement: { type: 'string' },
          reason: { type: 'string' },
        },
      },
    },
  },
};
