/** The back office's catalogue side as the flows see it; the wire shapes are in contract/catalogue-desk.ts. */
export interface AdminCouponView {
  readonly id: number;
  readonly code: string;
  readonly kind: 'percentage' | 'fixed';
  readonly percent: number | null;
  readonly amounts: readonly { readonly currency: string; readonly amount: number }[];
  readonly valid_until: string | null;
  readonly state: 'active' | 'ended' | 'scheduled';
  readonly uses: number;
}

/** What staff ask for; the server decides with the domain's rules (src/domain/backoffice/coupon-rules.ts). */
export interface NewCoupon {
  readonly code: string;
  readonly kind: 'percentage' | 'fixed';
  readonly percent?: number;
  readonly amounts?: readonly { readonly currency: string; readonly amount: number }[];
}

/** An artist as staff see them (GET /api/admin/artists): the settings they may change, and the posters counting against the limit. */
export interface AdminArtistView {
  readonly id: number;
  readonly alias: string;
  readonly name: string;
  readonly email: string;
  readonly country: string;
  readonly selling_enabled: boolean;
  readonly product_limit: number;
  readonly membership_level: number;
  readonly posters: number;
}

/** A change to an artist's settings; the server checks it with the domain's checkArtistSettings. */
export interface ArtistSettingsChange {
  readonly selling_enabled?: boolean;
  readonly product_limit?: number;
  readonly membership_level?: number;
}

/** A gift card as staff look it up (GET /api/admin/gift-cards/{code}); amounts in minor units. */
export interface AdminGiftCardView {
  readonly code: string;
  readonly initial_amount: number;
  readonly balance: number;
  readonly currency: string;
  readonly issued_for_order: string | null;
  readonly created_at: string;
  readonly voided_at: string | null;
  /**
   * What the card paid and what refunds gave back to it, oldest first, then its void (order_id
   * null when staff voided it at the desk).
   */
  readonly history: readonly {
    readonly kind: 'paid' | 'refunded' | 'voided';
    readonly order_id: string | null;
    readonly amount: number;
    readonly at: string;
  }[];
}

/** A product as the catalogue desk lists it (GET /api/admin/catalogue/products): its storefront thumbnail, status and names. */
export interface AdminProductView {
  readonly id: number;
  readonly sku: string;
  readonly type: number;
  readonly status: string;
  readonly name: string;
  readonly artist: string | null;
  readonly thumb: string | null;
  readonly categories: readonly string[];
}

/** What staff may do with a product's status (src/domain/catalogue/product-lifecycle.ts). */
export type ProductMove = 'publish' | 'hide' | 'archive';
