/** The artist's poster upload flow: what it holds and the form it loads (docs/rules/artists.md#poster-upload). */
import type { ArtistImageError } from '../../../domain';
import type { ArtistSession, ChosenImage, UploadCategory } from '../../model/artist';

export interface PosterUploadContext {
  readonly categories: readonly UploadCategory[];
  readonly blocked: boolean;
  readonly productLimit: number;
  readonly name: string;
  readonly description: string;
  readonly categoryId: number | null;
  readonly image: ChosenImage | null;
  readonly imageProblem: ArtistImageError | { readonly code: 'ARTIST_IMAGE.UNREADABLE' } | null;
  readonly nameExists: boolean | null;
  readonly toast: 'error' | null;
  /** A file being inspected. */
  readonly pending: { readonly file: Blob; readonly name: string; readonly mimeType: string } | null;
}

export interface UploadForm {
  readonly session: ArtistSession;
  readonly categories: readonly UploadCategory[];
}
