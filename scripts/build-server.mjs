// Compiles the server (server/main.ts and what it imports from src/) into one ES module,
// dist/server/main.js, so production runs plain JavaScript on Node — no TypeScript loader in
// the process (docs/architecture.md#performance-budgets: compiled JavaScript in production, for
// memory and start-up). Packages stay external (resolved from node_modules as usual).
// esbuild is the bundler vite and tsx already use here: one well-kept tool, no new dependency.
import { build } from 'esbuild';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'dist/server');
await rm(outDir, { recursive: true, force: true });
const result = await build({
  entryPoints: [path.join(root, 'server/main.ts'), path.join(root, 'server/worker.ts')],
  outdir: outDir,
  // The demo world (server/demo) is imported dynamically in demo mode only; splitting keeps it in
  // chunks of its own beside main.js, which production never loads.
  splitting: true,
  chunkNames: '[name]-[hash]',
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: 'linked',
  tsconfig: path.join(root, 'tsconfig.json'),
  logLevel: 'warning',
  metafile: true,
});
// The migrations are read at run time from beside the module that applies them
// (server/db/migrate.ts resolves `migrations/` next to itself: main.js or a chunk, all in dist/server/).
await cp(path.join(root, 'server/db/migrations'), path.join(outDir, 'migrations'), { recursive: true });
const bytes = Object.values(result.metafile.outputs).reduce((n, o) => n + o.bytes, 0);
console.log(`server compiled to dist/server/main.js and worker.js (${(bytes / 1024).toFixed(0)} KB with source map)`);
