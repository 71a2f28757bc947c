/**
 * The storefront's image types of a poster made from its full-size original (docs/rules/product-pages.md#size-frame-and-options
 * "Image types": thumb, gallery thumb, featured, gallery, margin, no margin, bw margin, bw no margin), with
 * sharp: for an artist's upload (server/artists/poster-images.ts) and a catalogue poster's master
 * (server/catalogue/management/catalogue-images.ts) alike. Each file is WebP; `put` stores it and answers its URL.
 */
import sharp, { type Sharp } from 'sharp';
import { UPLOAD_MAX_PIXELS } from './image-checks.js';
import type { ImageWork } from './image-work.js';

interface Variant {
  readonly name: string;
  /** product_image types this file serves. */
  readonly types: readonly string[];
  readonly make: (base: Sharp, portrait: boolean) => Sharp;
}

export interface VariantImage {
  readonly type: string;
  readonly url: string;
  readonly width: number;
  readonly height: number;
}

const FEATURED_LONG_SIDE = 1400;
const box = (portrait: boolean, longSide: number) => (portrait ? { height: longSide } : { width: longSide });
const withMargin = (img: Sharp, portrait: boolean) => {
  // A white passe-partout of about 5 % of the long side, as printed with margin.
  const pad = Math.round(FEATURED_LONG_SIDE * 0.05);
  return img
    .resize(box(portrait, FEATURED_LONG_SIDE - 2 * pad))
    .extend({ top: pad, bottom: pad, left: pad, right: pad, background: '#ffffff' });
};

const VARIANTS: readonly Variant[] = [
  { name: 'featured', types: ['featured', 'gallery', 'no_margin'], make: (b, p) => b.resize(box(p, FEATURED_LONG_SIDE)) },
  { name: 'thumb', types: ['thumb'], make: (b, p) => b.resize(box(p, 480)) },
  { name: 'gallery-thumb', types: ['gallery_thumb'], make: (b, p) => b.resize(box(p, 160)) },
  { name: 'margin', types: ['margin'], make: (b, p) => withMargin(b, p) },
  { name: 'bw-no-margin', types: ['bw_no_margin'], make: (b, p) => b.resize(box(p, FEATURED_LONG_SIDE)).grayscale() },
  { name: 'bw-margin', types: ['bw_margin'], make: (b, p) => withMargin(b.grayscale(), p) },
];
export const POSTER_VARIANT_STEPS = VARIANTS.length;

/** Every variant of `original`, stored one by one through `put`; `step(done)` after each. */
export const makePosterVariants = async (deps: {
  readonly work: ImageWork;
  readonly original: Buffer;
  readonly portrait: boolean;
  readonly put: (variant: string, webp: Buffer) => Promise<string>;
  readonly step: (done: number) => Promise<void>;
}): Promise<VariantImage[]> => {
  const { portrait } = deps;
  // The variants start from one decoded, downscaled copy instead of the full original each time;
  // only that decode is large, so only it takes a turn in the image-work limit.
  const base = await deps.work.background(() =>
    sharp(deps.original, { limitInputPixels: UPLOAD_MAX_PIXELS }).resize(box(portrait, FEATURED_LONG_SIDE)).toBuffer(),
  );
  const images: VariantImage[] = [];
  for (const [i, v] of VARIANTS.entries()) {
    const { data, info } = await v.make(sharp(base), portrait).webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
    const url = await deps.put(v.name, data);
    for (const type of v.types) images.push({ type, url, width: info.width, height: info.height });
    await deps.step(i + 1);
  }
  return images;
};
