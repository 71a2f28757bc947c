import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './sources';

/**
 * docs/configuration.md names every environment variable the code reads, with its mode and default. The scan reads
 * `process.env.X`, `env.X` and `env['X']` in the shop, its tests, scripts, benches and examples.
 */
const FOLDERS = ['src', 'server', 'test', 'scripts', 'bench', 'examples'];
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : walk(full);
    return /\.(ts|tsx|mts|mjs|js|cjs)$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });

const READ = /\b(?:process\.env|env)(?:\.([A-Z][A-Z0-9_]+)|\[\s*['"]([A-Z][A-Z0-9_]+)['"]\s*\])/g;

export const variablesRead = (source: string): string[] => [...source.matchAll(READ)].map((m) => m[1] ?? m[2]!);

/** Variables the platform sets for a process, not settings of the shop. */
const PLATFORM = new Set(['PATH', 'HOME', 'CI', 'TMPDIR', 'VITEST', 'VITEST_POOL_ID', 'VITEST_WORKER_ID']);

describe('docs/configuration.md', () => {
  const doc = readFileSync(path.join(ROOT, 'docs/configuration.md'), 'utf8');
  const documented = new Set(
    [...doc.matchAll(/^\|\s*([^|]+?)\s*\|/gm)].flatMap((m) => [...m[1]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((v) => v[1]!)),
  );

  it('names every environment variable the code reads', () => {
    const read = new Set(
      FOLDERS.flatMap((f) => walk(path.join(ROOT, f))).flatMap((file) => variablesRead(readFileSync(file, 'utf8'))),
    );
    const missing = [...read].filter((v) => !PLATFORM.has(v) && !documented.has(v)).sort();
    expect(missing).toEqual([]);
  });

  it('gives every variable a mode', () => {
    const rows = doc.split('\n').filter((l) => /^\|\s*`[A-Z][A-Z0-9_]+`[^|=]*\|/.test(l));
    expect(rows.length).toBeGreaterThan(40);
    const modeless = rows.filter((r) => !/^\|[^|]+\|\s*(both|demo|production|tests|benches|examples)\b/.test(r));
    expect(modeless).toEqual([]);
  });

  it('reads the ways code reads a variable', () => {
    expect(variablesRead("process.env.PORT; env.SHOP_MODE; env['DATA_DIR']; process.env.lower")).toEqual([
      'PORT',
      'SHOP_MODE',
      'DATA_DIR',
    ]);
  });
});
