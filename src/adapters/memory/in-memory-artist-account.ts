/** The artist's account in memory (tests and headless runs). */
import { fail, type Outcome } from '../../application/model/outcome';
import { ok } from '../../domain/result/result';
import { ARTIST_MIN_IMAGE_SIDE_PX } from '../../domain/constants';
import type { PayoutDetailsChange, PayoutDetailsState } from '../../application/model/payout-desk';
import { checkPayoutDetails, maskedIban } from '../../domain/payouts';
import type {
  AccountTransaction,
  ArtistAccount,
  ArtistSession,
  OwnPoster,
  Page,
  ReviewItem,
  SalesChart,
  UploadCategory,
} from '../../application/model/artist';
import type {
  ArtistAccountGateway,
  ImageInspector,
  PosterUpload,
  ProfileUpdate,
} from '../../application/ports/artist-account.port';

export const anAccount = (over: Partial<ArtistAccount> = {}): ArtistAccount => ({
  id: 1,
  slug: 'maja',
  alias: '',
  avatar: null,
  country: 'SE',
  premium: false,
  bio: null,
  posters: 0,
  membership_level: 1,
  name: 'Maja Lind',
  email: 'maja@example.com',
  vat_number: '',
  sales: 0,
  balance: 0,
  currency: 'EUR',
  selling_enabled: false,
  product_limit: 15,
  terms: 'not_accepted',
  ...over,
});

/**
 * The artist's account in memory. Every call is written to `log` (in order), so tests check
 * which calls happened and when; `failNext` makes the next call of that name fail.
 */
export class InMemoryArtistAccount implements ArtistAccountGateway {
  readonly log: string[] = [];
  takenAliases = new Set(['taken alias']);
  takenNames = new Set(['harbour dawn']);
  failNext = new Set<string>();
  /** The next uploads' images are refused by content (a PNG named .jpg): 415, as the server does. */
  refuseImageContent = false;
  loggedIn = true;
  uploads: PosterUpload[] = [];
  profiles: ProfileUpdate[] = [];
  categories: UploadCategory[] = [{ id: 7, name: 'Mountains' }];
  posterRows: OwnPoster[] = [];

  constructor(
    public account: ArtistAccount = anAccount(),
    public role: 'artist' | 'reviewer' = 'artist',
  ) {}

  private answer<T>(name: string, value: T): Promise<Outcome<T>> {
    this.log.push(name);
    if (!this.loggedIn) return Promise.resolve(fail('UNAUTHORIZED', 'Please log in', 401));
    if (this.failNext.delete(name)) return Promise.resolve(fail('SERVER', 'boom', 500));
    return Promise.resolve(ok(value));
  }

  session(): Promise<Outcome<ArtistSession>> {
    return this.answer('session', { account: this.account, role: this.role });
  }
  lookupAlias(alias: string) {
    return this.answer(`lookupAlias:${alias}`, this.takenAliases.has(alias.toLowerCase()));
  }
  saveAlias(alias: string) {
    // As the server: an alias another artist holds by now is a 409, whatever the lookup said.
    if (this.loggedIn && this.takenAliases.has(alias.toLowerCase())) {
      this.log.push(`saveAlias:${alias}`);
      return Promise.resolve(fail('BAD_REQUEST', 'This alias is already taken.', 409, 'ALIAS.EXISTS'));
    }
    const r = this.answer<true>(`saveAlias:${alias}`, true);
    void r.then((o) => {
      if (o.ok) this.account = { ...this.account, alias, terms: 'accepted', selling_enabled: true };
    });
    return r;
  }
  posters(offset: number): Promise<Outcome<Page<OwnPoster>>> {
    return this.answer(`posters:${offset}`, { items: this.posterRows, total: this.posterRows.length });
  }
  lookupPosterName(name: string) {
    return this.answer(`lookupName:${name}`, this.takenNames.has(name.toLowerCase()));
  }
  uploadCategories() {
    return this.answer<readonly UploadCategory[]>('uploadCategories', this.categories);
  }
  /** As the server does: the poster enters review (status 2) and heads the artist's list, images still to be made. */
  uploadPoster(p: PosterUpload) {
    if (this.loggedIn && this.takenNames.has(p.name.toLowerCase())) {
      this.log.push(`uploadPoster:${p.name}`);
      return Promise.resolve(fail('BAD_REQUEST', 'A poster with this name already exists.', 409, 'POSTER.NAME_EXISTS'));
    }
    if (this.loggedIn && this.refuseImageContent) {
      this.log.push(`uploadPoster:${p.name}`);
      return Promise.resolve(fail('BAD_REQUEST', 'The file is not a JPEG image.', 415, 'UPLOAD.NOT_JPEG'));
    }
    const r = this.answer<true>(`uploadPoster:${p.name}`, true);
    void r.then((o) => {
      if (!o.ok) return;
      this.uploads.push(p);
      this.posterRows = [
        {
          id: Math.max(0, ...this.posterRows.map((row) => row.id)) + 1,
          name: p.name,
          description: p.description,
          status: 2,
          thumb: null,
          category: this.categories.find((c) => c.id === p.categoryId)?.name ?? null,
          review_note: null,
          processing: null,
          slug: null,
          created_at: new Date().toISOString(),
        },
        ...this.posterRows,
      ];
    });
    return r;
  }
  /** The payout details as the server keeps them; a save is checked by the domain's rule, any IBAN of 15+ characters passing. */
  payoutState: PayoutDetailsState = {
    account_holder: null,
    iban_masked: null,
    private_seller: false,
    has_vat_number: false,
    may_receive: false,
  };
  payoutDetails() {
    return this.answer<PayoutDetailsState>('payoutDetails', this.payoutState);
  }
  savePayoutDetails(c: PayoutDetailsChange) {
    const checked = checkPayoutDetails(
      {
        accountHolder: c.account_holder,
        iban: c.iban,
        vatNumber: this.payoutState.has_vat_number ? 'X' : '',
        privateSeller: c.private_seller,
      },
      (iban) => iban.length >= 15,
    );
    if (this.loggedIn && !checked.ok)
      return Promise.resolve(
        fail('BAD_REQUEST', checked.error.reason, checked.error.code === 'PAYOUT.TAX_STATUS' ? 409 : 400, checked.error.code),
      );
    if (checked.ok)
      this.payoutState = {
        ...this.payoutState,
        account_holder: checked.value.accountHolder,
        iban_masked: maskedIban(checked.value.iban),
        private_seller: c.private_seller,
        may_receive: true,
      };
    return this.answer<PayoutDetailsState>('savePayoutDetails', this.payoutState);
  }
  saveProfile(u: ProfileUpdate) {
    this.profiles.push(u);
    return this.answer<true>('saveProfile', true);
  }
  transactions(offset: number): Promise<Outcome<Page<AccountTransaction>>> {
    return this.answer(`transactions:${offset}`, { items: [], total: 0 });
  }
  salesChart(): Promise<Outcome<SalesChart>> {
    return this.answer('salesChart', { currency: 'EUR', points: [] });
  }
  reviewQueue(): Promise<Outcome<readonly ReviewItem[]>> {
    return this.answer('reviewQueue', []);
  }
  approve(id: number) {
    return this.answer<true>(`approve:${id}`, true);
  }
  deny(id: number, reason: string) {
    return this.answer<true>(`deny:${id}:${reason}`, true);
  }
  logout() {
    return this.answer<true>('logout', true);
  }
}

/** Pretends every file has the given size (the browser reads it in real life). */
export class FixedSizeImages implements ImageInspector {
  constructor(
    public width = 2600,
    // Just tall enough for an artist's print by default.
    public height = ARTIST_MIN_IMAGE_SIDE_PX,
  ) {}
  inspect() {
    return Promise.resolve(ok({ width: this.width, height: this.height, previewUrl: 'blob:preview' }));
  }
}
