import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import { slowestFirst } from '../builders/slowest-first';

/** The order test files start in (vitest.config.ts, vitest.e2e.config.ts): slowest first by the recorded table. */
const root = '/repo';
const spec = (file: string, project = 'server', groupOrder = 0) =>
  ({
    moduleId: path.join(root, file),
    project: { name: project, config: { sequence: { groupOrder } } },
  }) as unknown as TestSpecification;
const names = (specs: readonly TestSpecification[]) => specs.map((s) => `${s.project.name}:${path.relative(root, s.moduleId)}`);

const sequencerWith = (seconds: Record<string, number>) => {
  const table = path.join(mkdtempSync(path.join(tmpdir(), 'timings-')), 'server.json');
  writeFileSync(table, JSON.stringify(seconds));
  const Sequencer = slowestFirst(table);
  return new Sequencer({ config: { root } } as unknown as Vitest);
};

describe('the order test files start in', () => {
  it('starts the files that took longest in the recorded run first, whatever their size or name', async () => {
    const sequencer = sequencerWith({ 'test/server/a.test.ts': 2, 'test/server/b.test.ts': 50, 'test/server/c.test.ts': 9 });
    const sorted = await sequencer.sort([
      spec('test/server/a.test.ts'),
      spec('test/server/c.test.ts'),
      spec('test/server/b.test.ts'),
    ]);
    expect(names(sorted)).toEqual([
      'server:test/server/b.test.ts',
      'server:test/server/c.test.ts',
      'server:test/server/a.test.ts',
    ]);
  });

  it('starts a file the table does not know yet before every known one', async () => {
    const sequencer = sequencerWith({ 'test/server/a.test.ts': 80 });
    const sorted = await sequencer.sort([spec('test/server/a.test.ts'), spec('test/server/new.test.ts')]);
    expect(names(sorted)).toEqual(['server:test/server/new.test.ts', 'server:test/server/a.test.ts']);
  });

  it('keeps the projects in Vitest order (group, then name) and sorts within each', async () => {
    const sequencer = sequencerWith({ 'test/domain/x.test.ts': 1, 'test/server/a.test.ts': 3, 'test/server/b.test.ts': 30 });
    const sorted = await sequencer.sort([
      spec('test/server/a.test.ts'),
      spec('test/domain/x.test.ts', 'rules'),
      spec('test/server/b.test.ts'),
      spec('test/e2e/late.e2e.ts', 'browser', 1),
    ]);
    expect(names(sorted)).toEqual([
      'rules:test/domain/x.test.ts',
      'server:test/server/b.test.ts',
      'server:test/server/a.test.ts',
      'browser:test/e2e/late.e2e.ts',
    ]);
  });
});
