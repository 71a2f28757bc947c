/**
 * The back office's catalogue side kept in memory (tests and headless runs): coupons checked by
 * the domain's rules as the server does; `staff` null is a visitor without a staff session.
 */
import {
  checkArtistSettings,
  checkCouponDraft,
  couponState,
  denyReasonIsValid,
  expireCoupon,
  mayDo,
  ADMIN_PAGE_SIZE,
  DENY_REASON,
} from '../../domain/backoffice';
import type { StaffAbility } from '../../domain/backoffice';
import type { ReviewItem } from '../../application/model/artist';
import { ok } from '../../domain/result/result';
import { normaliseGiftCardCode } from '../../domain/validation/gift-card-code';
import type { StaffIdentity } from '../../application/model/back-office';
import type {
  AdminArtistView,
  AdminCouponView,
  AdminGiftCardView,
  AdminProductView,
  ArtistSettingsChange,
  NewCoupon,
  ProductMove,
} from '../../application/model/catalogue-desk';
import type { CatalogueDeskGateway } from '../../application/ports/catalogue-desk.port';
import { fail, type Outcome } from '../../application/model/outcome';
import { statusAfter, statusName, statusOfName } from '../../domain/catalogue/product-lifecycle';

export class InMemoryCatalogueDesk implements CatalogueDeskGateway {
  readonly calls: string[] = [];
  private readonly book: AdminCouponView[] = [];
  /** The posters in review, oldest first. */
  readonly reviewBook: ReviewItem[] = [];
  readonly artistBook: AdminArtistView[] = [];
  readonly productBook: AdminProductView[] = [];
  /** Gift cards by their normalised code. */
  readonly giftCardBook = new Map<string, AdminGiftCardView>();
  constructor(
    public staff: StaffIdentity | null = null,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private guard(): Outcome<StaffIdentity> {
    return this.staff ? ok(this.staff) : fail('UNAUTHORIZED', 'Please sign in with a staff account', 401);
  }

  private may(ability: StaffAbility): Outcome<StaffIdentity> {
    const s = this.guard();
    if (!s.ok) return s;
    return mayDo(s.value.role, ability) ? s : fail('BAD_REQUEST', 'Your role does not open this page', 403);
  }

  async session() {
    return this.guard();
  }

  async coupons(page: number) {
    this.calls.push(`coupons ${page}`);
    const s = this.guard();
    if (!s.ok) return s;
    const from = (page - 1) * ADMIN_PAGE_SIZE;
    return ok({ coupons: this.book.slice(from, from + ADMIN_PAGE_SIZE), total: this.book.length });
  }

  async createCoupon(c: NewCoupon) {
    this.calls.push(`create ${c.code}`);
    const s = this.guard();
    if (!s.ok) return s;
    const draft = checkCouponDraft(c, this.now());
    if (!draft.ok) return fail('BAD_REQUEST', draft.error.reason, 400, draft.error.code);
    if (this.book.some((b) => b.code.toLowerCase() === draft.value.code.toLowerCase()))
      return fail('BAD_REQUEST', `The code ${draft.value.code} is already in use.`, 409, 'COUPON.CODE_TAKEN');
    const d = draft.value;
    const coupon: AdminCouponView = {
      id: this.book.length + 1,
      code: d.code,
      kind: d.kind,
      percent: d.kind === 'percentage' ? d.percent : null,
      amounts: d.kind === 'fixed' ? d.amounts : [],
      valid_until: d.validUntil?.toISOString() ?? null,
      state: 'active',
      uses: 0,
    };
    this.book.unshift(coupon);
    return ok(coupon);
  }

  async expireCoupon(id: number) {
    this.calls.push(`expire ${id}`);
    const s = this.guard();
    if (!s.ok) return s;
    const i = this.book.findIndex((b) => b.id === id);
    if (i < 0) return fail('NOT_FOUND', `Coupon ${id} was not found`, 404);
    const c = this.book[i]!;
    const state = { active: c.state !== 'ended', validFrom: null, validUntil: c.valid_until ? new Date(c.valid_until) : null };
    const end = expireCoupon(state, this.now());
    if (!end.ok) return fail('BAD_REQUEST', end.error.reason, 409, end.error.code);
    const ended: AdminCouponView = {
      ...c,
      valid_until: end.value.toISOString(),
      state: couponState({ ...state, validUntil: end.value }, this.now()),
    };
    this.book[i] = ended;
    return ok(ended);
  }

  async reviewQueue() {
    this.calls.push('review queue');
    const s = this.may('moderation');
    return s.ok ? ok([...this.reviewBook]) : s;
  }

  private decide(id: number): Outcome<true> {
    const s = this.may('moderation');
    if (!s.ok) return s;
    const i = this.reviewBook.findIndex((p) => p.id === id);
    if (i < 0) return fail('NOT_FOUND', `Product ${id} is not in review`, 404);
    this.reviewBook.splice(i, 1);
    return ok(true);
  }

  async approve(id: number) {
    this.calls.push(`approve ${id}`);
    return this.decide(id);
  }

  async deny(id: number, reason: string) {
    this.calls.push(`deny ${id} ${reason}`);
    if (!denyReasonIsValid(reason))
      return fail(
        'BAD_REQUEST',
        `The reason must be ${DENY_REASON.min} to ${DENY_REASON.max} characters long.`,
        400,
        'REVIEW.REASON',
      );
    return this.decide(id);
  }

  async artists(q: string, page: number) {
    this.calls.push(`artists ${q} ${page}`);
    const s = this.may('artists');
    if (!s.ok) return s;
    const needle = q.toLowerCase();
    const found = this.artistBook.filter((a) => [a.name, a.alias, a.email].some((f) => f.toLowerCase().includes(needle)));
    const from = (page - 1) * ADMIN_PAGE_SIZE;
    return ok({ artists: found.slice(from, from + ADMIN_PAGE_SIZE), total: found.length });
  }

  async updateArtist(id: number, change: ArtistSettingsChange) {
    this.calls.push(`update artist ${id} ${JSON.stringify(change)}`);
    const s = this.may('artists');
    if (!s.ok) return s;
    const i = this.artistBook.findIndex((a) => a.id === id);
    if (i < 0) return fail('NOT_FOUND', `Artist ${id} was not found`, 404);
    const checked = checkArtistSettings({
      sellingEnabled: change.selling_enabled,
      productLimit: change.product_limit,
      membershipLevel: change.membership_level,
    });
    if (!checked.ok) return fail('BAD_REQUEST', checked.error.reason, 400, checked.error.code);
    const a = { ...this.artistBook[i]!, ...change };
    this.artistBook[i] = a;
    return ok(a);
  }

  async giftCard(code: string) {
    this.calls.push(`gift card ${code}`);
    const s = this.may('giftCards');
    if (!s.ok) return s;
    const card = this.giftCardBook.get(normaliseGiftCardCode(code));
    return card ? ok(card) : fail('NOT_FOUND', 'No gift card has this code', 404);
  }

  async voidGiftCard(code: string) {
    this.calls.push(`void gift card ${code}`);
    const found = await this.giftCard(code);
    if (!found.ok) return found;
    const card = found.value;
    if (card.voided_at !== null) return fail('BAD_REQUEST', 'This gift card is voided already', 409);
    const at = this.now().toISOString();
    const voided: AdminGiftCardView = {
      ...card,
      balance: 0,
      voided_at: at,
      history: [...card.history, { kind: 'voided', order_id: null, amount: card.balance, at }],
    };
    this.giftCardBook.set(card.code, voided);
    return ok(voided);
  }

  async products(q: string, page: number) {
    this.calls.push(`products ${q} ${page}`);
    const s = this.may('catalogue');
    if (!s.ok) return s;
    const needle = q.toLowerCase();
    const found = this.productBook.filter(
      (p) => p.status !== 'archived' && [p.name, p.sku].some((f) => f.toLowerCase().includes(needle)),
    );
    const from = (page - 1) * ADMIN_PAGE_SIZE;
    return ok({ products: found.slice(from, from + ADMIN_PAGE_SIZE), total: found.length });
  }

  async moveProduct(id: number, move: ProductMove) {
    this.calls.push(`move product ${id} ${move}`);
    const s = this.may('catalogue');
    if (!s.ok) return s;
    const i = this.productBook.findIndex((p) => p.id === id);
    if (i < 0) return fail('NOT_FOUND', `Product ${id} was not found.`, 404);
    const p = this.productBook[i]!;
    const next = statusAfter(move, { status: statusOfName(p.status) ?? 0, artistPoster: p.artist !== null });
    if (!next.ok) return fail('BAD_REQUEST', `This product's status cannot move that way (${next.code}).`, 409, next.code);
    const moved = { ...p, status: statusName(next.status) };
    this.productBook[i] = moved;
    return ok(moved);
  }
}
