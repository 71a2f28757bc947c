/**
 * The artist's own account (docs/rules/artists.md#artist-endpoints /api/auth/*): session, alias, posters, ledger, profile and,
 * for reviewers, moderation. A call without a live session fails with UNAUTHORIZED.
 */
import type { Outcome } from '../model/outcome';
import type { AccountTransaction, ArtistSession, OwnPoster, Page, ReviewItem, SalesChart, UploadCategory } from '../model/artist';
import type { PayoutDetailsChange, PayoutDetailsState } from '../model/payout-desk';

export interface PosterUpload {
  readonly name: string;
  readonly description: string;
  readonly categoryId: number;
  readonly image: Blob;
  readonly fileName: string;
}

export interface ProfileUpdate {
  readonly bio: string | null;
  readonly vatNumber: string;
  /** Omitted from the request when not chosen (docs/rules/artists.md#artist-endpoints). */
  readonly avatar: Blob | null;
}

export interface ArtistAccountGateway {
  /** Refreshes the session on entry (docs/rules/artists.md#sign-in-and-sessions) and answers the account. */
  session(): Promise<Outcome<ArtistSession>>;
  lookupAlias(alias: string): Promise<Outcome<boolean>>;
  saveAlias(alias: string): Promise<Outcome<true>>;
  posters(offset: number): Promise<Outcome<Page<OwnPoster>>>;
  lookupPosterName(name: string): Promise<Outcome<boolean>>;
  uploadCategories(): Promise<Outcome<readonly UploadCategory[]>>;
  uploadPoster(poster: PosterUpload): Promise<Outcome<true>>;
  saveProfile(update: ProfileUpdate): Promise<Outcome<true>>;
  /** Where payouts go (docs/rules/artists.md#payouts). */
  payoutDetails(): Promise<Outcome<PayoutDetailsState>>;
  /** Refused with status 409 until a VAT number or the private seller's declaration, 400 for a holder or IBAN the rules refuse. */
  savePayoutDetails(change: PayoutDetailsChange): Promise<Outcome<PayoutDetailsState>>;
  transactions(offset: number): Promise<Outcome<Page<AccountTransaction>>>;
  salesChart(): Promise<Outcome<SalesChart>>;
  reviewQueue(): Promise<Outcome<readonly ReviewItem[]>>;
  approve(productId: number): Promise<Outcome<true>>;
  deny(productId: number, reason: string): Promise<Outcome<true>>;
  logout(): Promise<Outcome<true>>;
}

/** Reads an image file's pixel size (and makes a preview URL) — the browser's job, behind a port. */
export interface ImageInspector {
  inspect(file: Blob, name: string): Promise<Outcome<{ width: number; height: number; previewUrl: string | null }>>;
}
