/**
 * Media generated from code (no stored files): every image of the demo catalogue is an SVG
 * painted from its URL and rasterised to WebP with sharp. renderMedia is a pure function of
 * (pathname, width); the HTTP layer caches its output on disk.
 */
import sharp from 'sharp';
import { artBody, artWithMargin, hungPoster, artSize } from './art.js';
import { frameKind, frameOverlay, frameSwatch, frameThumb } from './frames.js';
import { avatarBody, bannerBody, giftcardBody, headerBody } from './misc.js';
import { naturalSize, parseMediaPath, type MediaRef, type Size } from './paths.js';
import { roomBody, roomSpec, ROOM_H, ROOM_W } from './rooms.js';
import { templateBody, type TemplateName } from './templates.js';
import { svgDoc } from './svg.js';
import { wallBody } from './walls.js';

export const MEDIA_WIDTHS = [160, 320, 480, 640, 960, 1280] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

export { mediaNaturalSize, parseMediaPath, naturalSize } from './paths.js';
export type { MediaRef, Size } from './paths.js';
export * from './paths.js';
export { ART_STYLES, artTraits, type ArtStyleName } from './art.js';
export { FRAME_KINDS } from './frames.js';
export { roomSpec } from './rooms.js';
export { TEMPLATE_NAMES, TEMPLATE_DEFAULTS, type TemplateName } from './templates.js';
export { wallRecipe, type WallRecipe, type WallSlot } from './walls.js';

interface Painting {
  readonly body: string;
  readonly vw: number;
  readonly vh: number;
  readonly grey: boolean;
}

const paint = (ref: MediaRef): Painting | undefined => {
  switch (ref.kind) {
    case 'art': {
      const { w, h } = artSize(ref.portrait);
      const v = ref.variant;
      if (v.startsWith('template-'))
        return { body: templateBody(v.slice('template-'.length) as TemplateName), vw: w, vh: h, grey: false };
      const body = artBody(ref.style, ref.n, ref.portrait);
      if (v.startsWith('room-')) {
        const idx = Number(v.slice(5));
        const spec = roomSpec(idx);
        const [pw, ph] = ref.portrait ? [50 * spec.scale, 70 * spec.scale] : [70 * spec.scale, 50 * spec.scale];
        const poster = hungPoster(body, ref.portrait, spec.hang.cx - pw / 2, spec.hang.cy - ph / 2, pw, ph, true);
        return { body: roomBody(idx, poster), vw: ROOM_W, vh: ROOM_H, grey: false };
      }
      const margin = v === 'margin' || v === 'bw-margin';
      return { body: margin ? artWithMargin(body, ref.portrait) : body, vw: w, vh: h, grey: v.startsWith('bw-') };
    }
    case 'frame': {
      const k = frameKind(ref.frame);
      if (!k) return undefined;
      if (ref.variant === 'swatch') return { body: frameSwatch(k), vw: 400, vh: 400, grey: false };
      if (ref.variant === 'thumb') return { body: frameThumb(k), vw: 600, vh: 840, grey: false };
      const portrait = ref.variant === 'overlay-portrait';
      const { w, h } = artSize(portrait);
      return { body: frameOverlay(k, w, h), vw: w, vh: h, grey: false };
    }
    case 'room':
      return { body: roomBody(ref.n), vw: ROOM_W, vh: ROOM_H, grey: false };
    case 'wall':
      return { body: wallBody(ref.n), vw: ROOM_W, vh: ROOM_H, grey: false };
    case 'avatar':
      return { body: avatarBody(ref.n), vw: 400, vh: 400, grey: false };
    case 'giftcard':
      return { body: giftcardBody(ref.n), vw: 1000, vh: 630, grey: false };
    case 'header':
      return { body: headerBody(ref.n), vw: 1920, vh: 480, grey: false };
    case 'banner':
      return { body: bannerBody(ref.n), vw: 1920, vh: 800, grey: false };
  }
};

/** The SVG document for a media path at a width (for debugging and tests), or undefined. */
export const mediaSvg = (pathname: string, width?: number): { svg: string; size: Size; grey: boolean } | undefined => {
  const ref = parseMediaPath(pathname);
  if (!ref) return undefined;
  if (width !== undefined && !(MEDIA_WIDTHS as readonly number[]).includes(width)) return undefined;
  const nat = naturalSize(ref);
  const w = width ?? nat.width;
  const h = Math.round((w * nat.height) / nat.width);
  const p = paint(ref);
  if (!p) return undefined;
  return { svg: svgDoc(w, h, p.vw, p.vh, p.body), size: { width: w, height: h }, grey: p.grey };
};

/**
 * Renders a media URL path (e.g. /media/art/abstract-12-p/featured.webp) to WebP bytes at the
 * natural width or at one of MEDIA_WIDTHS. Undefined for an unknown path or width.
 */
export const renderMedia = async (
  pathname: string,
  width?: number,
): Promise<{ body: Buffer; contentType: string } | undefined> => {
  const doc = mediaSvg(pathname, width);
  if (!doc) return undefined;
  let img = sharp(Buffer.from(doc.svg)).resize(doc.size.width, doc.size.height, { fit: 'fill' });
  if (doc.grey) img = img.grayscale();
  const body = await img.webp({ quality: 80, alphaQuality: 90 }).toBuffer();
  return { body, contentType: 'image/webp' };
};
