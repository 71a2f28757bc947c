/** Named reads of the profile form (docs/rules/artists.md#profile "Profile"). */
import { checkBio, checkVatNumber, isJpegFile } from '../../../domain';
import type { ProfileContext } from './context';

type ProfileSnapshot = {
  readonly context: ProfileContext;
  hasTag(tag: 'busy' | 'loading' | 'error'): boolean;
  can(event: { type: 'profile.save' }): boolean;
};

export const selectProfileLoading = (s: ProfileSnapshot): boolean => s.hasTag('loading');
export const selectProfileFailed = (s: ProfileSnapshot): boolean => s.hasTag('error');
export const selectProfileAccount = (s: ProfileSnapshot) => s.context.account;
export const selectProfileFields = (s: ProfileSnapshot) => ({ bio: s.context.bio ?? '', vatNumber: s.context.vatNumber });
export const selectBioInvalid = (s: ProfileSnapshot): boolean => !checkBio(s.context.bio).ok;
export const selectVatInvalid = (s: ProfileSnapshot): boolean => !checkVatNumber(s.context.vatNumber).ok;
export const selectAvatarInvalid = (s: ProfileSnapshot): boolean => s.context.avatar !== null && !isJpegFile(s.context.avatar);
export const selectProfileSaving = (s: ProfileSnapshot): boolean => s.hasTag('busy');
export const selectCanSaveProfile = (s: ProfileSnapshot): boolean => s.can({ type: 'profile.save' });
export const selectProfileToast = (s: ProfileSnapshot) => s.context.toast;
