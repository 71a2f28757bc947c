import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, allSources } from './sources';

/**
 * A component file shows one thing (docs/architecture.md#conventions): no `.tsx` file is longer than
 * 300 lines; a longer one is split by what it shows.
 */
const MAX_LINES = 300;

interface Source {
  readonly file: string;
  readonly text: string;
}

const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

const tooLong = (sources: readonly Source[]): string[] =>
  sources
    .filter((s) => s.file.endsWith('.tsx') && lineCount(s.text) > MAX_LINES)
    .map((s) => `${s.file}: ${lineCount(s.text)} lines`);

const lines = (n: number) => 'x\n'.repeat(n);

describe('component files', () => {
  it(`are at most ${MAX_LINES} lines long`, () => {
    const sources = allSources().map((f) => ({ file: path.relative(ROOT, f), text: readFileSync(f, 'utf8') }));
    expect(tooLong(sources)).toEqual([]);
  });

  it('the check names a component one line over the limit, not one at it, nor a longer .ts file', () => {
    expect(
      tooLong([
        { file: 'src/ui/AtLimit.tsx', text: lines(MAX_LINES) },
        { file: 'src/ui/Over.tsx', text: lines(MAX_LINES + 1) },
        { file: 'src/ui/over-limit.ts', text: lines(MAX_LINES + 50) },
      ]),
    ).toEqual([`src/ui/Over.tsx: ${MAX_LINES + 1} lines`]);
  });
});
