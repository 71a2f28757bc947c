import { describe, expect, it } from 'vitest';
import { assetsFor, entryKeys, WHOLE_STYLESHEET, type Manifest } from '../../server/ssr/assets';

/**
 * The manifest reader: a page links the CSS of its entry and of every chunk the entry
 * imports, transitively, imports before the importer (the order Vite injects them), once each.
 * The fixture has the shape of our real build: shared theme and layout styles split into a
 * common chunk that the entry and the lazy checkout page both import.
 */
const manifest: Manifest = {
  '_runtime.js': { file: 'assets/runtime.js' },
  '_shared.css.js': { file: 'assets/shared.css.js', imports: ['_runtime.js', '_tokens.js'], css: ['assets/shared.css'] },
  '_tokens.js': { file: 'assets/tokens.js', css: ['assets/tokens.css'] },
  '_money.js': { file: 'assets/money.js' },
  'src/entry.tsx': {
    file: 'assets/entry.js',
    isEntry: true,
    imports: ['_runtime.js', '_shared.css.js', '_money.js'],
    dynamicImports: ['src/Checkout.tsx'],
    css: ['assets/entry.css'],
  },
  'src/Checkout.tsx': {
    file: 'assets/Checkout.js',
    isDynamicEntry: true,
    imports: ['_shared.css.js', 'src/entry.tsx', '_money.js'],
    css: ['assets/checkout-page.css'],
  },
};

describe('assetsFor (server/ssr/assets)', () => {
  it("links the CSS of imported chunks, depth first, before the entry's own", () => {
    expect(assetsFor(manifest, ['src/entry.tsx']).css).toEqual(['/assets/tokens.css', '/assets/shared.css', '/assets/entry.css']);
  });

  it('runs the entry and preloads every statically imported chunk once', () => {
    const a = assetsFor(manifest, ['src/entry.tsx']);
    expect(a.js).toEqual(['/assets/entry.js']);
    expect(a.preload).toEqual(['/assets/runtime.js', '/assets/tokens.js', '/assets/shared.css.js', '/assets/money.js']);
  });

  it("adds a lazy route chunk's CSS after the entry's and preloads its script without running it", () => {
    const a = assetsFor(manifest, ['src/entry.tsx', 'src/Checkout.tsx']);
    expect(a.css).toEqual(['/assets/tokens.css', '/assets/shared.css', '/assets/entry.css', '/assets/checkout-page.css']);
    expect(a.js).toEqual(['/assets/entry.js']);
    expect(a.preload.at(-1)).toBe('/assets/Checkout.js');
    expect(new Set(a.preload).size).toBe(a.preload.length);
  });

  it('links only the whole-shop stylesheet when the build emits one, on every page', () => {
    const whole: Manifest = { ...manifest, [WHOLE_STYLESHEET]: { file: 'assets/style.css', src: WHOLE_STYLESHEET } };
    expect(assetsFor(whole, ['src/entry.tsx']).css).toEqual(['/assets/style.css']);
    expect(assetsFor(whole, ['src/entry.tsx', 'src/Checkout.tsx']).css).toEqual(['/assets/style.css']);
    expect(assetsFor(whole, ['src/entry.tsx', 'src/Checkout.tsx']).preload.at(-1)).toBe('/assets/Checkout.js');
  });

  it('finds the entry and refuses a key the build does not know', () => {
    expect(entryKeys(manifest)).toEqual(['src/entry.tsx']);
    expect(() => assetsFor(manifest, ['src/missing.tsx'])).toThrow(/not in the client build's manifest/);
  });
});
