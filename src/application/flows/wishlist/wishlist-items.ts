/**
 * Wishlist items (docs/rules/shop-wide.md#side-panels "Wishlist item": id, sku, thumb, name, slug) and how they are kept
 * in the KeyValueStore under 'wishlist': `{ version: 1, items }`, read back field by field.
 */
import type { Json } from '../../ports/key-value-store.port';
import { isInteger, isNullable, isRecord, isString, readEnvelope } from '../persisted-state/stored-shape';

export interface WishlistItem {
  readonly id: number;
  readonly sku: string;
  readonly thumb: string | null;
  readonly name: string;
  readonly slug: string;
}

export type WishlistItems = readonly WishlistItem[];

export const WISHLIST_KEY = 'wishlist';
const VERSION = 1;

export const toggleItem = (items: WishlistItems, item: WishlistItem): WishlistItems =>
  items.some((i) => i.id === item.id) ? items.filter((i) => i.id !== item.id) : [...items, item];

export const removeItem = (items: WishlistItems, id: number): WishlistItems => items.filter((i) => i.id !== id);

const isWishlistItem = (v: unknown): v is WishlistItem =>
  isRecord(v) &&
  isInteger(v['id']) &&
  isString(v['sku']) &&
  isNullable(v['thumb'], isString) &&
  isString(v['name']) &&
  isString(v['slug']);

export const readStoredWishlist = (stored: unknown): WishlistItems | undefined =>
  readEnvelope(stored, VERSION, 'items', isWishlistItem);

export const storedWishlist = (items: WishlistItems): Json => ({
  version: VERSION,
  items: items.map(({ id, sku, thumb, name, slug }) => ({ id, sku, thumb, name, slug })),
});

/** The item a product's heart toggles: its thumbnail is the product's 'thumb' image. */
export const wishlistItemOf = (product: {
  readonly id: number;
  readonly sku: string;
  readonly name: string;
  readonly slug: string;
  readonly images: readonly { readonly type: string; readonly url: string }[];
}): WishlistItem => ({
  id: product.id,
  sku: product.sku,
  thumb: product.images.find((i) => i.type === 'thumb')?.url ?? product.images[0]?.url ?? null,
  name: product.name,
  slug: product.slug,
});

/**
 * The listed items as the server now knows them (names, slugs, thumbnails of the current store),
 * in the same order; an item whose product the server no longer lists is dropped.
 */
export const refreshedItems = (items: WishlistItems, products: readonly Parameters<typeof wishlistItemOf>[0][]): WishlistItems =>
  items.flatMap((item) => {
    const product = products.find((p) => p.id === item.id);
    return product ? [wishlistItemOf(product)] : [];
  });
