/**
 * The CatalogueDeskGateway over /api/admin/*. Every write carries the staff session's CSRF token
 * (X-CSRF-Token), learnt from GET /api/admin/session, which the page asks first.
 */
import type * as t from 'io-ts';
import { ok } from '../../domain/result/result';
import type { CatalogueDeskGateway } from '../../application/ports/catalogue-desk.port';
import { StaffSession } from './contract/backoffice';
import { AdminArtist, AdminArtistList, AdminGiftCard, AdminCoupon, AdminCouponList } from './contract/catalogue-desk';
import { SuccessAnswer } from './contract/auth';
import { AdminProduct, AdminProductList } from './contract/catalogue-admin';
import { ReviewQueue } from './contract/marketplace';
import type { HttpClient } from './http-client';

export const createHttpCatalogueDesk = (http: HttpClient): CatalogueDeskGateway => {
  let csrf: string | null = null;
  const session: CatalogueDeskGateway['session'] = async () => {
    const r = await http.get(StaffSession, '/api/admin/session');
    if (!r.ok) return r;
    csrf = r.value.csrf_token;
    const { csrf_token: _, ...identity } = r.value;
    return ok(identity);
  };
  const send = async <C extends t.Mixed>(codec: C, path: string, body: unknown, method: 'POST' | 'PATCH' | 'PUT' = 'POST') => {
    if (csrf === null) {
      const s = await session();
      if (!s.ok) return s;
    }
    const r = await http.request(codec, path, { method, body, headers: { 'x-csrf-token': csrf ?? '' } });
    return r.ok ? ok(r.value.value) : r;
  };
  const write = (path: string, body: unknown) => send(AdminCoupon, path, body);
  const decide = async (path: string, body: unknown) => {
    const r = await send(SuccessAnswer, path, body);
    return r.ok ? ok(true as const) : r;
  };
  return {
    session,
    coupons: async (page) => {
      const r = await http.request(AdminCouponList, '/api/admin/coupons', { query: { page: page > 1 ? page : undefined } });
      return r.ok ? ok({ coupons: r.value.value, total: r.value.total }) : r;
    },
    createCoupon: (coupon) => write('/api/admin/coupons', coupon),
    expireCoupon: (id) => write(`/api/admin/coupons/${id}/expire`, {}),
    reviewQueue: () => http.get(ReviewQueue, '/api/admin/review/queue'),
    approve: (id) => decide(`/api/admin/review/products/${id}/approve`, {}),
    deny: (id, reason) => decide(`/api/admin/review/products/${id}/deny`, { reason }),
    artists: async (q, page) => {
      const query = { q: q === '' ? undefined : q, page: page > 1 ? page : undefined };
      const r = await http.request(AdminArtistList, '/api/admin/artists', { query });
      return r.ok ? ok({ artists: r.value.value, total: r.value.total }) : r;
    },
    updateArtist: (id, change) => send(AdminArtist, `/api/admin/artists/${id}`, change, 'PATCH'),
    giftCard: (code) => http.get(AdminGiftCard, `/api/admin/gift-cards/${encodeURIComponent(code)}`),
    voidGiftCard: (code) => send(AdminGiftCard, `/api/admin/gift-cards/${encodeURIComponent(code)}/void`, {}),
    products: async (q, page) => {
      const query = { q: q === '' ? undefined : q, page: page > 1 ? page : undefined };
      const r = await http.request(AdminProductList, '/api/admin/catalogue/products', { query });
      return r.ok ? ok({ products: r.value.value, total: r.value.total }) : r;
    },
    moveProduct: async (id, move) => {
      const r = await send(AdminProduct, `/api/admin/catalogue/products/${id}/status`, { move });
      if (!r.ok) return r;
      const p = r.value;
      const name = p.texts.find((x) => x.language === 'en')?.name ?? p.texts[0]?.name ?? '';
      const thumb = p.images.find((i) => i.type === 'thumb')?.url ?? null;
      return ok({ id: p.id, sku: p.sku, type: p.type, status: p.status, name, artist: null, thumb, categories: [] });
    },
  };
};
