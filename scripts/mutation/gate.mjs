/**
 * The mutation gate (`npm run mutate`): Stryker over src/domain, then the folder scores.
 *
 * Stryker's incremental run re-tests only the mutants whose code or covering tests changed since
 * stryker-incremental.json, but it still runs the whole domain suite once first (about 2 minutes
 * on two cores) to learn each test's coverage. When nothing the run depends on has changed since
 * the recorded run — the mutated sources, the domain tests and what they import, the mutation
 * configuration and the tools' versions, hashed into stryker-incremental.sha256 by the run that
 * wrote the results — that dry run could only reproduce the recorded results, so the gate scores
 * the recorded results instead. Any change to one of those files runs Stryker as before.
 *
 *   node scripts/mutation/gate.mjs          the gate
 *   node scripts/mutation/gate.mjs --force  always run Stryker (still incremental)
 */
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const RESULTS = 'stryker-incremental.json';
const FINGERPRINT = 'stryker-incremental.sha256';
/** Everything a domain mutant's result depends on: domain tests import only src/domain and src/testing. */
const FOLDERS = ['src/domain', 'src/testing', 'test/domain', 'test/mutation', 'scripts/mutation'];
const FILES = ['stryker.config.mjs', 'vitest.stryker.config.ts', 'tsconfig.json'];
/** Tools whose version can change a mutant's result. */
const TOOLS = [
  '@stryker-mutator/core',
  '@stryker-mutator/instrumenter',
  '@stryker-mutator/vitest-runner',
  'vitest',
  'fast-check',
];

const walk = (base, dir) =>
  existsSync(path.join(base, dir))
    ? readdirSync(path.join(base, dir))
        .sort()
        .flatMap((name) => {
          const rel = `${dir}/${name}`;
          return statSync(path.join(base, rel)).isDirectory() ? walk(base, rel) : [rel];
        })
    : [];

/** One hash over the files' names and contents and the tools' versions in the lock file, for the tree at `base`. */
export const fingerprint = (base = root) => {
  const hash = createHash('sha256');
  for (const file of [...FOLDERS.flatMap((dir) => walk(base, dir)), ...FILES.filter((f) => existsSync(path.join(base, f)))]) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(base, file)));
    hash.update('\0');
  }
  const lock = JSON.parse(readFileSync(path.join(base, 'package-lock.json'), 'utf8'));
  for (const tool of TOOLS) hash.update(`${tool}@${lock.packages?.[`node_modules/${tool}`]?.version ?? 'missing'}\0`);
  return hash.digest('hex');
};

const run = (command, args) => spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status ?? 1;

const main = () => {
  const now = fingerprint();
  const recorded = existsSync(path.join(root, FINGERPRINT)) ? readFileSync(path.join(root, FINGERPRINT), 'utf8').trim() : '';
  const force = process.argv.includes('--force');
  if (!force && recorded === now && existsSync(path.join(root, RESULTS))) {
    console.log(
      `Mutation gate: src/domain, its tests and the mutation set-up are those of the recorded run (${now.slice(0, 12)}); scoring its results.`,
    );
    return run('node', ['scripts/mutation/folder-scores.mjs', RESULTS]);
  }
  console.log(
    recorded
      ? 'Mutation gate: sources changed since the recorded run; running Stryker.'
      : 'Mutation gate: no recorded fingerprint; running Stryker.',
  );
  const stryker = run('npx', ['stryker', 'run']);
  if (stryker !== 0) return stryker;
  const scores = run('node', ['scripts/mutation/folder-scores.mjs']);
  // The results Stryker just wrote belong to these sources; commit both files together.
  if (scores === 0) writeFileSync(path.join(root, FINGERPRINT), `${fingerprint()}\n`);
  return scores;
};

if (import.meta.url === `file://${process.argv[1]}`) process.exit(main());
