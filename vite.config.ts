import path from 'node:path';
import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import { MESSAGES_MANIFEST } from './server/ssr/message-catalogues.ts';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const CLIENT_ENTRY = 'src/ui/entry-client.tsx';

/**
 * The shop's font (Inter, from fontsource) comes declared `font-display: swap`: text painted in
 * the fallback font is laid out again when Inter arrives after the first paint, which moves
 * everything below it (a layout shift of 0.02 on the start page, budget ≤ 0.02) and costs a second
 * full layout while the page hydrates. Preloading it instead would put 49 KB beside the largest
 * image on the first paint's path (budget LCP ≤ 1.8 s). `optional` uses Inter when it is there for
 * the first paint (from the cache on every later page and visit) and otherwise keeps the fallback
 * for that page, so text never moves.
 */
const FONT_DISPLAY = 'optional';
const fontDisplay = (): Plugin => ({
  name: 'shop-font-display',
  enforce: 'pre',
  transform(code, id) {
    if (!/[\\/]@fontsource-variable[\\/]inter[\\/].*\.css$/.test(id)) return null;
    return code.replace(/font-display:\s*swap/g, `font-display: ${FONT_DISPLAY}`);
  },
});
/**
 * In the SSR build, every `react-intl` import but its own resolves to src/ui/i18n/server-react-intl.tsx:
 * the same API, with an `IntlProvider` whose formatters live as long as the process rather than one
 * render. The browser has one provider for its whole life and keeps react-intl's own.
 */
const SERVER_INTL = path.resolve('src/ui/i18n/server-react-intl.tsx');
const serverIntl = (): Plugin => ({
  name: 'server-intl',
  enforce: 'pre',
  resolveId(id, importer) {
    return id === 'react-intl' && importer !== undefined && path.resolve(importer) !== SERVER_INTL ? SERVER_INTL : null;
  },
});
/**
 * The browser never shows a message's English default: every page loads its locale's compiled
 * catalogue, and the i18n check (test/ui) keeps every id in every locale. So the client build drops
 * the `defaultMessage` texts of the shop's own code (formatjs's own advice for production builds),
 * leaving `defaultMessage: void 0`; the server render keeps them. An AST pass, not a text search:
 * only a property named `defaultMessage` whose value is a plain string is touched.
 */
interface AstNode {
  readonly type: string;
  readonly start: number;
  readonly end: number;
  readonly [key: string]: unknown;
}
const isDefaultMessage = (n: AstNode): n is AstNode & { value: AstNode } => {
  if (n.type !== 'Property') return false;
  const key = n.key as AstNode & { name?: string; value?: unknown };
  const value = n.value as AstNode & { value?: unknown; expressions?: unknown[] };
  const named = key.name === 'defaultMessage' || key.value === 'defaultMessage';
  const plain =
    (value.type === 'Literal' && typeof value.value === 'string') ||
    (value.type === 'TemplateLiteral' && value.expressions?.length === 0);
  return named && plain && !n.computed;
};
const dropDefaultMessages = (): Plugin => ({
  name: 'shop-drop-default-messages',
  apply: 'build',
  enforce: 'post',
  transform(code, id) {
    if (!/[\\/]src[\\/]ui[\\/].*\.tsx?$/.test(id) || !code.includes('defaultMessage')) return null;
    const cuts: AstNode[] = [];
    const visit = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(visit);
      if (typeof node !== 'object' || node === null) return;
      const n = node as AstNode;
      if (typeof n.type === 'string' && isDefaultMessage(n)) cuts.push(n.value);
      for (const [k, v] of Object.entries(n)) if (k !== 'parent' && typeof v === 'object') visit(v);
    };
    visit(this.parse(code));
    if (cuts.length === 0) return null;
    let out = code;
    for (const v of cuts.sort((a, b) => b.start - a.start)) out = `${out.slice(0, v.start)}void 0${out.slice(v.end)}`;
    return { code: out, map: null };
  },
});

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
          if (!shell.has(imported)) {
            shell.add(imported);
            todo.push(imported);
          }
        }
      }
    }
    return shell.has(id) ? 'shell' : null;
  };
};

/**
 * Each language's compiled message catalogue (`node scripts/i18n.mjs compile`) becomes a hashed
 * asset of the client build, listed in `MESSAGES_MANIFEST`: the page links it and the browser
 * fetches it before hydrating, so a page's HTML does not carry ~25 KB of messages on every visit
 * and a returning shopper's browser keeps them for a year (ARCHITECTURE "Performance by design":
 * product page HTML ≤ 60 KB; hashed assets cached for a year). The server renders from the same
 * files, so server and browser format with identical messages.
 */
const messageCatalogues = (dir = 'src/ui/i18n/compiled'): Plugin => ({
  name: 'message-catalogues',
  apply: 'build',
  generateBundle() {
    const files: Record<string, string> = {};
    for (const name of readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      const language = name.slice(0, -'.json'.length);
      // Re-serialized without the compiler's indentation.
      const source = JSON.stringify(JSON.parse(readFileSync(path.join(dir, name), 'utf8')));
      files[language] = this.getFileName(this.emitFile({ type: 'asset', name: `messages-${language}.json`, source }));
    }
    if (!Object.keys(files).length) this.error(`no compiled message catalogues in ${dir}: run \`node scripts/i18n.mjs compile\``);
    this.emitFile({ type: 'asset', fileName: MESSAGES_MANIFEST, source: JSON.stringify(files) });
  },
});

/**
 * Client build → dist/client (hashed assets + manifest for the server's preload links);
 * `vite build --ssr src/ui/entry-server.tsx --outDir dist/ssr` → the server renderer.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    fontDisplay(),
    react(),
    vanillaExtractPlugin(),
    ...(isSsrBuild ? [serverIntl()] : [messageCatalogues(), dropDefaultMessages()]),
  ],
  // Messages ship precompiled (AST), so the ICU parser stays out of the bundles.
  resolve: {
    alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
  },
  build: isSsrBuild
    ? {
        outDir: 'dist/ssr',
        emptyOutDir: true,
        ssr: true,
        target: 'node22',
        // The browser's App imports the head and the page loaders lazily, to keep them out of the
        // first-load script; the server render imports them up front and bundles everything into
        // one renderer, so there a dynamic import has nothing to split and the warning is noise.
        rolldownOptions: { checks: { ineffectiveDynamicImport: false } },
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        // One stylesheet for the whole shop (about 7 KB compressed): a page's first paint waits for
        // one request instead of three or four, and every later page finds it in the cache.
        // The server links it from the manifest's `style.css` (server/ssr/assets.ts).
        cssCodeSplit: false,
        target: 'es2022',
        rollupOptions: {
          input: CLIENT_ENTRY,
          // The domain is pure (ARCHITECTURE: no I/O, no globals), so a domain module none of whose
          // exports a chunk uses stays out of it: the barrel `src/domain/index.ts` would otherwise
          // bring the poster templates' artwork into every page's script.
          output: { codeSplitting: { groups: [{ name: shellChunk(), debugName: 'shell' }] } },
          treeshake: { moduleSideEffects: [{ test: /[\\/]src[\\/]domain[\\/]/, sideEffects: false }] },
          // The bundler-timings note measures this machine's load, not the build: on a busy machine
          // the style plugin's share of a 4 s build crosses its threshold and the note appears.
          checks: { bundlerTimings: false },
        },
      },
  ssr: { noExternal: ['@vanilla-extract/css'] },
}));
