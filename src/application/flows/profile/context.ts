/** The artist profile flow: what it holds (docs/rules/artists.md#profile). */
import type { ArtistAccount } from '../../model/artist';

export interface ProfileContext {
  readonly account: ArtistAccount | null;
  readonly bio: string | null;
  readonly vatNumber: string;
  readonly avatar: { readonly file: Blob; readonly name: string; readonly mimeType: string } | null;
  readonly toast: 'saved' | 'error' | null;
}
