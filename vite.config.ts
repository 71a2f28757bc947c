import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const CLIENT_ENTRY = 'src/ui/entry-client.tsx';
const DOMAIN_BARREL = /[\\/]src[\\/]domain[\\/](.+[\\/])?index\.ts$/;

/**
 * Every module the client entry imports statically (React, XState, react-intl, the shell) goes
 * into one `shell` chunk next to the entry: every page loads all of it anyway, and one file
 * compresses better and costs fewer requests than the dozens of small shared chunks automatic
 * splitting makes of it. Page chunks, the checkout, the designer and the browser container
 * stay separate.
 */
const shellChunk = () => {
  let shell: Set<string> | undefined;
  return (id: string, ctx: { getModuleInfo(id: string): { importedIds: readonly string[] } | null }): string | null => {
    if (!shell) {
      shell = new Set();
      const todo = [path.resolve(CLIENT_ENTRY)];
      for (let next = todo.pop(); next !== undefined; next = todo.pop()) {
        // Not through the domain's barrels: a group's modules are kept whole, so only the domain
        // modules really used may be captured (the rest is tree-shaken, see `treeshake`).
        if (DOMAIN_BARREL.test(next)) continue;
        for (const imported of ctx.getModuleInfo(next)?.importedIds ?? []) {
          if (!shell.has(imported)) { shell.add(imported); todo.push(imported); }
        }
      }
    }
    return shell.has(id) ? 'shell' : null;
  };
};

/**
 * Client build → dist/client (hashed assets + manifest for the server's preload links);
 * `vite build --ssr src/ui/entry-server.tsx --outDir dist/ssr` → the server renderer.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), vanillaExtractPlugin()],
  // Messages ship precompiled (AST), so the ICU parser stays out of the bundles.
  resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }] },
  build: isSsrBuild
    ? { outDir: 'dist/ssr', emptyOutDir: true, ssr: true, target: 'node20' }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        target: 'es2022',
        rollupOptions: {
          input: CLIENT_ENTRY,
          // The domain is pure (ARCHITECTURE: no I/O, no globals), so a domain module none of whose
          // exports a chunk uses stays out of it: the barrel `src/domain/index.ts` would otherwise
          // bring the poster templates' artwork into every page's script.
          output: { codeSplitting: { groups: [{ name: shellChunk() }] } },
          treeshake: { moduleSideEffects: [{ test: /[\\/]src[\\/]domain[\\/]/, sideEffects: false }] },
        },
      },
  ssr: { noExternal: ['@vanilla-extract/css'] },
}));
