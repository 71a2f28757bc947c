import * as t from 'io-ts';
import { Alternate } from './alternate.js';
import { StringMap } from './string-map.js';
import { ProductImage } from './image.js';
import { nullable } from './nullable.js';

/**
 * Products and their variations (docs/rules/catalogue.md#products-and-categories "Product", "Variation"; answers of docs/rules/catalogue.md#catalogue-endpoints
 * GET /api/products, /api/products/{id}, /api/product-by-slug/{slug}, POST /api/product-wishlist).
 * Money is integer minor units with its currency, already in the store's currency.
 * `type`: 1 poster, 2 frame, 3 gift card, 4 wall bundle (the catalogue's CHECK constraint).
 */

/**
 * `instock` is the sellable flag the UI reads (docs/rules/catalogue.md#products-and-categories); `quantity` is the units the server
 * holds, sent for information only — clients never derive sellability from it.
 */
export const VariationStock = t.strict({ instock: t.boolean, quantity: t.number }, 'VariationStock');
export type VariationStock = t.TypeOf<typeof VariationStock>;

/** One purchasable size (or gift-card amount): `option_name` is the size, e.g. "50x70". */
export const Variation = t.strict(
  {
    id: t.number,
    name: t.string,
    sku: t.string,
    attribute_id: t.number,
    option_id: t.number,
    option_name: t.string,
    price: t.number,
    currency: t.string,
    stock: VariationStock,
    images: t.array(ProductImage),
  },
  'Variation',
);
export type Variation = t.TypeOf<typeof Variation>;

/**
 * Per-product switches; every key is optional because most products set none.
 * `template` names a personalised template ("baby", "zodiac", …), `defaults` holds its default
 * values, `assets` name → image URL, `byop` marks a customer-upload product, `pp` the default
 * margin (passe-partout), `frame_type`/`frame_variation` describe a frame product.
 */
export const ProductMetadata = t.exact(
  t.partial({
    portrait: t.boolean,
    template: t.string,
    byop: t.boolean,
    defaults: t.record(t.string, t.unknown),
    assets: StringMap,
    pp: t.boolean,
    disable_bw: t.boolean,
    frame_type: t.string,
    frame_variation: t.string,
  }),
  'ProductMetadata',
);
export type ProductMetadata = t.TypeOf<typeof ProductMetadata>;

/** Tag or category as listed on a product; the first category is the main one. */
export const TermRef = t.strict({ id: t.number, slug: t.string, name: t.string }, 'TermRef');
export type TermRef = t.TypeOf<typeof TermRef>;

export const ProductArtist = t.strict(
  { slug: t.string, alias: t.string, avatar: nullable(t.string), country: t.string },
  'ProductArtist',
);
export type ProductArtist = t.TypeOf<typeof ProductArtist>;

/** Placement of a poster inside a wall bundle: default size, frame product id, position in %. */
export const BundledMeta = t.strict(
  { default_option: t.string, frame: nullable(t.number), top: t.number, left: t.number },
  'BundledMeta',
);
export type BundledMeta = t.TypeOf<typeof BundledMeta>;

/** A wall's price range in the store's currency: the sums of its posters' lowest and highest prices (docs/rules/stores-and-urls.md#routes). */
export const BundlePrice = t.strict({ low: t.number, high: t.number, currency: t.string }, 'BundlePrice');
export type BundlePrice = t.TypeOf<typeof BundlePrice>;

/** `alternate` (the hreflang URLs) comes with a single product's answer; lists leave it out. */
export const Product = t.exact(
  t.intersection([
    t.type(
      {
        id: t.number,
        sku: t.string,
        name: t.string,
        slug: t.string,
        type: t.number,
        description: t.string,
        images: t.array(ProductImage),
        bundle_images: t.array(ProductImage),
        variations: t.array(Variation),
        tags: t.array(TermRef),
        categories: t.array(TermRef),
        artist: nullable(ProductArtist),
        status: t.number,
        bundled_meta: nullable(BundledMeta),
        /** Beyond the spec's product: set for walls (type 4), null otherwise. */
        bundle_price: nullable(BundlePrice),
        metadata: ProductMetadata,
      },
      'ProductFields',
    ),
    t.partial({ alternate: Alternate }, 'ProductAlternate'),
  ]),
  'Product',
);
export type Product = t.TypeOf<typeof Product>;

export const ProductList = t.array(Product, 'ProductList');
export type ProductList = t.TypeOf<typeof ProductList>;
