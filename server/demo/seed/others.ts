/** Frames (type 2), the gift card (type 3), gallery walls (type 4) and personalised posters. */
import { FRAME_KINDS } from '../art/frames.js';
import { artUrl, frameUrl, giftcardUrl, wallUrl } from '../art/paths.js';
import { TEMPLATE_DEFAULTS, TEMPLATE_NAMES } from '../art/templates.js';
import type { WallRecipe } from '../art/walls.js';
import { LANGUAGES, type Language } from './i18n/lang.js';
import { ADJECTIVES, NOUNS, posterName } from './i18n/words.js';
import {
  FRAME_DESCRIPTION,
  FRAME_NAMES,
  GIFT_CARD_DESCRIPTION,
  GIFT_CARD_NAME,
  TEMPLATE_DESCRIPTION,
  TEMPLATE_PRODUCT_NAMES,
  WALL_DESCRIPTION,
  WALL_LABEL,
} from './i18n/products.js';
import { image } from './images.js';
import type { ProductPlan, ProductText } from './plan.js';
import {
  CURRENCIES,
  GIFT_CARD_AMOUNTS,
  METAL_FRAME_EUR,
  PERSONALISED_EUR,
  SIZES,
  WOOD_FRAME_EUR,
  giftCardPrice,
  pricesFor,
} from './prices.js';
import { timestamp, type Rng } from './prng.js';
import type { SlugRegistry } from './slug.js';
import type { Currency } from '../../../src/domain/stores/stores.js';

const texts = (
  slugs: SlugRegistry,
  name: (l: Language) => string,
  description: (l: Language) => string,
): Record<Language, ProductText> =>
  Object.fromEntries(
    LANGUAGES.map((l) => [l, { name: name(l), slug: slugs.take(`product:${l}`, name(l)), description: description(l) }]),
  ) as Record<Language, ProductText>;

export const frameSku = (kind: string): string => `FRM-${kind.toUpperCase()}`;

export const buildFrames = (rng: Rng, slugs: SlugRegistry): ProductPlan[] =>
  FRAME_KINDS.map((k, i): ProductPlan => ({
    sku: frameSku(k.kind),
    type: 2,
    artist: null,
    portrait: true,
    color: null,
    popularity: 500 - i * 50,
    art: {},
    metadata: { frame_type: k.type, class: k.cssClass, kind: k.kind },
    createdAt: timestamp(rng, Date.UTC(2025, 0, 1), Date.UTC(2025, 0, 31)),
    texts: texts(
      slugs,
      (l) => FRAME_NAMES[k.kind]![l],
      (l) => FRAME_DESCRIPTION[l],
    ),
    categories: ['frames'],
    tags: [],
    variations: SIZES.map((s) => ({
      attribute: 'size' as const,
      option: s,
      prices: pricesFor((k.type === 'metal' ? METAL_FRAME_EUR : WOOD_FRAME_EUR)[s]),
    })),
    images: [
      image('frame_swatch', frameUrl(k.kind, 'swatch')),
      image('frame_overlay_portrait', frameUrl(k.kind, 'overlay-portrait')),
      image('frame_overlay_landscape', frameUrl(k.kind, 'overlay-landscape')),
      image('thumb', frameUrl(k.kind, 'thumb')),
      image('featured', frameUrl(k.kind, 'thumb')),
      image('gallery', frameUrl(k.kind, 'thumb'), 0),
      image('gallery', frameUrl(k.kind, 'swatch'), 1),
    ],
  }));

export const buildGiftCard = (rng: Rng, slugs: SlugRegistry): ProductPlan => ({
  sku: 'GIFT-CARD',
  type: 3,
  artist: null,
  portrait: false,
  color: null,
  popularity: 300,
  art: {},
  metadata: {},
  createdAt: timestamp(rng, Date.UTC(2025, 0, 1), Date.UTC(2025, 0, 31)),
  texts: texts(
    slugs,
    (l) => GIFT_CARD_NAME[l],
    (l) => GIFT_CARD_DESCRIPTION[l],
  ),
  categories: ['gift-cards'],
  tags: [],
  variations: GIFT_CARD_AMOUNTS.map((a) => ({
    attribute: 'amount' as const,
    option: String(a),
    prices: Object.fromEntries(CURRENCIES.map((c) => [c, giftCardPrice(a, c)])) as Record<Currency, number>,
  })),
  images: [
    image('thumb', giftcardUrl(50)),
    image('featured', giftcardUrl(50)),
    image('gallery', giftcardUrl(50), 0),
    ...GIFT_CARD_AMOUNTS.map((a) => image('featured', giftcardUrl(a), 0, String(a))),
  ],
});

/** Wall bundles: no variations of their own; the price is the sum of the bundled posters. */
export const buildWalls = (
  rng: Rng,
  walls: readonly WallRecipe[],
  posterSku: (style: string, n: number, portrait: boolean) => string,
  slugs: SlugRegistry,
): ProductPlan[] =>
  walls.map((w, i): ProductPlan => {
    const styles = [...new Set(w.slots.map((s) => s.style))];
    const adj = ADJECTIVES[(i * 7 + 3) % ADJECTIVES.length]!;
    const noun = NOUNS[styles[0]!]![i % 4]!;
    return {
      sku: `WALL-${String(i + 1).padStart(2, '0')}`,
      type: 4,
      artist: null,
      portrait: false,
      color: w.color,
      popularity: 200 + rng.int(0, 600),
      art: { wall: w.n, environment: w.environment },
      metadata: { wall: w.n, environment: w.environment },
      createdAt: timestamp(rng, Date.UTC(2025, 2, 1), Date.UTC(2026, 11, 31)),
      texts: texts(
        slugs,
        (l) => `${posterName(l, adj, noun)} – ${WALL_LABEL[l]}`,
        (l) => WALL_DESCRIPTION[l],
      ),
      categories: ['gallery-walls', 'social-media'],
      tags: rng.sample(['living-room', 'bedroom', 'modern', 'scandinavian', 'boho', 'calm'], 2),
      variations: [],
      images: [
        image('thumb', wallUrl(w.n)),
        image('gallery_thumb', wallUrl(w.n)),
        image('featured', wallUrl(w.n)),
        image('gallery', wallUrl(w.n), 0),
      ],
      bundle: w.slots.map((s) => ({
        productSku: posterSku(s.style, s.n, s.portrait),
        defaultOption: s.size,
        frameSku: s.frame ? frameSku(s.frame) : null,
        topPct: s.topPct,
        leftPct: s.leftPct,
      })),
    };
  });

/** The 11 personalised templates and the upload-your-own poster. */
export const buildPersonalised = (rng: Rng, slugs: SlugRegistry): ProductPlan[] => {
  const tpl = TEMPLATE_NAMES.map((name, i): ProductPlan => {
    const url = artUrl('typographic', 0, true, `template-${name}`);
    return {
      sku: `TPL-${name.toUpperCase()}`,
      type: 1,
      artist: null,
      portrait: true,
      color: null,
      popularity: 400 - i * 10,
      art: { template: name },
      metadata: {
        portrait: true,
        template: name,
        defaults: TEMPLATE_DEFAULTS[name],
        assets: { preview: url },
        pp: true,
        disable_bw: false,
      },
      createdAt: timestamp(rng, Date.UTC(2025, 0, 1), Date.UTC(2025, 2, 31)),
      texts: texts(
        slugs,
        (l) => TEMPLATE_PRODUCT_NAMES[name]![l],
        (l) => TEMPLATE_DESCRIPTION[l],
      ),
      categories: ['personalised'],
      tags:
        name.startsWith('love') || name === 'heart' || name === 'significant-other'
          ? ['love']
          : name === 'baby'
            ? ['kids-room']
            : [],
      variations: SIZES.map((s) => ({ attribute: 'size' as const, option: s, prices: pricesFor(PERSONALISED_EUR[s]) })),
      images: ['thumb', 'gallery_thumb', 'featured', 'margin', 'no_margin']
        .map((t) => image(t, url))
        .concat([image('gallery', url, 0)]),
    };
  });
  const sample = artUrl('photographic', 7, true, 'featured');
  const byop: ProductPlan = {
    sku: 'BYOP',
    type: 1,
    artist: null,
    portrait: true,
    color: null,
    popularity: 350,
    art: {},
    metadata: { portrait: true, byop: true, pp: false },
    createdAt: timestamp(rng, Date.UTC(2025, 0, 1), Date.UTC(2025, 2, 31)),
    texts: texts(
      slugs,
      (l) => TEMPLATE_PRODUCT_NAMES.byop![l],
      (l) => TEMPLATE_DESCRIPTION[l],
    ),
    categories: ['personalised'],
    tags: [],
    variations: SIZES.map((s) => ({ attribute: 'size' as const, option: s, prices: pricesFor(PERSONALISED_EUR[s]) })),
    images: [
      image('thumb', artUrl('photographic', 7, true, 'thumb')),
      image('featured', sample),
      image('gallery', sample, 0),
      image('gallery_thumb', artUrl('photographic', 7, true, 'gallery-thumb')),
    ],
  };
  return [...tpl, byop];
};
