/** Named reads of the upload form (docs/rules/artists.md#poster-upload messages; the preview box 1:1.4 or 1.4:1). */
import { checkPosterDescription, checkPosterName, orientationOf, previewAspectRatio, type AspectRatio } from '../../../domain';
import type { PosterUploadContext } from './context';

type UploadSnapshot = {
  readonly context: PosterUploadContext;
  hasTag(tag: 'busy' | 'checking' | 'loading' | 'error'): boolean;
  can(event: { type: 'upload.submit' }): boolean;
};

export const selectUploadLoading = (s: UploadSnapshot): boolean => s.hasTag('loading');
export const selectUploadFailed = (s: UploadSnapshot): boolean => s.hasTag('error');
export const selectUploadBlocked = (s: UploadSnapshot): boolean => s.context.blocked;
export const selectProductLimit = (s: UploadSnapshot): number => s.context.productLimit;
export const selectCategories = (s: UploadSnapshot) => s.context.categories;
export const selectUploadFields = (s: UploadSnapshot) => ({
  name: s.context.name,
  description: s.context.description,
  categoryId: s.context.categoryId,
});
export const selectNameFeedback = (s: UploadSnapshot): 'POSTER.NAME_EXISTS' | 'POSTER.NAME_LENGTH' | null =>
  s.context.name === ''
    ? null
    : !checkPosterName(s.context.name).ok
      ? 'POSTER.NAME_LENGTH'
      : s.context.nameExists
        ? 'POSTER.NAME_EXISTS'
        : null;
export const selectDescriptionInvalid = (s: UploadSnapshot): boolean =>
  s.context.description !== '' && !checkPosterDescription(s.context.description).ok;
export const selectImageProblem = (s: UploadSnapshot) => s.context.imageProblem;
export const selectPreview = (s: UploadSnapshot): { url: string | null; ratio: AspectRatio } | null =>
  s.context.image ? { url: s.context.image.previewUrl, ratio: previewAspectRatio(orientationOf(s.context.image)) } : null;
export const selectUploadSaving = (s: UploadSnapshot): boolean => s.hasTag('busy');
export const selectCanSubmitPoster = (s: UploadSnapshot): boolean => s.can({ type: 'upload.submit' });
export const selectUploadToast = (s: UploadSnapshot): 'error' | null => s.context.toast;
