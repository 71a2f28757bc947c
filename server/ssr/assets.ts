/**
 * What a server-rendered page links from the client build, read from Vite's manifest
 * (architecture: "every CSS file a page imports is linked in the server HTML").
 *
 * Vite moves styles shared by several chunks into a common chunk; the entry then reaches them
 * only through its `imports`. A page therefore needs the CSS of every chunk it imports,
 * transitively, in the order Vite itself would inject it: a chunk's imports first (depth
 * first, in manifest order), then the chunk's own CSS, each file once. With JavaScript off
 * these links are the only styles the page gets.
 */
export interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly css?: readonly string[];
}
export type Manifest = Readonly<Record<string, ManifestChunk>>;

export interface PageAssets {
  /** Module scripts to run: the entry chunks among the requested keys. */
  readonly js: readonly string[];
  /** Stylesheets in cascade order. */
  readonly css: readonly string[];
  /** Chunks to `modulepreload`: requested route chunks and every statically imported chunk. */
  readonly preload: readonly string[];
}

/** The manifest key of the single stylesheet a build without CSS code splitting emits. */
export const WHOLE_STYLESHEET = 'style.css';

/** Keys of the manifest's entry chunks (the client's `build.rollupOptions.input`). */
export const entryKeys = (manifest: Manifest): string[] =>
  Object.entries(manifest)
    .filter(([, c]) => c.isEntry)
    .map(([k]) => k);

/**
 * The ordered assets of the given manifest keys: the entry, then any lazily loaded route
 * chunks the page shows (their scripts are preloaded, the entry imports them itself).
 * An unknown key is a build mismatch and throws.
 */
export const assetsFor = (manifest: Manifest, entries: readonly string[], base = '/'): PageAssets => {
  const css: string[] = [];
  const preload: string[] = [];
  const seenChunks = new Set<string>();
  const chunkOf = (key: string): ManifestChunk => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`"${key}" is not in the client build's manifest; rebuild the client`);
    return chunk;
  };
  const visit = (key: string) => {
    if (seenChunks.has(key)) return;
    seenChunks.add(key);
    const chunk = chunkOf(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const file of chunk.css ?? []) if (!css.includes(base + file)) css.push(base + file);
    preload.push(base + chunk.file);
  };
  for (const key of entries) visit(key);
  const js = entries.filter((k) => chunkOf(k).isEntry).map((k) => base + chunkOf(k).file);
  // A build with one stylesheet for the whole shop (vite.config.ts `cssCodeSplit: false`) lists
  // it under `style.css`, apart from every chunk: every page links that one file.
  const whole = manifest[WHOLE_STYLESHEET];
  if (whole) css.splice(0, css.length, base + whole.file);
  return { js, css, preload: preload.filter((p) => !js.includes(p)) };
};
