/**
 * The 160 posters (type 1, status 4): recipes from the gallery walls first (so the wall images
 * show real products), then random recipes spread over the styles.
 */
import { ART_STYLES, artTraits, type ArtStyleName } from '../art/art.js';
import { WALL_ENVIRONMENT_COUNT } from '../../../src/domain/constants.js';
import { wallRecipe, type WallRecipe } from '../art/walls.js';
import type { ArtistPlan } from './artists.js';
import { ADJECTIVES, NOUNS, posterName } from './i18n/words.js';
import { LANGUAGES, type Language, type T } from './i18n/lang.js';
import { PRINT_SENTENCE, STYLE_SENTENCE } from './i18n/products.js';
import { posterImages } from './images.js';
import type { ProductPlan, ProductText } from './plan.js';
import { POSTER_EUR, SIZES, pricesFor } from './prices.js';
import { timestamp, type Rng } from './prng.js';
import type { SlugRegistry } from './slug.js';

export const POSTER_COUNT = 160;
export const WALL_COUNT = 8;

export interface Recipe {
  style: ArtStyleName;
  n: number;
  portrait: boolean;
}

const STYLE_TAGS: Record<ArtStyleName, { must: string[]; extra: string[] }> = {
  abstract: { must: ['abstract'], extra: ['modern', 'boho', 'minimalist', 'living-room', 'retro', 'calm'] },
  geometric: { must: ['geometric'], extra: ['modern', 'retro', 'kids-room', 'office', 'scandinavian'] },
  'line-art': { must: ['minimalist'], extra: ['modern', 'scandinavian', 'bedroom', 'love', 'calm'] },
  botanical: { must: ['nature'], extra: ['scandinavian', 'living-room', 'bedroom', 'summer', 'calm', 'boho'] },
  photographic: { must: ['sunset'], extra: ['ocean', 'beach', 'summer', 'travel', 'calm', 'nature'] },
  mountains: { must: ['mountains'], extra: ['nature', 'travel', 'winter', 'scandinavian', 'calm'] },
  typographic: { must: ['quote'], extra: ['love', 'kids-room', 'office', 'modern', 'vintage'] },
  'city-skyline': { must: ['city'], extra: ['night', 'travel', 'modern', 'office'] },
};

/** Colour adjectives only name artworks of a matching colour. */
const COLOUR_WORDS: Readonly<Record<string, readonly string[]>> = {
  Red: ['red', 'orange'],
  Blue: ['blue', 'cyan'],
  Green: ['green', 'cyan'],
  Silver: ['gray', 'white', 'black', 'blue'],
  Golden: ['yellow', 'orange', 'brown', 'black'],
};

const colourTag = (color: string): string | undefined =>
  color === 'pink' || color === 'white'
    ? 'pastel'
    : color === 'gray' || color === 'black'
      ? 'black-white'
      : ['yellow', 'orange', 'magenta', 'red', 'cyan'].includes(color)
        ? 'colourful'
        : undefined;

const categoriesFor = (rng: Rng, style: ArtStyleName, motif: string, color: string): string[] => {
  const bw = color === 'gray' || color === 'black' || color === 'white';
  switch (style) {
    case 'abstract':
      return rng.chance(0.35) ? ['abstract', 'minimalist'] : ['abstract'];
    case 'geometric':
      return rng.chance(0.3) ? ['geometric', 'kids'] : ['geometric'];
    case 'line-art':
      return bw ? ['line-art', 'black-and-white'] : rng.chance(0.4) ? ['line-art', 'minimalist'] : ['line-art'];
    case 'botanical':
      return motif === 'flowers' ? ['flowers'] : ['leaves'];
    case 'photographic':
      return motif === 'dunes' ? ['sunsets'] : rng.chance(0.5) ? ['sea-and-beach', 'sunsets'] : ['sunsets', 'sea-and-beach'];
    case 'mountains':
      return bw ? ['mountains', 'black-and-white'] : ['mountains'];
    case 'typographic':
      return rng.chance(0.3) ? ['quotes', 'kids'] : ['quotes'];
    case 'city-skyline':
      return bw ? ['cities', 'black-and-white'] : ['cities'];
  }
};

/**
 * Which frames a print is hung in (docs/rules/gallery-wall.md#frame-choice "Frame picker": the first frame choice frames every
 * poster of the same frame type). Photographs and hard-edged graphics take the slim metal
 * frames, everything else wood; migration 073 fills rows seeded before this existed alike.
 */
const METAL_FRAMED: readonly ArtStyleName[] = ['photographic', 'geometric', 'city-skyline'];
export const posterFrameType = (style: ArtStyleName): 'wood' | 'metal' => (METAL_FRAMED.includes(style) ? 'metal' : 'wood');

export const posterDescription = (lang: Language, style: ArtStyleName, artistAlias: string | null, by: T): string =>
  `<p>${STYLE_SENTENCE[style]![lang]}.</p><p>${PRINT_SENTENCE[lang]}</p>${artistAlias ? `<p>${by[lang]} ${artistAlias}</p>` : ''}`;

/** Picks the recipes: all wall slots first, then random ones, no duplicates. */
export const pickRecipes = (rng: Rng): { walls: WallRecipe[]; recipes: Recipe[] } => {
  const walls: WallRecipe[] = [];
  const seen = new Set<string>();
  const recipes: Recipe[] = [];
  const add = (r: Recipe) => {
    const k = `${r.style}:${r.n}:${r.portrait}`;
    if (seen.has(k)) return;
    seen.add(k);
    recipes.push(r);
  };
  const wallNs = new Set<number>();
  while (walls.length < WALL_COUNT) {
    const n = rng.int(1, 99_999);
    if (wallNs.has(n)) continue;
    // one wall per arrangement so the eight walls look different
    if ([...wallNs].some((m) => m % 8 === n % 8)) continue;
    wallNs.add(n);
    walls.push(wallRecipe(n));
  }
  for (const w of walls) for (const s of w.slots) add({ style: s.style, n: s.n, portrait: s.portrait });
  let i = 0;
  while (recipes.length < POSTER_COUNT) {
    const style = ART_STYLES[i++ % ART_STYLES.length]!;
    add({ style, n: rng.int(1, 99_999), portrait: rng.chance(0.75) });
  }
  return { walls, recipes };
};

export const buildPosters = (
  rng: Rng,
  recipes: readonly Recipe[],
  artists: readonly ArtistPlan[],
  slugs: SlugRegistry,
  by: T,
): ProductPlan[] => {
  const usedNames = new Set<string>();
  const owned = new Map<string, number>();
  const sellers = artists.filter((a) => a.selling_enabled);
  return recipes.map((r, idx): ProductPlan => {
    const traits = artTraits(r.style, r.n);
    // name: an unused adjective + noun of the style
    const ok = (a: T) => !COLOUR_WORDS[a.en] || COLOUR_WORDS[a.en]!.includes(traits.color);
    let adj = rng.pick(ADJECTIVES),
      noun = rng.pick(NOUNS[r.style]!);
    for (let tries = 0; (usedNames.has(`${adj.en} ${noun.en}`) || !ok(adj)) && tries < 500; tries++) {
      adj = rng.pick(ADJECTIVES);
      noun = rng.pick(NOUNS[r.style]!);
    }
    usedNames.add(`${adj.en} ${noun.en}`);
    // artist: one who likes the style and still has room under the product limit
    const fits = (a: ArtistPlan) => (owned.get(a.slug) ?? 0) < a.product_limit;
    const fans = sellers.filter((a) => a.styles.includes(r.style) && fits(a));
    const artist = rng.pick(fans.length ? fans : sellers.filter(fits));
    owned.set(artist.slug, (owned.get(artist.slug) ?? 0) + 1);
    const texts = Object.fromEntries(
      LANGUAGES.map((l) => {
        const name = posterName(l, adj, noun);
        return [
          l,
          { name, slug: slugs.take(`product:${l}`, name), description: posterDescription(l, r.style, artist.alias, by) },
        ];
      }),
    ) as Record<Language, ProductText>;
    const tagSet = new Set(STYLE_TAGS[r.style].must);
    if (r.style === 'botanical') tagSet.add(traits.motif === 'flowers' ? 'flowers' : 'leaves');
    const ct = colourTag(traits.color);
    if (ct) tagSet.add(ct);
    const want = rng.int(2, 5);
    for (const t of rng.shuffle(STYLE_TAGS[r.style].extra)) if (tagSet.size < want) tagSet.add(t);
    const rooms = rng.sample(
      Array.from({ length: WALL_ENVIRONMENT_COUNT }, (_, k) => k),
      4,
    );
    return {
      sku: `PST-${String(idx + 1).padStart(4, '0')}`,
      type: 1,
      artist: artist.slug,
      portrait: r.portrait,
      color: traits.color,
      popularity: Math.floor(1000 * rng.next() ** 3),
      art: { style: r.style, n: r.n, orientation: r.portrait ? 'p' : 'l', palette: traits.palette.name, motif: traits.motif },
      metadata: {
        portrait: r.portrait,
        pp: rng.chance(0.6),
        disable_bw: r.style === 'typographic' ? rng.chance(0.5) : rng.chance(0.1),
        frame_type: posterFrameType(r.style),
      },
      createdAt: timestamp(rng, Date.UTC(2025, 1, 1), Date.UTC(2026, 11, 31)),
      texts,
      categories: categoriesFor(rng, r.style, traits.motif, traits.color),
      tags: [...tagSet],
      variations: SIZES.map((s) => ({ attribute: 'size' as const, option: s, prices: pricesFor(POSTER_EUR[s]) })),
      images: posterImages(r.style, r.n, r.portrait, rooms),
    };
  });
};
