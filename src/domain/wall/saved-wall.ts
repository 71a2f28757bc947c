/**
 * Saved walls (docs/rules/gallery-wall.md#sharing-and-saved-walls "Saved wall", docs/rules/gallery-wall.md#sharing-and-saved-walls "Saved wall loading", docs/rules/gallery-wall.md#sharing-and-saved-walls GET/POST /api/gallery-wall).
 * Loading: a poster without a product is skipped; a poster whose product has no variation with
 * option_name equal to its size is skipped; a frame is kept only if it is in the loaded frames
 * list and has a variation for that size, else it is dropped.
 *
 * Decision (the share payload shape is not shown): the shared wall is the saved-wall shape
 * below, so sharing and loading are inverse operations on filled posters.
 */
import { hasSize, type Product } from '../product/model';
import { frameFits, frameIndexForSize, isFilled, type WallPoster, type WallPosition } from './wall-poster';

export interface SavedWallPoster {
  readonly productId: number | null;
  readonly size: string;
  readonly frameId: number | null;
  readonly portrait: boolean;
  readonly position: WallPosition;
}

export interface WallEnvironment {
  readonly idx: number;
  readonly url: string;
}

export interface SavedWall {
  readonly layout: number;
  readonly environment: WallEnvironment;
  readonly posters: readonly SavedWallPoster[];
}

export const reconcileSavedPosters = (
  saved: readonly SavedWallPoster[],
  products: readonly Product[],
  frames: readonly Product[],
): readonly WallPoster[] =>
  saved.flatMap((s): WallPoster[] => {
    const product = products.find((p) => p.id === s.productId);
    if (!product || !hasSize(product, s.size)) return [];
    const found = frames.find((f) => f.id === s.frameId);
    const frame = found && frameFits(found, s.size) ? found : null;
    const frameIndex = frame === null ? null : frameIndexForSize(frame, s.size);
    return [{ size: s.size, portrait: s.portrait, position: s.position, product, frame, frameIndex }];
  });

export const toSavedWall = (layout: number, environment: WallEnvironment, posters: readonly WallPoster[]): SavedWall => ({
  layout,
  environment,
  posters: posters.filter(isFilled).map((p) => ({
    productId: p.product.id,
    size: p.size,
    frameId: p.frame?.id ?? null,
    portrait: p.portrait,
    position: p.position,
  })),
});
