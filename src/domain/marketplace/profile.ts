/**
 * When an artist's public profile is complete (docs/rules/artists.md#dashboard dashboard message widget, docs/rules/artists.md#profile "Profile"):
 * a bio that passes its rule and an avatar. Until then the dashboard asks the artist to
 * complete it; afterwards it no longer does.
 */
import { checkBio } from '../validation/artist-fields';

export interface PublicProfile {
  readonly bio: string | null;
  readonly avatar: string | null;
}

export const isProfileComplete = ({ bio, avatar }: PublicProfile): boolean =>
  bio !== null && bio.trim() !== '' && checkBio(bio).ok && avatar !== null && avatar !== '';
