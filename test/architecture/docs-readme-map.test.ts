import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './sources';

/**
 * README.md is the repository's map (docs/README.md): at most 150 lines, and its folder map is true. Every folder
 * the map names exists, and every top-level folder tracked in git is named (dot-folders and generated folders are
 * not tracked, so they never count).
 */
const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8');

/** The folders the map names: the first word of each unindented line of the code block under "## Folder map". */
export const mapFolders = (readme: string): string[] => {
  const section = readme.split(/^## Folder map$/m)[1] ?? '';
  const block = /```\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  return block
    .split('\n')
    .filter((line) => /^\S/.test(line))
    .map((line) => line.split(/\s+/)[0]!.replace(/\/$/, ''));
};

const trackedTopFolders = (): string[] => {
  const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
  const tops = new Set(files.filter((f) => f.includes('/')).map((f) => f.split('/')[0]!));
  return [...tops].filter((f) => !f.startsWith('.') && !['node_modules', 'dist', 'data'].includes(f)).sort();
};

describe('README.md is a map', () => {
  it('has at most 150 lines', () => {
    expect(README.split('\n').length - (README.endsWith('\n') ? 1 : 0)).toBeLessThanOrEqual(150);
  });

  it('names folders in its map', () => {
    expect(mapFolders(README).length).toBeGreaterThan(5);
  });

  it('names only folders that exist', () => {
    const missing = mapFolders(README).filter(
      (f) => !existsSync(path.join(ROOT, f)) || !statSync(path.join(ROOT, f)).isDirectory(),
    );
    expect(missing).toEqual([]);
  });

  it('names every top-level folder of the repository', () => {
    const named = new Set(mapFolders(README).map((f) => f.split('/')[0]));
    expect(trackedTopFolders().filter((f) => !named.has(f))).toEqual([]);
  });

  it('reads the map the way it is written', () => {
    const sample = '## Folder map\n\n```\nsrc/domain   rules\n             more words\nserver/      the server\n```\n';
    expect(mapFolders(sample)).toEqual(['src/domain', 'server']);
  });
});
