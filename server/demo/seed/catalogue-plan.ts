/** Builds the whole catalogue in memory from a seed (pure; no database). */
import type { ArtistPlan } from './artists.js';
import { buildArtists } from './artists.js';
import { CATEGORY_DEFS, categoryHeader, categoryTexts, type CategoryDef, type CategoryI18n } from './categories.js';
import { TAG_NAMES } from './i18n/catalogue.js';
import { LANGUAGES, type Language } from './i18n/lang.js';
import { BY } from './i18n/products.js';
import { buildFrames, buildGiftCard, buildPersonalised, buildWalls } from './others.js';
import type { ProductPlan } from './plan.js';
import { buildPosters, pickRecipes } from './posters.js';
import { createRng } from './prng.js';
import { SlugRegistry } from './slug.js';

export interface CataloguePlan {
  artists: ArtistPlan[];
  categories: { def: CategoryDef; header: string | null; texts: Record<Language, CategoryI18n> }[];
  tags: { key: string; texts: Record<Language, { slug: string; name: string }> }[];
  products: ProductPlan[];
}

export const artistsPlan = (seed: number): ArtistPlan[] => buildArtists(createRng(seed).fork('artists'));

export const planCatalogue = (seed: number): CataloguePlan => {
  const root = createRng(seed);
  const slugs = new SlugRegistry();
  const artists = buildArtists(root.fork('artists'));
  const categories = CATEGORY_DEFS.map((def) => ({ def, header: categoryHeader(def), texts: categoryTexts(def, slugs) }));
  const tags = Object.entries(TAG_NAMES).map(([key, names]) => ({
    key,
    texts: Object.fromEntries(LANGUAGES.map((l) => [l, { name: names[l], slug: slugs.take(`tag:${l}`, names[l]) }])) as Record<
      Language,
      { slug: string; name: string }
    >,
  }));
  const { walls, recipes } = pickRecipes(root.fork('recipes'));
  const posters = buildPosters(root.fork('posters'), recipes, artists, slugs, BY);
  const skuOf = new Map(recipes.map((r, i) => [`${r.style}:${r.n}:${r.portrait}`, posters[i]!.sku]));
  // posters shown in the social-media carousel next to the walls
  const social = root.fork('social').sample(
    posters.filter((p) => p.categories.length === 1),
    8,
  );
  for (const p of social) if (!p.categories.includes('social-media')) p.categories.push('social-media');
  const frames = buildFrames(root.fork('frames'), slugs);
  const giftCard = buildGiftCard(root.fork('gift'), slugs);
  const wallProducts = buildWalls(
    root.fork('walls'),
    walls,
    (style, n, portrait) => skuOf.get(`${style}:${n}:${portrait}`)!,
    slugs,
  );
  const personalised = buildPersonalised(root.fork('personalised'), slugs);
  return { artists, categories, tags, products: [...posters, ...personalised, ...frames, giftCard, ...wallProducts] };
};
