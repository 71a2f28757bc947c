// A fingerprint of everything the build reads (sources, messages, configs, lock file): path,
// size and modification time of each file, hashed. `npm run build` records it in
// dist/.source-fingerprint as its last step; `npm start` rebuilds only when it differs.
//   node scripts/source-fingerprint.mjs write   → record the current fingerprint
import { createHash } from 'node:crypto';
import { readdir, stat, writeFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const INPUTS = [
  'src',
  'server',
  'scripts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'tsconfig.headless.json',
  'vite.config.ts',
  'vite.headless.config.ts',
];
/** Written by the build itself (compiled messages): not an input. */
const GENERATED = new Set([path.join(root, 'src/ui/i18n/compiled')]);

const walk = async (p, out) => {
  if (GENERATED.has(p)) return;
  let s;
  try {
    s = await stat(p);
  } catch {
    return;
  }
  if (s.isDirectory()) {
    for (const name of (await readdir(p)).sort()) await walk(path.join(p, name), out);
  } else {
    out.push(`${path.relative(root, p)}\t${s.size}\t${Math.trunc(s.mtimeMs)}`);
  }
};

export const sourceFingerprint = async () => {
  const lines = [];
  for (const input of INPUTS) await walk(path.join(root, input), lines);
  return createHash('sha256').update(lines.join('\n')).digest('hex');
};

export const recordedFingerprint = (distDir) =>
  readFile(path.join(distDir, '.source-fingerprint'), 'utf8').then(
    (s) => s.trim(),
    () => undefined,
  );

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === 'write') {
  const distDir = path.resolve(process.env.DIST_DIR ?? path.join(root, 'dist'));
  await writeFile(path.join(distDir, '.source-fingerprint'), `${await sourceFingerprint()}\n`);
}
