import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The repository's root, and every TypeScript source under src/ and server/, for the scans in this folder. */
export const ROOT = path.resolve(__dirname, '../..');

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });

export const allSources = (): string[] => [...walk(path.join(ROOT, 'src')), ...walk(path.join(ROOT, 'server'))];
