/** Typed product images (docs/rules/catalogue.md#products-and-categories "Image types") pointing at generated media URLs. */
import { artUrl, mediaNaturalSize, type ArtVariant } from '../art/paths.js';
import type { ArtStyleName } from '../art/art.js';
import type { ImagePlan } from './plan.js';

export const image = (type: string, url: string, position = 0, option?: string): ImagePlan => {
  const size = mediaNaturalSize(url);
  if (!size) throw new Error(`not a media URL: ${url}`);
  return { type, url, width: size.width, height: size.height, position, ...(option ? { option } : {}) };
};

/** thumb, gallery_thumb, featured, gallery (art + up to 4 room previews), margin, no_margin, bw_*. */
export const posterImages = (style: ArtStyleName, n: number, portrait: boolean, rooms: readonly number[]): ImagePlan[] => {
  const u = (v: ArtVariant) => artUrl(style, n, portrait, v);
  return [
    image('thumb', u('thumb')),
    image('gallery_thumb', u('gallery-thumb')),
    image('featured', u('featured')),
    image('gallery', u('featured'), 0),
    ...rooms.slice(0, 4).map((r, i) => image('gallery', u(`room-${r}`), i + 1)),
    image('margin', u('margin')),
    image('no_margin', u('no-margin')),
    image('bw_margin', u('bw-margin')),
    image('bw_no_margin', u('bw-no-margin')),
  ];
};
