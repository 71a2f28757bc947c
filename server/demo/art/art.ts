/**
 * Poster artwork recipes: (style, n, orientation) → SVG. The same recipe always paints the
 * same picture. traits() exposes what the catalogue seed needs to know about a recipe
 * (palette, dominant filter colour, motif) without rendering it.
 */
import { createRng } from './prng.js';
import { PALETTES, type FilterColor, type Palette } from './palettes.js';
import { f, nest, rect } from './svg.js';
import type { ArtStyle } from './styles/types.js';
import { abstract } from './styles/abstract.js';
import { botanical } from './styles/botanical.js';
import { lineArt } from './styles/line-art.js';
import { typographic, TYPO_WORDS } from './styles/typographic.js';
import { photographic } from './styles/photographic.js';
import { geometric } from './styles/geometric.js';
import { mountains } from './styles/mountains.js';
import { citySkyline } from './styles/city-skyline.js';

export const ART_STYLES = [
  'abstract',
  'botanical',
  'line-art',
  'typographic',
  'photographic',
  'geometric',
  'mountains',
  'city-skyline',
] as const;
export type ArtStyleName = (typeof ART_STYLES)[number];

const PAINTERS: Record<ArtStyleName, ArtStyle> = {
  abstract,
  botanical,
  'line-art': lineArt,
  typographic,
  photographic,
  geometric,
  mountains,
  'city-skyline': citySkyline,
};

const MOTIFS: Record<ArtStyleName, readonly string[]> = {
  abstract: ['arches', 'hills', 'blobs'],
  botanical: ['flowers', 'leaves'],
  'line-art': ['face', 'face', 'lines'],
  typographic: TYPO_WORDS.map((_, i) => String(i)),
  photographic: ['sea', 'sea', 'sea', 'dunes'],
  geometric: ['grid'],
  mountains: ['peaks', 'pines'],
  'city-skyline': ['river', 'river', 'street'],
};

export const isArtStyle = (s: string): s is ArtStyleName => (ART_STYLES as readonly string[]).includes(s);

export interface ArtTraits {
  readonly palette: Palette;
  readonly color: FilterColor;
  readonly motif: string;
  /** For typographic recipes: the word set on the poster. */
  readonly words?: string;
}

/** What a recipe looks like, independent of orientation. */
export const artTraits = (style: ArtStyleName, n: number): ArtTraits => {
  const rng = createRng(`traits:${style}:${n}`);
  const palette = rng.pick(PALETTES);
  const motif = rng.pick(MOTIFS[style]);
  const words = style === 'typographic' ? TYPO_WORDS[Number(motif)]![0] : undefined;
  return { palette, color: palette.color, motif, ...(words ? { words } : {}) };
};

/** Natural size of artwork images. Aspect 5:7 (1:1.4). */
export const artSize = (portrait: boolean): { w: number; h: number } => (portrait ? { w: 1000, h: 1400 } : { w: 1400, h: 1000 });

/** SVG content of the bare artwork in its natural coordinate system. */
export const artBody = (style: ArtStyleName, n: number, portrait: boolean, id = 'a'): string => {
  const t = artTraits(style, n);
  const { w, h } = artSize(portrait);
  const rng = createRng(`paint:${style}:${n}:${portrait ? 'p' : 'l'}`);
  return PAINTERS[style]({ rng, pal: t.palette, w, h, id, motif: t.motif });
};

/** The artwork printed with a white paper border (the "margin" option). */
export const artWithMargin = (body: string, portrait: boolean): string => {
  const { w, h } = artSize(portrait);
  const m = Math.min(w, h) * 0.075;
  return rect(0, 0, w, h, '#ffffff') + nest(m, m, w - 2 * m, h - 2 * m, w, h, body);
};

/** Poster as it hangs: artwork (optionally with margin) with a soft drop shadow, at x,y,w,h. */
export const hungPoster = (
  body: string,
  portrait: boolean,
  x: number,
  y: number,
  w: number,
  h: number,
  margin: boolean,
): string => {
  const nat = artSize(portrait);
  const inner = margin ? artWithMargin(body, portrait) : body;
  let s = '';
  for (let i = 3; i >= 1; i--) s += rect(x + i * 1.5, y + i * 2.2, w, h, '#000000', `fill-opacity="${f(0.05 + (3 - i) * 0.02)}"`);
  s += nest(x, y, w, h, nat.w, nat.h, inner);
  return s;
};
