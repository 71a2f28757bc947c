import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canUploadPoster,
  checkArtistImage,
  checkPrintablePhoto,
  fitsPrintSize,
  checkCustomerUpload,
  countedPosters,
  formatPrintSize,
  isJpegFile,
  isSquare,
  largestPrintableSize,
  orientationOf,
  parsePrintSize,
  previewAspectRatio,
  requiredPixels,
} from '../../src/domain/print';
import { PRODUCT_STATUS } from '../../src/domain/catalogue';

const jpg = { name: 'photo.jpg', mimeType: 'image/jpeg' };

describe('accepted image files: jpg or jpeg only (spec §5)', () => {
  it.each([
    [{ name: 'a.jpg' }, true],
    [{ name: 'A.JPEG' }, true],
    [{ name: 'a.JpG', mimeType: 'IMAGE/JPEG' }, true],
    [{ mimeType: 'image/jpeg' }, true],
    [{ mimeType: 'image/pjpeg' }, true],
    [{ mimeType: 'image/jpg' }, true],
    [{ name: 'a.png' }, false],
    [{ name: 'a.jpg.png' }, false],
    [{ name: 'jpg' }, false],
    [{ name: 'a.jpg', mimeType: 'image/png' }, false],
    [{ name: ' a.jpeg ', mimeType: ' image/jpeg ' }, true],
    [{ name: 'a.gif', mimeType: 'image/jpeg' }, false],
    [{ mimeType: 'image/webp' }, false],
    [{}, false],
    [{ name: null, mimeType: null }, false],
  ])('%j → %s', (file, accepted) => expect(isJpegFile(file)).toBe(accepted));
});

describe('print sizes', () => {
  it('parses width x height in cm', () => {
    expect(parsePrintSize('50x70')).toEqual({ ok: true, value: { widthCm: 50, heightCm: 70 } });
    expect(parsePrintSize(' 13 X 18 ')).toEqual({ ok: true, value: { widthCm: 13, heightCm: 18 } });
  });
  it.each(['', '50', '50x', 'x70', '0x70', '50x0', 'axb', '50x70x90', '-5x7'])('rejects %j', (label) => {
    expect(parsePrintSize(label)).toEqual({ ok: false, error: { code: 'PRINT.INVALID_SIZE', label } });
  });
  it('format and parse round-trip', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 1, max: 9999 }), (w, h) => {
        const size = { widthCm: w, heightCm: h };
        expect(parsePrintSize(formatPrintSize(size))).toEqual({ ok: true, value: size });
      }),
    );
  });
});

describe('orientation and preview ratio (spec §5)', () => {
  it('portrait when width is at most height', () => {
    expect(orientationOf({ width: 100, height: 100 })).toBe('portrait');
    expect(orientationOf({ width: 100, height: 101 })).toBe('portrait');
    expect(orientationOf({ width: 101, height: 100 })).toBe('landscape');
  });
  it('preview ratio is 1:1.4 for portrait and 1.4:1 for landscape', () => {
    expect(previewAspectRatio('portrait')).toEqual({ width: 1, height: 1.4 });
    expect(previewAspectRatio('landscape')).toEqual({ width: 1.4, height: 1 });
  });
  it('square only when both sides are equal', () => {
    expect(isSquare({ width: 5, height: 5 })).toBe(true);
    expect(isSquare({ width: 5, height: 6 })).toBe(false);
  });
});

describe('customer upload (spec §5)', () => {
  it('50x70 portrait needs 2350 × 3290 px', () => {
    expect(requiredPixels('50x70', 'portrait')).toEqual({ ok: true, value: { width: 2350, height: 3290 } });
    expect(checkCustomerUpload(jpg, { width: 2350, height: 3290 }, '50x70')).toEqual({ ok: true, value: 'portrait' });
  });
  it('one pixel short is too small and carries the actual width and height', () => {
    expect(checkCustomerUpload(jpg, { width: 2349, height: 3290 }, '50x70')).toEqual({
      ok: false,
      error: { code: 'UPLOAD.TOO_SMALL', width: 2349, height: 3290, requiredWidth: 2350, requiredHeight: 3290 },
    });
    expect(checkCustomerUpload(jpg, { width: 2350, height: 3289 }, '50x70').ok).toBe(false);
  });
  it('landscape images swap the dimensions', () => {
    expect(requiredPixels('50x70', 'landscape')).toEqual({ ok: true, value: { width: 3290, height: 2350 } });
    expect(checkCustomerUpload(jpg, { width: 3290, height: 2350 }, '50x70')).toEqual({ ok: true, value: 'landscape' });
    expect(checkCustomerUpload(jpg, { width: 3289, height: 2350 }, '50x70').ok).toBe(false);
    expect(checkCustomerUpload(jpg, { width: 3290, height: 2349 }, '50x70').ok).toBe(false);
  });
  it('a square image is refused even when large', () => {
    expect(checkCustomerUpload(jpg, { width: 9000, height: 9000 }, '50x70')).toEqual({
      ok: false,
      error: { code: 'UPLOAD.SQUARE', width: 9000, height: 9000 },
    });
  });
  it('a png is refused before anything else', () => {
    expect(checkCustomerUpload({ name: 'x.png' }, { width: 10, height: 10 }, 'bad')).toEqual({
      ok: false,
      error: { code: 'UPLOAD.NOT_JPEG' },
    });
  });
  it('an unreadable size is an error value', () => {
    expect(checkCustomerUpload(jpg, { width: 10, height: 20 }, 'large')).toEqual({
      ok: false,
      error: { code: 'PRINT.INVALID_SIZE', label: 'large' },
    });
  });
  // Spec §5: 47 px per cm; a portrait image spans the size's first dimension across, a landscape one
  // its second. Sizes here are "short x long" with short < long, so the images built are never square.
  const sizeCm = fc
    .tuple(fc.integer({ min: 1, max: 149 }), fc.integer({ min: 1, max: 150 }))
    .filter(([a, b]) => a !== b)
    .map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const);
  it('accepts an image of exactly 47 px per cm, in either orientation, and refuses one pixel less on either side', () => {
    fc.assert(
      fc.property(sizeCm, ([shortCm, longCm]) => {
        const label = `${shortCm}x${longCm}`;
        const [s, l] = [shortCm * 47, longCm * 47];
        expect(checkCustomerUpload(jpg, { width: s, height: l }, label)).toEqual({ ok: true, value: 'portrait' });
        expect(checkCustomerUpload(jpg, { width: l, height: s }, label)).toEqual({ ok: true, value: 'landscape' });
        for (const image of [
          { width: s - 1, height: l },
          { width: s, height: l - 1 },
          { width: l - 1, height: s },
          { width: l, height: s - 1 },
        ]) {
          expect(checkCustomerUpload(jpg, image, label)).toEqual({
            ok: false,
            error: expect.objectContaining({ code: 'UPLOAD.TOO_SMALL', ...image }),
          });
        }
      }),
    );
  });
  it('an accepted image stays accepted when it grows without turning square or changing orientation', () => {
    const side = fc.integer({ min: 1, max: 8_000 });
    const growth = fc.integer({ min: 0, max: 4_000 });
    fc.assert(
      fc.property(side, side, growth, growth, sizeCm, (width, height, dw, dh, [shortCm, longCm]) => {
        const label = `${shortCm}x${longCm}`;
        const bigger = { width: width + dw, height: height + dh };
        fc.pre(checkCustomerUpload(jpg, { width, height }, label).ok);
        fc.pre(bigger.width !== bigger.height && bigger.width < bigger.height === width < height);
        expect(checkCustomerUpload(jpg, bigger, label).ok).toBe(true);
      }),
    );
  });
});

describe('largest size an upload prints well at (the too-small message)', () => {
  const SIZES = ['13x18', '21x30', '30x40', '40x50', '50x70', '70x100'];
  const side = fc.integer({ min: 1, max: 6_000 });
  const area = (label: string) => {
    const s = parsePrintSize(label);
    return s.ok ? s.value.widthCm * s.value.heightCm : 0;
  };

  it('names a size the check accepts, and no offered size of larger area is accepted', () => {
    fc.assert(
      fc.property(side, side, fc.subarray(SIZES), (width, height, sizes) => {
        const best = largestPrintableSize({ width, height }, sizes);
        const accepted = sizes.filter((s) => checkCustomerUpload(jpg, { width, height }, s).ok);
        if (best === null) expect(accepted).toEqual([]);
        else {
          expect(accepted).toContain(best);
          for (const s of accepted) expect(area(s)).toBeLessThanOrEqual(area(best));
        }
      }),
    );
  });

  it('never grows when the image shrinks', () => {
    fc.assert(
      fc.property(side, side, fc.integer({ min: 0, max: 2_000 }), (width, height, cut) => {
        fc.pre(width !== height);
        const smaller = { width: Math.max(1, width - cut), height: Math.max(1, height - cut) };
        fc.pre(smaller.width !== smaller.height && smaller.width <= smaller.height === width <= height);
        const big = largestPrintableSize({ width, height }, SIZES);
        const small = largestPrintableSize(smaller, SIZES);
        expect(small === null ? 0 : area(small)).toBeLessThanOrEqual(big === null ? 0 : area(big));
      }),
    );
  });

  it.each([
    [{ width: 1200, height: 1600 }, '21x30'],
    [{ width: 1600, height: 1200 }, '21x30'],
    [{ width: 2350, height: 3290 }, '50x70'],
    [{ width: 500, height: 700 }, null],
    [{ width: 4000, height: 4000 }, null],
  ])('%j → %s', (image, expected) => expect(largestPrintableSize(image, SIZES)).toBe(expected));

  it('skips a size it cannot read, and the order sizes are offered in only breaks ties of area', () => {
    const image = { width: 6000, height: 6001 };
    expect(largestPrintableSize({ width: 2350, height: 3290 }, ['poster', '50x70', '21x30'])).toBe('50x70');
    expect(largestPrintableSize(image, ['40x35', '35x40'])).toBe('40x35');
    expect(largestPrintableSize(image, ['35x40', '40x35'])).toBe('35x40');
  });
});

describe('artist upload (spec §5, §6)', () => {
  it('too small when both sides are under 3648 px, with the actual size', () => {
    expect(checkArtistImage(jpg, { width: 3647, height: 3000 })).toEqual({
      ok: false,
      error: { code: 'ARTIST_IMAGE.TOO_SMALL', reason: 'resolution', width: 3647, height: 3000 },
    });
  });
  it('one side of 3648 px is enough, within the proportions a print can have (1:3 to 3:1)', () => {
    expect(checkArtistImage(jpg, { width: 3648, height: 1216 })).toEqual({ ok: true, value: 'landscape' });
    expect(checkArtistImage(jpg, { width: 1216, height: 3648 })).toEqual({ ok: true, value: 'portrait' });
  });
  it('refuses a poster longer than three times its width: no print size has that shape', () => {
    expect(checkArtistImage(jpg, { width: 3648, height: 100 })).toEqual({
      ok: false,
      error: { code: 'ARTIST_IMAGE.TOO_SMALL', reason: 'proportions', width: 3648, height: 100 },
    });
    expect(checkArtistImage(jpg, { width: 1215, height: 3648 })).toMatchObject({ ok: false });
  });
  it('square is too small whatever its size', () => {
    expect(checkArtistImage(jpg, { width: 5000, height: 5000 })).toEqual({
      ok: false,
      error: { code: 'ARTIST_IMAGE.TOO_SMALL', reason: 'square', width: 5000, height: 5000 },
    });
  });
  it('only jpg or jpeg', () => {
    expect(checkArtistImage({ name: 'art.tiff' }, { width: 5000, height: 4000 })).toEqual({
      ok: false,
      error: { code: 'ARTIST_IMAGE.NOT_JPEG' },
    });
  });
  // Spec §5: too small only when both sides are under 3648 px (or the image is square).
  it('a side of at least 3648 px is accepted with any shorter other side down to a third of it; both sides under 3648 px never are', () => {
    const long = fc.integer({ min: 3648, max: 10_000 });
    const under = fc.integer({ min: 1, max: 3647 });
    fc.assert(
      fc.property(long, fc.integer({ min: 1, max: 10_000 }), (l, other) => {
        fc.pre(other < l);
        const fits = 3 * other >= l;
        expect(checkArtistImage(jpg, { width: other, height: l })).toEqual(
          fits
            ? { ok: true, value: 'portrait' }
            : { ok: false, error: { code: 'ARTIST_IMAGE.TOO_SMALL', reason: 'proportions', width: other, height: l } },
        );
        expect(checkArtistImage(jpg, { width: l, height: other }).ok).toBe(fits);
      }),
    );
    fc.assert(
      fc.property(under, under, (width, height) => {
        expect(checkArtistImage(jpg, { width, height })).toEqual({
          ok: false,
          error: { code: 'ARTIST_IMAGE.TOO_SMALL', reason: width === height ? 'square' : 'resolution', width, height },
        });
      }),
    );
  });
  it('upload blocked when non-denied posters reach product_limit (default 15)', () => {
    const fourteen = Array.from({ length: 14 }, () => 4);
    expect(canUploadPoster(fourteen)).toBe(true);
    expect(canUploadPoster([...fourteen, 1])).toBe(false);
    expect(canUploadPoster([...fourteen, 3])).toBe(true); // denied does not count
    expect(canUploadPoster([...fourteen, 3], null)).toBe(true);
    expect(canUploadPoster([4, 4], 2)).toBe(false);
    expect(canUploadPoster([4, 3], 2)).toBe(true);
    expect(countedPosters([1, 2, 3, 4, 5, 3])).toBe(4);
  });
  const statuses = fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 40 });
  const limit = fc.integer({ min: 0, max: 30 });
  const counted = fc.constantFrom(PRODUCT_STATUS.draft, PRODUCT_STATUS.inReview, PRODUCT_STATUS.forSale, PRODUCT_STATUS.approved);
  it('a denied poster never changes the answer; one more counted poster never unblocks', () => {
    fc.assert(
      fc.property(statuses, limit, fc.integer({ min: 0, max: 40 }), counted, (list, max, at, another) => {
        const withDenied = [...list.slice(0, at), PRODUCT_STATUS.denied, ...list.slice(at)];
        expect(canUploadPoster(withDenied, max)).toBe(canUploadPoster(list, max));
        expect(canUploadPoster(list, max) || !canUploadPoster([...list, another], max)).toBe(true);
      }),
    );
  });
  it('the limit-th counted poster blocks, the one before it does not, whatever denied posters there are', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), counted, fc.nat(5), (max, status, denied) => {
        const deniedOnes = Array.from({ length: denied }, () => PRODUCT_STATUS.denied);
        expect(canUploadPoster([...deniedOnes, ...Array.from({ length: max - 1 }, () => status)], max)).toBe(true);
        expect(canUploadPoster([...deniedOnes, ...Array.from({ length: max }, () => status)], max)).toBe(false);
      }),
    );
  });
});

describe('a customer photo a print can be made of', () => {
  it('is within 1:3 and 3:1 and has 47 px per cm of the smallest size', () => {
    expect(checkPrintablePhoto({ width: 611, height: 846 }, ['13x18', '70x100'])).toEqual({ ok: true, value: undefined });
    expect(checkPrintablePhoto({ width: 846, height: 611 }, ['13x18'])).toEqual({ ok: true, value: undefined });
  });
  it('refuses a photo outside 1:3 to 3:1, as a header saying 65500 × 1 would be', () => {
    expect(checkPrintablePhoto({ width: 65500, height: 1 }, ['13x18'])).toMatchObject({
      ok: false,
      error: { code: 'UPLOAD.PROPORTIONS' },
    });
    expect(checkPrintablePhoto({ width: 1000, height: 3001 }, ['13x18'])).toMatchObject({
      ok: false,
      error: { code: 'UPLOAD.PROPORTIONS' },
    });
  });
  it('refuses a photo too small for every size, a 1 × 1 pixel one too', () => {
    expect(checkPrintablePhoto({ width: 1, height: 1 }, ['13x18'])).toMatchObject({
      ok: false,
      error: { code: 'UPLOAD.TOO_SMALL' },
    });
    expect(checkPrintablePhoto({ width: 610, height: 846 }, ['13x18'])).toMatchObject({
      ok: false,
      error: { code: 'UPLOAD.TOO_SMALL' },
    });
  });
  it('fits a size when both sides reach 47 px per cm of it, turned with the photo', () => {
    expect(fitsPrintSize({ width: 3290, height: 4700 }, '70x100')).toBe(true);
    expect(fitsPrintSize({ width: 4700, height: 3290 }, '70x100')).toBe(true);
    expect(fitsPrintSize({ width: 3289, height: 4700 }, '70x100')).toBe(false);
  });
});
