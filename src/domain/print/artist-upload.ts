/**
 * Artist poster image check and upload allowance (docs/rules/artists.md#poster-upload "Poster upload (artist)", docs/rules/artists.md#directory-and-profile).
 * - jpg/jpeg only; too small when both sides are under 3648 px, or when square; the too-small
 *   result carries the actual width and height; longer than 3:1 (or 1:3) fits no print size.
 * - Upload is blocked when the count of non-denied posters (status ≠ 3) reaches product_limit;
 *   a missing limit means the default of 15.
 */
import { ARTIST_MIN_IMAGE_SIDE_PX, DEFAULT_POSTER_LIMIT } from '../constants';
import { err, ok, type Result } from '../result/result';
import { isJpegFile, type ImageFileInfo } from './image-file';
import { isSquare, orientationOf, withinPrintProportions, type Orientation, type PixelDimensions } from './orientation';

export type ArtistImageError =
  | { readonly code: 'ARTIST_IMAGE.NOT_JPEG' }
  | {
      readonly code: 'ARTIST_IMAGE.TOO_SMALL';
      readonly reason: 'square' | 'resolution' | 'proportions';
      readonly width: number;
      readonly height: number;
    };

export const checkArtistImage = (file: ImageFileInfo, image: PixelDimensions): Result<Orientation, ArtistImageError> => {
  if (!isJpegFile(file)) return err({ code: 'ARTIST_IMAGE.NOT_JPEG' });
  const { width, height } = image;
  if (isSquare(image)) return err({ code: 'ARTIST_IMAGE.TOO_SMALL', reason: 'square', width, height });
  if (width < ARTIST_MIN_IMAGE_SIDE_PX && height < ARTIST_MIN_IMAGE_SIDE_PX) {
    return err({ code: 'ARTIST_IMAGE.TOO_SMALL', reason: 'resolution', width, height });
  }
  if (!withinPrintProportions(image)) return err({ code: 'ARTIST_IMAGE.TOO_SMALL', reason: 'proportions', width, height });
  return ok(orientationOf(image));
};

/** Product status 3 is "denied" (docs/rules/catalogue.md#product-status); denied posters do not count against the limit. */
const DENIED_STATUS = 3;

export const countedPosters = (statuses: readonly number[]): number => statuses.filter((s) => s !== DENIED_STATUS).length;

/** `counted`: the artist's non-denied posters (see countedPosters). */
export const canUploadAnotherPoster = (counted: number, productLimit?: number | null): boolean =>
  counted < (productLimit ?? DEFAULT_POSTER_LIMIT);

export const canUploadPoster = (statuses: readonly number[], productLimit?: number | null): boolean =>
  canUploadAnotherPoster(countedPosters(statuses), productLimit);
