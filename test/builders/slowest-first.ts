import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * A test run's files, longest first, by the seconds each took in a recorded run (test/timings/*.json,
 * refreshed with `node scripts/test-timings.mjs`); a file the table does not know yet goes first.
 * Two workers share the run, so its end is set by the last file to start: Vitest's own order
 * (longest first by its local cache, larger files first on a fresh clone) started the 129 s look
 * suite, a small file that imports its tests, after ten minutes of a twelve-minute browser run.
 * Projects keep Vitest's order: by `sequence.groupOrder`, then by name.
 */
export const slowestFirst = (table: string) =>
  class SlowestFirst extends BaseSequencer {
    override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      return Promise.resolve(this.order(files));
    }

    order(files: readonly TestSpecification[]): TestSpecification[] {
      const seconds = JSON.parse(readFileSync(table, 'utf8')) as Record<string, number>;
      const root = this.ctx.config.root;
      const weight = (spec: TestSpecification) =>
        seconds[path.relative(root, spec.moduleId).split(path.sep).join('/')] ?? Number.MAX_VALUE;
      const group = (spec: TestSpecification) => spec.project.config.sequence.groupOrder ?? 0;
      const project = (a: TestSpecification, b: TestSpecification) =>
        a.project.name < b.project.name ? -1 : a.project.name > b.project.name ? 1 : 0;
      return [...files].sort((a, b) => group(a) - group(b) || project(a, b) || weight(b) - weight(a));
    }
  };
