import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  ART_STYLES,
  FRAME_KINDS,
  MEDIA_WIDTHS,
  TEMPLATE_NAMES,
  artUrl,
  mediaNaturalSize,
  renderMedia,
} from '../../server/demo/art/index';

const meta = async (body: Buffer) => sharp(body).metadata();

describe('renderMedia', () => {
  it('allows exactly the srcset widths', () => {
    expect([...MEDIA_WIDTHS]).toEqual([160, 320, 480, 640, 960, 1280]);
  });

  const cases: [string, 'portrait' | 'landscape' | 'square'][] = [
    ...ART_STYLES.map((s, i) => [artUrl(s, 10 + i, true, 'featured'), 'portrait'] as [string, 'portrait']),
    ...ART_STYLES.map((s, i) => [artUrl(s, 20 + i, false, 'margin'), 'landscape'] as [string, 'landscape']),
    ['/media/art/abstract-3-p/thumb.webp', 'portrait'],
    ['/media/art/abstract-3-p/gallery-thumb.webp', 'portrait'],
    ['/media/art/botanical-4-l/no-margin.webp', 'landscape'],
    ['/media/art/mountains-5-p/bw-margin.webp', 'portrait'],
    ['/media/art/geometric-6-l/bw-no-margin.webp', 'landscape'],
    ['/media/art/line-art-7-p/room-0.webp', 'landscape'],
    ['/media/art/city-skyline-8-l/room-27.webp', 'landscape'],
    ...TEMPLATE_NAMES.map((t) => [`/media/art/typographic-0-p/template-${t}.webp`, 'portrait'] as [string, 'portrait']),
    ...FRAME_KINDS.flatMap(
      (k) =>
        [
          [`/media/frame/${k.kind}/swatch.webp`, 'square'],
          [`/media/frame/${k.kind}/overlay-portrait.webp`, 'portrait'],
          [`/media/frame/${k.kind}/overlay-landscape.webp`, 'landscape'],
          [`/media/frame/${k.kind}/thumb.webp`, 'portrait'],
        ] as [string, 'portrait' | 'landscape' | 'square'][],
    ),
    ['/media/room/0.webp', 'landscape'],
    ['/media/room/27.webp', 'landscape'],
    ['/media/avatar/3.webp', 'square'],
    ['/media/giftcard/50.webp', 'landscape'],
    ['/media/header/2.webp', 'landscape'],
    ['/media/wall/1234.webp', 'landscape'],
    ['/media/banner/5.webp', 'landscape'],
  ];

  it.each(cases)('%s renders WebP at the requested width (%s)', async (url, orientation) => {
    const out = await renderMedia(url, 320);
    expect(out?.contentType).toBe('image/webp');
    const m = await meta(out!.body);
    expect(m.format).toBe('webp');
    expect(m.width).toBe(320);
    const natural = mediaNaturalSize(url)!;
    expect(m.height).toBe(Math.round((320 * natural.height) / natural.width));
    const shape = m.height! > m.width! ? 'portrait' : m.height! < m.width! ? 'landscape' : 'square';
    expect(shape).toBe(orientation);
  });

  it('renders at the natural size without a width, with a 5:7 poster aspect', async () => {
    const out = await renderMedia('/media/art/abstract-1-p/featured.webp');
    const m = await meta(out!.body);
    expect([m.width, m.height]).toEqual([1000, 1400]);
    expect(mediaNaturalSize('/media/art/abstract-1-l/featured.webp')).toEqual({ width: 1400, height: 1000 });
    expect(mediaNaturalSize('/media/room/4.webp')).toEqual({ width: 1500, height: 1000 });
  });

  it.each([
    '/media/art/unknown-1-p/featured.webp',
    '/media/art/abstract-1-p/poster.webp',
    '/media/art/abstract-01-p/featured.webp',
    '/media/art/abstract-1-x/featured.webp',
    '/media/art/abstract-1-p/room-28.webp',
    '/media/art/abstract-1-l/template-baby.webp',
    '/media/art/abstract-1-p/template-unicorn.webp',
    '/media/frame/gold/swatch.webp',
    '/media/frame/white/corner.webp',
    '/media/room/28.webp',
    '/media/giftcard/0.webp',
    '/media/avatar/1.png',
    '/media/avatar/x.webp',
    '/media/../etc/passwd',
    '/other/room/1.webp',
    '',
  ])('unknown path %s → undefined', async (url) => {
    expect(await renderMedia(url)).toBeUndefined();
    expect(mediaNaturalSize(url)).toBeUndefined();
  });

  it.each([0, 100, 321, 2000, -160, 160.5])('width %s is refused', async (w) => {
    expect(await renderMedia('/media/room/1.webp', w)).toBeUndefined();
  });

  it('is deterministic: same input → identical bytes; different recipe → different bytes', async () => {
    const a = await renderMedia('/media/art/photographic-42-p/featured.webp', 160);
    const b = await renderMedia('/media/art/photographic-42-p/featured.webp', 160);
    const c = await renderMedia('/media/art/photographic-43-p/featured.webp', 160);
    expect(a!.body.equals(b!.body)).toBe(true);
    expect(a!.body.equals(c!.body)).toBe(false);
  });

  it('frame overlays are transparent in the centre and opaque on the border', async () => {
    const out = await renderMedia('/media/frame/black-oak/overlay-portrait.webp', 160);
    const { data, info } = await sharp(out!.body).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const alpha = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3]!;
    expect(alpha(info.width >> 1, info.height >> 1)).toBe(0);
    expect(alpha(1, info.height >> 1)).toBe(255);
  });

  it('black-and-white variants are grey and margin variants have a white border', async () => {
    const out = await renderMedia('/media/art/botanical-9-p/bw-margin.webp', 160);
    const { data, info } = await sharp(out!.body).toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
    for (let i = 0; i < data.length; i += info.channels * 97) {
      expect(Math.abs(data[i]! - data[i + 1]!)).toBeLessThanOrEqual(2);
      expect(Math.abs(data[i]! - data[i + 2]!)).toBeLessThanOrEqual(2);
    }
    expect(data[(2 * info.width + 2) * info.channels]!).toBeGreaterThan(245);
  });
});
