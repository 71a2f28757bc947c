import type { Paged, Product } from '../model/catalogue';
import type { Outcome } from '../model/outcome';
import type { ProductQuery } from './catalogue.port';

/** A room picture of the designer (docs/rules/gallery-wall.md#layouts-sizes-and-rooms "environments 28"); `idx` 0–27. */
export interface Environment {
  readonly idx: number;
  readonly url: string;
  readonly name: string;
}

/** A poster of a wall as it is shared and loaded (docs/rules/gallery-wall.md#sharing-and-saved-walls "Saved wall"); positions in percent. */
export interface SharedWallPoster {
  readonly productId: number | null;
  readonly size: string;
  readonly portrait: boolean;
  readonly frameId: number | null;
  readonly top: number;
  readonly left: number;
}

export interface SharedWall {
  readonly layout: number;
  readonly environment: { readonly idx: number; readonly url: string };
  readonly posters: readonly SharedWallPoster[];
}

/**
 * The gallery-wall designer's outside world (docs/rules/gallery-wall.md#designer-steps): saving a wall for a share link,
 * loading one, a product with the frames that fit it, the rooms, and the wishlist's products
 * filtered like the picker's listing (POST /api/product-wishlist).
 */
export interface GalleryWallGateway {
  share(wall: SharedWall): Promise<Outcome<{ readonly id: string; readonly link: string }>>;
  load(id: string): Promise<Outcome<SharedWall>>;
  productWithFrames(id: number): Promise<Outcome<{ readonly product: Product; readonly frames: readonly Product[] }>>;
  environments(): Promise<Outcome<readonly Environment[]>>;
  wishlistProducts(ids: readonly number[], query: ProductQuery): Promise<Outcome<Paged<Product>>>;
}
