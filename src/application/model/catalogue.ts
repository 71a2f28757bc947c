/**
 * Read models the application works with (docs/rules/catalogue.md#products-and-categories). The wire codecs in
 * src/adapters/http/contract/ decode into exactly these shapes (a type test holds them equal),
 * so the application never depends on the adapter that carries them.
 */
import type { ImageType, Product as DomainProduct } from '../../domain/product/model';

export type { ImageType };

export interface Image {
  readonly type: ImageType;
  readonly url: string;
  readonly width: number;
  readonly height: number;
}

export interface Variation {
  readonly id: number;
  readonly name: string;
  readonly sku: string;
  readonly attribute_id: number;
  readonly option_id: number;
  readonly option_name: string;
  readonly price: number;
  readonly currency: string;
  readonly stock: { readonly instock: boolean; readonly quantity: number };
  readonly images: readonly Image[];
}

export interface Ref {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
}

export interface ArtistRef {
  readonly slug: string;
  readonly alias: string;
  readonly avatar: string | null;
  readonly country: string;
}

/** A catalogue product as the shop reads it: the domain's product identity (id, SKU, name, slug, type) and what pages show. */
export interface Product extends Pick<DomainProduct, 'id' | 'sku' | 'name' | 'slug' | 'type'> {
  readonly description: string;
  readonly images: readonly Image[];
  readonly bundle_images: readonly Image[];
  readonly variations: readonly Variation[];
  readonly tags: readonly Ref[];
  readonly categories: readonly Ref[];
  readonly artist: ArtistRef | null;
  /** The hreflang URLs: on a single product's answer, not on a list's. */
  readonly alternate?: Readonly<Record<string, string>>;
  readonly status: number;
  readonly bundled_meta: unknown;
  readonly metadata: Readonly<Record<string, unknown>>;
  /** A wall's price range (the sums of its posters' lowest and highest prices); absent or null for other products. */
  readonly bundle_price?: { readonly low: number; readonly high: number; readonly currency: string } | null;
}

/**
 * What the configurator reads of a frame offered with a poster (docs/rules/gallery-wall.md#frame-choice frame picker: its
 * swatch, overlay and price in the chosen size; docs/rules/checkout.md#cart-lines cart line: name, thumbnail, the size's
 * variation). Every Product is one; a page embeds no more of its frames (product page HTML
 * ≤ 60 KB, docs/architecture.md#performance-budgets).
 */
export interface FrameVariation extends Pick<Variation, 'id' | 'name' | 'sku' | 'option_name' | 'price' | 'currency' | 'images'> {
  readonly stock: Pick<Variation['stock'], 'instock'>;
}
export interface FrameChoice extends Pick<Product, 'id' | 'sku' | 'name' | 'slug' | 'type' | 'status' | 'images' | 'metadata'> {
  readonly variations: readonly FrameVariation[];
}

export interface Category {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly description: string;
  readonly header_image_url: string | null;
  readonly layout: string;
  readonly home: boolean;
  readonly children: readonly Category[];
  readonly hierarchy: readonly { readonly name: string; readonly slug: string }[];
  readonly product_count: number;
  readonly dynamic: boolean;
  readonly show_in_menu: boolean;
  readonly product_type: number | null;
  readonly metadata: Readonly<Record<string, unknown>>;
  readonly alternate: Readonly<Record<string, string>>;
}

export interface Tag {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly alternate: Readonly<Record<string, string>>;
}

export interface Artist {
  readonly id: number;
  readonly slug: string;
  readonly alias: string;
  readonly avatar: string | null;
  readonly country: string;
  readonly premium: boolean;
  readonly bio: string | null;
  readonly posters: number;
  readonly membership_level: number;
}

export interface Page {
  readonly name: string;
  readonly slug: string;
  readonly description: string;
  readonly content: string;
  readonly css: string;
  readonly alternate: Readonly<Record<string, string>>;
}

export interface Widget {
  readonly content: string;
  readonly hidden: boolean;
}
/** The footer's texts (HTML). */
export interface StoreFooter {
  readonly about: string;
  readonly help: string;
}
export interface SiteReview {
  readonly stars: number;
  readonly review: string;
  readonly author: string;
}

export interface Paged<T> {
  readonly items: readonly T[];
  readonly total: number;
}

/** An artist whose alias matches a search, with their public posters (a count). */
export interface SearchArtist {
  readonly slug: string;
  readonly alias: string;
  readonly avatar: string | null;
  readonly country: string;
  readonly posters: number;
}

/** A menu category whose name matches a search; `slugs` is its path from the root, `posters` what its page lists. */
export interface SearchCategory {
  readonly id: number;
  readonly name: string;
  readonly slugs: readonly string[];
  readonly posters: number;
}

export interface FacetCount {
  readonly value: string;
  readonly count: number;
}

/** One page of search results with what the results page shows around them (docs/rules/catalogue.md#search search). */
export interface SearchResults {
  readonly query: string;
  readonly total: number;
  readonly items: readonly Product[];
  readonly artists: readonly SearchArtist[];
  readonly categories: readonly SearchCategory[];
  readonly colours: readonly FacetCount[];
  readonly orientations: readonly FacetCount[];
  /** The corrected query, when the correction is what found the posters. */
  readonly did_you_mean: string | null;
}
