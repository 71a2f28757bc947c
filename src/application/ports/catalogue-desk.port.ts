import type { Outcome } from '../model/outcome';
import type { StaffIdentity } from '../model/back-office';
import type {
  AdminArtistView,
  AdminCouponView,
  AdminGiftCardView,
  AdminProductView,
  ArtistSettingsChange,
  NewCoupon,
  ProductMove,
} from '../model/catalogue-desk';
import type { ReviewItem } from '../model/artist';

/**
 * The back office's catalogue side (/api/admin/coupons …). The staff session rides on its
 * HttpOnly cookie; writes carry the CSRF token learnt from `session()`. A refusal by the rules is
 * a failure with status 400 or 409 and the server's reason as its message.
 */
export interface CatalogueDeskGateway {
  session(): Promise<Outcome<StaffIdentity>>;
  coupons(page: number): Promise<Outcome<{ readonly coupons: readonly AdminCouponView[]; readonly total: number }>>;
  createCoupon(coupon: NewCoupon): Promise<Outcome<AdminCouponView>>;
  expireCoupon(id: number): Promise<Outcome<AdminCouponView>>;
  /** The posters waiting for a reviewer, oldest first (reviewers and admins). */
  reviewQueue(): Promise<Outcome<readonly ReviewItem[]>>;
  approve(productId: number): Promise<Outcome<true>>;
  /** A denial the artist reads; a reason outside the domain's DENY_REASON is refused with status 400. */
  deny(productId: number, reason: string): Promise<Outcome<true>>;
  /** A page of artists, those whose name, alias or e-mail contain `q` when it is not empty (admins). */
  artists(q: string, page: number): Promise<Outcome<{ readonly artists: readonly AdminArtistView[]; readonly total: number }>>;
  /** A settings change the rules refuse is a failure with status 400 and the reason. */
  updateArtist(id: number, change: ArtistSettingsChange): Promise<Outcome<AdminArtistView>>;
  /** The card with this code (any case, spaces or hyphens); NOT_FOUND when no card has it (admins). */
  giftCard(code: string): Promise<Outcome<AdminGiftCardView>>;
  /** Writes the card's balance off; a card voided already is a failure with status 409. */
  voidGiftCard(code: string): Promise<Outcome<AdminGiftCardView>>;
  /** A page of products whose name (any language) or SKU contains `q`, archived ones left out (the catalogue role, admins). */
  products(q: string, page: number): Promise<Outcome<{ readonly products: readonly AdminProductView[]; readonly total: number }>>;
  /** Publishes, hides or archives a product; an artist's poster is a failure with status 409 and the reason. */
  moveProduct(id: number, move: ProductMove): Promise<Outcome<AdminProductView>>;
}
