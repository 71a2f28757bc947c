/**
 * Read models of the artist marketplace (docs/rules/artists.md#sales-and-commission "Artist", "Account transaction", docs/rules/artists.md#sales-and-commission product
 * status). The wire codecs (src/adapters/http/contract/artist.ts, marketplace.ts) decode into
 * these shapes.
 */
import type { Artist } from './catalogue';

export type AccountRole = 'artist' | 'reviewer';

/** The signed-in artist: the public profile and what only the artist sees. */
export interface ArtistAccount extends Artist {
  readonly name: string;
  readonly email: string;
  readonly vat_number: string;
  readonly sales: number;
  readonly balance: number;
  readonly currency: string;
  readonly selling_enabled: boolean;
  readonly product_limit: number;
  readonly terms: 'not_accepted' | 'accepted';
}

export interface ArtistSession {
  readonly account: ArtistAccount;
  readonly role: AccountRole;
}

export interface PosterProcessing {
  readonly done: number;
  readonly total: number;
  readonly state: 'queued' | 'processing' | 'ready' | 'failed';
}

export interface OwnPoster {
  readonly id: number;
  readonly name: string;
  readonly description: string;
  readonly status: number;
  readonly thumb: string | null;
  readonly category: string | null;
  readonly review_note: string | null;
  readonly processing: PosterProcessing | null;
  readonly slug: string | null;
  readonly created_at: string;
}

export interface SaleBreakdown {
  readonly order_id: string;
  readonly quantity: number;
  readonly sale_currency: string;
  readonly sale_price: number;
  readonly vat: number;
  readonly fees: number;
  readonly commission: number;
}

export interface AccountTransaction {
  readonly sale: SaleBreakdown | null;
  readonly accounted_at: string | null;
  readonly created_at: string;
  readonly description: string;
  readonly amount: number;
  readonly currency: string;
  readonly exchange_rate: number;
  readonly balance: number;
}

export interface SalesChartPoint {
  readonly date: string;
  readonly sales: number;
  readonly earnings: number;
  /** Paid out to the artist that day (docs/rules/artists.md#payouts). */
  readonly paid_out: number;
}
export interface SalesChart {
  readonly currency: string;
  readonly points: readonly SalesChartPoint[];
}

export interface UploadCategory {
  readonly id: number;
  readonly name: string;
}

export interface ReviewItem {
  readonly id: number;
  readonly name: string;
  readonly description: string;
  readonly artist: string;
  readonly category: string | null;
  readonly image: string | null;
  readonly processing: PosterProcessing | null;
  readonly created_at: string;
}

export interface Page<T> {
  readonly items: readonly T[];
  readonly total: number;
}

/** An image file chosen in the browser, with the facts the rules need. */
export interface ChosenImage {
  readonly file: Blob;
  readonly name: string;
  readonly mimeType: string;
  readonly width: number;
  readonly height: number;
  /** An object URL for the preview, made by the image inspector. */
  readonly previewUrl: string | null;
}
