/**
 * A poster on the wall being designed (docs/rules/gallery-wall.md#designer-steps "Wall (in progress)"): size, portrait, position
 * (top, left), product, frame and frameIndex. The frame index is derived from the size: the
 * index of the frame variation whose option_name equals the poster's size (docs/rules/gallery-wall.md#sharing-and-saved-walls "Saved wall").
 */
import { variationForSize, type Product } from '../product/model';

export interface WallPosition {
  readonly top: number;
  readonly left: number;
}

export interface WallPoster {
  readonly size: string;
  readonly portrait: boolean;
  readonly position: WallPosition;
  readonly product: Product | null;
  readonly frame: Product | null;
  readonly frameIndex: number | null;
}

export const frameIndexForSize = (frame: Pick<Product, 'variations'>, size: string): number | null => {
  const index = frame.variations.findIndex((v) => v.optionName === size);
  return index === -1 ? null : index;
};

export const frameFits = (frame: Pick<Product, 'variations'>, size: string): boolean =>
  variationForSize(frame, size) !== undefined;

export const isFilled = (p: WallPoster): p is WallPoster & { readonly product: Product } => p.product !== null;

export const withFrame = (p: WallPoster, frame: Product | null): WallPoster => ({
  ...p,
  frame,
  frameIndex: frame === null ? null : frameIndexForSize(frame, p.size),
});
