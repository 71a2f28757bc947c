import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

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
        rollupOptions: { input: 'src/ui/entry-client.tsx' },
      },
  ssr: { noExternal: ['@vanilla-extract/css'] },
}));
