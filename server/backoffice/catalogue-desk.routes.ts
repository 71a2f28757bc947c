/**
 * The back office's catalogue side over HTTP; the contract is in
 * src/adapters/http/contract/catalogue-desk.ts. Coupons, gift cards and artists need their
 * ability (admins), the review queue `moderation` (reviewers and admins); writes are audited.
 */
import type { FastifyInstance } from 'fastify';
import { idParam, intParam, stringParam } from '../http/params.js';
import { decodeBody } from '../http/request-body.js';
import { answerOf } from '../http/failure-status.js';
import { ADMIN_PAGE_SIZE } from '../../src/domain/backoffice/index.js';
import {
  AdminArtist,
  AdminArtistList,
  AdminCoupon,
  AdminCouponList,
  AdminGiftCard,
  ArtistSettingsRequest,
  CreateCouponRequest,
  TOTAL_COUNT_HEADER,
} from '../../src/adapters/http/contract/index.js';
import { requireAbility } from './staff-guard.js';
import { staffActOf } from './staff-act.js';
import type { CouponDesk } from './coupon-desk.service.js';
import type { GiftCardDesk } from './gift-card-desk.service.js';
import type { ArtistDesk } from './artist-desk.service.js';

type Query = Readonly<Record<string, unknown>>;
const pageOf = (q: Query) => {
  const page = intParam(q, 'page', 1, 100_000) ?? 1;
  return { offset: (page - 1) * ADMIN_PAGE_SIZE, limit: ADMIN_PAGE_SIZE };
};

export const catalogueDeskRoutes = (
  app: FastifyInstance,
  deps: { readonly coupons: CouponDesk; readonly giftCards: GiftCardDesk; readonly artists: ArtistDesk },
): void => {
  const { coupons, giftCards, artists } = deps;

  app.get<{ Querystring: Query }>('/api/admin/coupons', async (req, reply) => {
    requireAbility(req, 'coupons');
    const { coupons: list, total } = await coupons.list(pageOf(req.query));
    void reply.header(TOTAL_COUNT_HEADER, String(total));
    return AdminCouponList.encode(list);
  });

  app.post('/api/admin/coupons', async (req) =>
    AdminCoupon.encode(answerOf(await coupons.create(decodeBody(CreateCouponRequest, req.body), staffActOf(req, 'coupons')))),
  );

  app.post<{ Params: { id: string } }>('/api/admin/coupons/:id/expire', async (req) =>
    AdminCoupon.encode(answerOf(await coupons.expire(idParam(req.params.id), staffActOf(req, 'coupons')))),
  );

  app.get<{ Params: { code: string } }>('/api/admin/gift-cards/:code', async (req) => {
    requireAbility(req, 'giftCards');
    return AdminGiftCard.encode(answerOf(await giftCards.lookUp(req.params.code)));
  });

  app.post<{ Params: { code: string } }>('/api/admin/gift-cards/:code/void', async (req) =>
    AdminGiftCard.encode(answerOf(await giftCards.void(req.params.code, staffActOf(req, 'giftCards')))),
  );

  app.get<{ Querystring: Query }>('/api/admin/artists', async (req, reply) => {
    requireAbility(req, 'artists');
    const { artists: list, total } = await artists.list(stringParam(req.query, 'q', 100)?.trim() || undefined, pageOf(req.query));
    void reply.header(TOTAL_COUNT_HEADER, String(total));
    return AdminArtistList.encode(list);
  });

  app.patch<{ Params: { id: string } }>('/api/admin/artists/:id', async (req) => {
    const by = staffActOf(req, 'artists');
    return AdminArtist.encode(
      answerOf(await artists.update(idParam(req.params.id), decodeBody(ArtistSettingsRequest, req.body), by)),
    );
  });
};
