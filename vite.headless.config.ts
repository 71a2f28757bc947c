/**
 * Headless build (ARCHITECTURE "the headless package"): the pure domain — and, through
 * src/headless.ts, the application machines as they land — as plain ES modules that run in
 * Node with no DOM and no React. Types come from `tsc -p tsconfig.headless.json`.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const from = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  publicDir: false,
  build: {
    outDir: from('./dist/headless'),
    emptyOutDir: true, // run before `tsc -p tsconfig.headless.json`, which adds types/
    minify: false,
    sourcemap: true,
    target: 'node22',
    lib: {
      entry: {
        domain: from('./src/domain/index.ts'),
        headless: from('./src/headless.ts'),
        // fast-check arbitraries for consumers' property tests; fast-check is their (optional peer) dependency.
        testing: from('./src/testing/index.ts'),
      },
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
    },
    rolldownOptions: {
      // The page loaders are imported lazily by the system's page flow (for the browser's split) and
      // directly by the headless entry: one bundle per entry here, so the lazy import splits nothing.
      checks: { ineffectiveDynamicImport: false },
      external: [/^fp-ts(\/|$)/, /^io-ts(\/|$)/, /^xstate(\/|$)/, /^fast-check(\/|$)/],
    },
  },
});
