/**
 * Image orientation (docs/rules/artists.md#poster-upload poster upload): portrait when width is at most height.
 * Preview ratio 1:1.4 for portrait and 1.4:1 for landscape.
 */
import { PREVIEW_LONG_SIDE_RATIO, PRINT_MAX_ASPECT_RATIO } from '../constants';

export interface PixelDimensions {
  readonly width: number;
  readonly height: number;
}

export type Orientation = 'portrait' | 'landscape';

export interface AspectRatio {
  readonly width: number;
  readonly height: number;
}

export const orientationOf = (image: PixelDimensions): Orientation => (image.width <= image.height ? 'portrait' : 'landscape');

export const isSquare = (image: PixelDimensions): boolean => image.width === image.height;

export const previewAspectRatio = (orientation: Orientation): AspectRatio =>
  orientation === 'portrait' ? { width: 1, height: PREVIEW_LONG_SIDE_RATIO } : { width: PREVIEW_LONG_SIDE_RATIO, height: 1 };

/** Within the proportions a print can have: the long side at most PRINT_MAX_ASPECT_RATIO times the short one. */
export const withinPrintProportions = (image: PixelDimensions): boolean =>
  Math.max(image.width, image.height) <= PRINT_MAX_ASPECT_RATIO * Math.min(image.width, image.height);
