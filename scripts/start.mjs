// `npm start`: build when any source changed since the last build (or nothing is built yet),
// then run the compiled server (dist/server/main.js) in this same process — plain JavaScript,
// no TypeScript loader, no second Node process holding memory (docs/architecture.md#performance-budgets).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root, sourceFingerprint, recordedFingerprint } from './source-fingerprint.mjs';

const distDir = path.resolve(process.env.DIST_DIR ?? path.join(root, 'dist'));
const server = path.join(distDir, 'server/main.js');
const current = await sourceFingerprint();
if (!existsSync(server) || (await recordedFingerprint(distDir)) !== current) {
  process.stdout.write('Sources changed since the last build: building…\n');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const built = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
} else {
  process.stdout.write('Build is up to date.\n');
}
await import(pathToFileURL(server).href);
