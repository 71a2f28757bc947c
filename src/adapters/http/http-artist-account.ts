/**
 * The ArtistAccountGateway over the HTTP API (docs/rules/artists.md#artist-endpoints /api/auth/*). The session rides on the
 * HttpOnly cookie; every write carries the session's CSRF token (X-CSRF-Token), learnt from
 * GET /api/auth/account — which artist pages call on entry (docs/rules/artists.md#directory-and-profile) — and asked for first
 * when a write comes before it. Uploads are multipart (FormData).
 */
import { fail, type Outcome } from '../../application/model/outcome';
import { ok } from '../../domain/result/result';
import type { ArtistAccountGateway } from '../../application/ports/artist-account.port';
import type { AccountTransaction, ArtistSession, OwnPoster } from '../../application/model/artist';
import {
  AccountTransactions,
  AliasLookupAnswer,
  AuthSession,
  NameLookupAnswer,
  OwnPosters,
  ReviewQueue,
  SalesChart,
  SuccessAnswer,
  UploadCategories,
} from './contract/index';
import type { HttpClient } from './http-client';
import { PayoutDetailsView } from './contract/payouts';

/**
 * `signedIn` reads the sign-in hint the server sets beside the session (the browser's cookie jar).
 * Without it there is no session to refresh: the gateway answers UNAUTHORIZED itself, and an
 * anonymous visit to the account pages goes to the login without a 401 (which the browser logs as
 * a failed load). A hint left from an ended session still asks, and the server answers 401.
 */
export const createHttpArtistAccountGateway = (
  http: HttpClient,
  options: { readonly signedIn?: () => boolean } = {},
): ArtistAccountGateway => {
  let csrf: string | null = null;

  const session = async (): Promise<Outcome<ArtistSession>> => {
    if (options.signedIn && !options.signedIn()) return fail('UNAUTHORIZED', 'Not signed in', 401);
    const r = await http.request(AuthSession, '/api/auth/account');
    if (!r.ok) return r;
    csrf = r.value.value.csrf_token;
    return ok({ account: r.value.value.account, role: r.value.value.role });
  };

  const write = async (path: string, method: string, body: unknown): Promise<Outcome<true>> => {
    if (csrf === null) {
      const s = await session();
      if (!s.ok) return s;
    }
    const r = await http.request(SuccessAnswer, path, { method, body, headers: { 'x-csrf-token': csrf ?? '' } });
    return r.ok ? ok(true as const) : r;
  };

  const ask = async <A>(
    path: string,
    body: unknown,
    read: (a: { exists: boolean }) => A,
    codec: typeof AliasLookupAnswer | typeof NameLookupAnswer,
  ): Promise<Outcome<A>> => {
    if (csrf === null) {
      const s = await session();
      if (!s.ok) return s;
    }
    const r = await http.request(codec, path, { method: 'POST', body, headers: { 'x-csrf-token': csrf ?? '' } });
    return r.ok ? ok(read(r.value.value)) : r;
  };

  const paged = async <T>(codec: typeof OwnPosters | typeof AccountTransactions, path: string, offset: number) => {
    const r = await http.request(codec, path, { query: { offset } });
    return r.ok ? ok({ items: r.value.value as unknown as readonly T[], total: r.value.total }) : r;
  };

  return {
    session,
    lookupAlias: (alias) => ask('/api/auth/artist-alias-lookup', { alias }, (a) => a.exists, AliasLookupAnswer),
    saveAlias: (alias) => write('/api/auth/alias', 'PUT', { alias, terms: 'accepted' }),
    posters: (offset) => paged<OwnPoster>(OwnPosters, '/api/auth/products', offset),
    lookupPosterName: (name) => ask('/api/auth/product-name-lookup', { name }, (a) => a.exists, NameLookupAnswer),
    uploadCategories: async () => {
      const r = await http.get(UploadCategories, '/api/auth/upload-categories');
      return r;
    },
    uploadPoster: (p) => {
      if (typeof FormData === 'undefined') return Promise.resolve(fail('NETWORK', 'Uploads need a browser'));
      const form = new FormData();
      form.set('name', p.name);
      form.set('description', p.description);
      form.set('category', String(p.categoryId));
      form.set('image', p.image, p.fileName);
      return write('/api/auth/products', 'POST', form);
    },
    saveProfile: (u) => {
      const form = new FormData();
      form.set('bio', u.bio ?? '');
      form.set('vat_number', u.vatNumber);
      if (u.avatar) form.set('avatar', u.avatar, 'avatar.jpg');
      return write('/api/auth/profile', 'PUT', form);
    },
    payoutDetails: () => http.get(PayoutDetailsView, '/api/auth/payout-details'),
    savePayoutDetails: async (change) => {
      if (csrf === null) {
        const s = await session();
        if (!s.ok) return s;
      }
      const r = await http.request(PayoutDetailsView, '/api/auth/payout-details', {
        method: 'PUT',
        body: change,
        headers: { 'x-csrf-token': csrf ?? '' },
      });
      return r.ok ? ok(r.value.value) : r;
    },
    transactions: (offset) => paged<AccountTransaction>(AccountTransactions, '/api/auth/account-transactions', offset),
    salesChart: () => http.get(SalesChart, '/api/auth/sales-chart'),
    reviewQueue: () => http.get(ReviewQueue, '/api/auth/review/queue'),
    approve: (id) => write(`/api/auth/review/products/${id}/approve`, 'POST', undefined),
    deny: (id, reason) => write(`/api/auth/review/products/${id}/deny`, 'POST', { reason }),
    logout: async () => {
      const r = await write('/api/auth/logout', 'POST', undefined);
      csrf = null;
      return r;
    },
  };
};
