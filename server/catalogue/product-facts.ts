import { productPath } from '../../src/domain/stores/stores.js';
import type { ImageType } from '../../src/domain/product/model.js';
import type { Product } from '../../src/adapters/http/contract/index.js';
import { buildAlternates } from '../http/alternates.js';
import type { StoreContext } from '../http/store-context.js';

interface Named {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
}

interface Image {
  readonly variation_id: number | null;
  readonly type: ImageType;
  readonly url: string;
  readonly width: number;
  readonly height: number;
}

/** One product in every language and currency (product.repository.ts loads them; a store's answer is assembled here). */
export interface ProductFacts {
  readonly id: number;
  readonly sku: string;
  readonly type: number;
  readonly status: number;
  readonly portrait: boolean;
  readonly metadata: Record<string, unknown> | null;
  readonly artist: {
    readonly slug: string;
    readonly alias: string;
    readonly avatar: string | null;
    readonly country: string;
  } | null;
  /** By language; the description already sanitized. */
  readonly texts: Readonly<Record<string, { readonly name: string; readonly slug: string; readonly description: string }>>;
  readonly variations: readonly {
    readonly id: number;
    readonly sku: string;
    readonly option_id: number;
    readonly attribute_id: number;
    readonly option_name: string;
    readonly stock: number;
    /** By currency; a variation with no price in a store's currency is not sold there. */
    readonly prices: Record<string, number>;
  }[];
  readonly images: readonly Image[];
  /** By language, in the order a store lists them. */
  readonly tags: Readonly<Record<string, readonly Named[]>>;
  readonly categories: Readonly<Record<string, readonly Named[]>>;
  /** A wall's price range by currency (absent where one of its posters has no price in it). */
  readonly bundlePrices: Readonly<Record<string, { readonly low: number; readonly high: number }>>;
}

const image = ({ type, url, width, height }: Image) => ({ type, url, width, height });
const named = ({ id, slug, name }: Named) => ({ id, slug, name });

/**
 * A store's Product answer (docs/rules/stores-and-urls.md#routes) from a product's facts: in the store's language (none when
 * the product has no text in it) and currency. Every call builds new objects, so no caller can
 * change the facts another store reads.
 */
export const assembleProduct = (f: ProductFacts, ctx: StoreContext, opts: { alternates?: boolean } = {}): Product | undefined => {
  const lang = ctx.store.language;
  const cur = ctx.store.currency;
  const text = f.texts[lang];
  if (!text) return undefined;
  const bundlePrice = f.bundlePrices[cur];
  return {
    id: f.id,
    sku: f.sku,
    name: text.name,
    slug: text.slug,
    type: f.type,
    description: text.description,
    images: f.images.filter((i) => i.variation_id === null).map(image),
    // Walls show their composite through their own typed images; no separate bundle images are stored.
    bundle_images: [],
    variations: f.variations.flatMap((v) => {
      const price = v.prices[cur];
      if (price === undefined) return [];
      return [
        {
          id: v.id,
          name: v.option_name,
          sku: v.sku,
          attribute_id: v.attribute_id,
          option_id: v.option_id,
          option_name: v.option_name,
          price,
          currency: cur,
          stock: { instock: v.stock > 0, quantity: v.stock },
          images: f.images.filter((i) => i.variation_id === v.id).map(image),
        },
      ];
    }),
    tags: (f.tags[lang] ?? []).map(named),
    categories: (f.categories[lang] ?? []).map(named),
    artist: f.artist ? { ...f.artist } : null,
    // A list's products leave their alternates out (a product's own answer has them).
    ...(opts.alternates
      ? {
          alternate: buildAlternates(ctx.publicUrl, (s) => {
            const slug = f.texts[s.language]?.slug;
            return slug ? productPath(s, slug) : undefined;
          }),
        }
      : {}),
    status: f.status,
    bundled_meta: null,
    bundle_price: bundlePrice ? { ...bundlePrice, currency: cur } : null,
    metadata: { portrait: f.portrait, ...structuredClone(f.metadata) },
  };
};

export type LoadedProduct = NonNullable<ReturnType<typeof assembleProduct>>;
