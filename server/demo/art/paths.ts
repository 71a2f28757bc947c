/**
 * The media URL scheme (the seed writes exactly these URLs into product_image, environment,
 * artist.avatar and category.header_image):
 *   /media/art/{style}-{n}-{p|l}/{variant}.webp   variants: featured thumb gallery-thumb margin no-margin
 *                                                bw-margin bw-no-margin room-{0..27} template-{name}
 *   /media/frame/{kind}/{swatch|overlay-portrait|overlay-landscape|thumb}.webp
 *   /media/room/{idx}.webp  /media/avatar/{n}.webp  /media/giftcard/{amount}.webp
 *   /media/header/{n}.webp  /media/wall/{n}.webp    /media/banner/{n}.webp
 */
import { artSize, isArtStyle, type ArtStyleName } from './art.js';
import { frameKind } from './frames.js';
import { ROOM_H, ROOM_W } from './rooms.js';
import { WALL_ENVIRONMENT_COUNT } from '../../../src/domain/constants.js';
import { isTemplateName, type TemplateName } from './templates.js';

export type ArtVariant =
  | 'featured'
  | 'thumb'
  | 'gallery-thumb'
  | 'margin'
  | 'no-margin'
  | 'bw-margin'
  | 'bw-no-margin'
  | `room-${number}`
  | `template-${TemplateName}`;
export type FrameVariant = 'swatch' | 'overlay-portrait' | 'overlay-landscape' | 'thumb';

export type MediaRef =
  | { kind: 'art'; style: ArtStyleName; n: number; portrait: boolean; variant: ArtVariant }
  | { kind: 'frame'; frame: string; variant: FrameVariant }
  | { kind: 'room' | 'avatar' | 'giftcard' | 'header' | 'wall' | 'banner'; n: number };

export interface Size {
  readonly width: number;
  readonly height: number;
}

const NUM = '(0|[1-9][0-9]{0,5})';
const ART_RE = new RegExp(`^/media/art/([a-z-]+?)-${NUM}-([pl])/([a-z0-9-]+)\\.webp$`);
const FRAME_RE = /^\/media\/frame\/([a-z-]+)\/(swatch|overlay-portrait|overlay-landscape|thumb)\.webp$/;
const SIMPLE_RE = new RegExp(`^/media/(room|avatar|giftcard|header|wall|banner)/${NUM}\\.webp$`);
const PLAIN_VARIANTS = new Set(['featured', 'thumb', 'gallery-thumb', 'margin', 'no-margin', 'bw-margin', 'bw-no-margin']);

/** Parses a media path; undefined when it is not a known media URL. */
export const parseMediaPath = (pathname: string): MediaRef | undefined => {
  let m = ART_RE.exec(pathname);
  if (m) {
    const [, style, n, o, variant] = m as unknown as [string, string, string, string, string];
    if (!isArtStyle(style)) return undefined;
    const portrait = o === 'p';
    const room = /^room-(0|[1-9][0-9]?)$/.exec(variant);
    const tpl = /^template-(.+)$/.exec(variant);
    const ok =
      PLAIN_VARIANTS.has(variant) ||
      (room && Number(room[1]) < WALL_ENVIRONMENT_COUNT) ||
      (tpl && isTemplateName(tpl[1]!) && portrait);
    if (!ok) return undefined;
    return { kind: 'art', style, n: Number(n), portrait, variant: variant as ArtVariant };
  }
  m = FRAME_RE.exec(pathname);
  if (m) {
    if (!frameKind(m[1]!)) return undefined;
    return { kind: 'frame', frame: m[1]!, variant: m[2] as FrameVariant };
  }
  m = SIMPLE_RE.exec(pathname);
  if (m) {
    const kind = m[1] as 'room' | 'avatar' | 'giftcard' | 'header' | 'wall' | 'banner';
    const n = Number(m[2]);
    if (kind === 'room' && n >= WALL_ENVIRONMENT_COUNT) return undefined;
    if (kind === 'giftcard' && n === 0) return undefined;
    return { kind, n };
  }
  return undefined;
};

/** Natural (default) pixel size of a media reference. */
export const naturalSize = (ref: MediaRef): Size => {
  switch (ref.kind) {
    case 'art': {
      const { w, h } = artSize(ref.portrait);
      if (ref.variant === 'thumb') return { width: Math.round(w * 0.48), height: Math.round(h * 0.48) };
      if (ref.variant === 'gallery-thumb') return { width: Math.round(w * 0.16), height: Math.round(h * 0.16) };
      if (ref.variant.startsWith('room-')) return { width: ROOM_W, height: ROOM_H };
      return { width: w, height: h };
    }
    case 'frame':
      if (ref.variant === 'swatch') return { width: 400, height: 400 };
      if (ref.variant === 'thumb') return { width: 600, height: 840 };
      return ref.variant === 'overlay-portrait' ? { width: 1000, height: 1400 } : { width: 1400, height: 1000 };
    case 'room':
    case 'wall':
      return { width: ROOM_W, height: ROOM_H };
    case 'avatar':
      return { width: 400, height: 400 };
    case 'giftcard':
      return { width: 1000, height: 630 };
    case 'header':
      return { width: 1920, height: 480 };
    case 'banner':
      return { width: 1920, height: 800 };
  }
};

/** Natural size of a media URL path, or undefined for an unknown path. */
export const mediaNaturalSize = (pathname: string): Size | undefined => {
  const ref = parseMediaPath(pathname);
  return ref ? naturalSize(ref) : undefined;
};

// ---- URL builders (used by the seed) ----------------------------------------------------------

export const artUrl = (style: ArtStyleName, n: number, portrait: boolean, variant: ArtVariant): string =>
  `/media/art/${style}-${n}-${portrait ? 'p' : 'l'}/${variant}.webp`;
export const frameUrl = (kind: string, variant: FrameVariant): string => `/media/frame/${kind}/${variant}.webp`;
export const roomUrl = (idx: number): string => `/media/room/${idx}.webp`;
export const avatarUrl = (n: number): string => `/media/avatar/${n}.webp`;
export const giftcardUrl = (amount: number): string => `/media/giftcard/${amount}.webp`;
export const headerUrl = (n: number): string => `/media/header/${n}.webp`;
export const wallUrl = (n: number): string => `/media/wall/${n}.webp`;
export const bannerUrl = (n: number): string => `/media/banner/${n}.webp`;
