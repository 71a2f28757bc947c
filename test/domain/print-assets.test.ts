/** Print-quality assets of the render page (spec §2 "low-resolution asset names are swapped to the print-quality webp variant"). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { printQualityAsset, printQualityAssets } from '../../src/domain/templates';

describe('print-quality asset names', () => {
  it.each([
    ['/media/art/typographic-0-p/template-baby.webp?w=480', '/media/art/typographic-0-p/template-baby.webp'],
    ['/media/art/typographic-0-p/template-baby.webp', '/media/art/typographic-0-p/template-baby.webp'],
    ['/assets/heart-low.jpg', '/assets/heart.webp'],
    ['/assets/heart-preview.PNG', '/assets/heart.webp'],
    ['/assets/stars-lowres.webp?v=3&w=320', '/assets/stars.webp?v=3'],
    ['https://cdn.example/a/b-thumb.jpeg?width=200#x', 'https://cdn.example/a/b.webp'],
    ['/assets/lowrider.webp', '/assets/lowrider.webp'],
    ['/assets/heart-low.jpg#top', '/assets/heart.webp'],
    ['/assets/heart.webp?v=3&wide=1&W=9&lang=sv#top', '/assets/heart.webp?v=3&wide=1&lang=sv'],
  ])('%s → %s', (low, print) => expect(printQualityAsset(low)).toBe(print));

  const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
  const assetUrl = fc
    .tuple(
      fc.array(segment, { minLength: 1, maxLength: 3 }),
      fc.constantFrom('', '-low', '-lowres', '-preview', '-thumb'),
      fc.constantFrom('.webp', '.jpg', '.jpeg', '.png'),
      fc.option(fc.integer({ min: 1, max: 4000 }), { nil: undefined }),
    )
    .map(([dirs, suffix, ext, w]) => `/${dirs.join('/')}${suffix}${ext}${w === undefined ? '' : `?w=${w}`}`);

  it('always gives a WebP without a width, and swapping twice changes nothing more', () => {
    fc.assert(
      fc.property(assetUrl, (url) => {
        const print = printQualityAsset(url);
        expect(print).toMatch(/\.webp$/);
        expect(print).not.toMatch(/[?&](w|width)=/);
        expect(printQualityAsset(print)).toBe(print);
      }),
    );
  });

  it('keeps every other query parameter, in order, and drops a fragment', () => {
    const parameter = fc
      .tuple(fc.stringMatching(/^[a-z]{1,6}$/), fc.stringMatching(/^[a-z0-9]{0,4}$/))
      .map(([k, v]) => `${k}=${v}`);
    fc.assert(
      fc.property(
        assetUrl,
        fc.array(parameter, { maxLength: 4 }),
        fc.option(segment, { nil: undefined }),
        (url, params, hash) => {
          const kept = params.filter((p) => !/^(w|width)=/.test(p));
          const print = printQualityAsset(
            `${url}${url.includes('?') ? '&' : '?'}${params.join('&')}${hash === undefined ? '' : `#${hash}`}`,
          );
          expect(print).toBe(`${printQualityAsset(url)}${kept.length > 0 ? `?${kept.join('&')}` : ''}`);
        },
      ),
    );
  });

  it('keeps every asset name, swapping each URL', () => {
    fc.assert(
      fc.property(fc.dictionary(segment, assetUrl), (assets) => {
        const print = printQualityAssets(assets);
        expect(Object.keys(print).sort()).toEqual(Object.keys(assets).sort());
        for (const [name, url] of Object.entries(assets)) expect(print[name]).toBe(printQualityAsset(url));
      }),
    );
  });
});
