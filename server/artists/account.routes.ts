/**
 * The artist's own account (docs/rules/artists.md#artist-endpoints /api/auth/*; every route behind the session guard of
 * server/auth/guard.ts, so an artist only ever reaches their own rows: the artist id comes from
 * the session, never from the request).
 *
 * GET  /api/auth/account                 → AuthSession (refreshes the provider tokens on entry, docs/rules/artists.md#onboarding-and-alias)
 * PUT  /api/auth/alias                   SaveAliasRequest → SuccessAnswer
 * POST /api/auth/artist-alias-lookup     AliasRequest → AliasLookupAnswer
 * GET  /api/auth/products?offset         → OwnPosters + X-Total-Count (24 a page)
 * POST /api/auth/products                multipart name, description, category, image → SuccessAnswer
 * POST /api/auth/product-name-lookup     NameLookupRequest → NameLookupAnswer
 * PUT  /api/auth/profile                 multipart vat_number, bio, avatar (optional) → SuccessAnswer
 * GET  /api/auth/account-transactions    ?offset → AccountTransactions + X-Total-Count (30 a page)
 * GET  /api/auth/sales-chart             → SalesChart
 * GET  /api/auth/upload-categories       → UploadCategories
 */
import { answerOf } from '../http/failure-status.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/db.port.js';
import type { Clock } from '../platform/clock.js';
import type { StoreContext } from '../http/store-context.js';
import { intParam } from '../http/params.js';
import { readMultipartForm } from '../http/multipart-form.js';
import { decodeBody } from '../http/request-body.js';
import { requireSession, unauthorized } from '../auth/guard.js';
import type { SessionRow } from '../auth/session.repository.js';
import {
  AccountTransactions,
  AliasLookupAnswer,
  AliasRequest,
  AuthSession,
  NameLookupAnswer,
  NameLookupRequest,
  OwnPosters,
  SalesChart,
  SaveAliasRequest,
  SuccessAnswer,
  TOTAL_COUNT_HEADER,
  UploadCategories,
} from '../../src/adapters/http/contract/index.js';
import { BALANCE_CURRENCY, LIST_OFFSET_MAX } from '../../src/domain/constants.js';
import type { MediaStore } from '../platform/media-store.port.js';
import { UPLOAD_MAX_BYTES } from '../platform/image-checks.js';
import type { ImageWork } from '../platform/image-work.js';
import type { PosterImageQueue } from './poster-images.js';
import { createArtistAccountService } from './artist-account.service.js';

export interface AccountRouteDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly context: (req: FastifyRequest) => StoreContext;
  readonly media: MediaStore;
  readonly images: PosterImageQueue;
  readonly imageWork: ImageWork;
  /** Checks the provider's tokens on entry; false when the session had to end. */
  readonly refresh: (session: SessionRow) => Promise<boolean>;
  /** English slug of the one category artists may not upload to (docs/rules/artists.md#directory-and-profile). */
  readonly excludedCategorySlug: string;
}

const offsetOf = (query: Readonly<Record<string, unknown>>): number => intParam(query, 'offset', 0, LIST_OFFSET_MAX) ?? 0;

export const accountRoutes = (app: FastifyInstance, deps: AccountRouteDeps): void => {
  const service = createArtistAccountService(deps);
  const language = (req: FastifyRequest) => deps.context(req).store.language;

  app.get('/api/auth/account', async (req) => {
    const session = requireSession(req);
    if (!(await deps.refresh(session))) throw unauthorized();
    const a = await service.account(session.artist_id);
    if (!a) throw unauthorized();
    return AuthSession.encode({
      account: { ...a, currency: BALANCE_CURRENCY, posters: a.posters, sales: a.sales, balance: a.balance },
      role: a.role,
      csrf_token: session.csrf_token,
    });
  });

  app.post('/api/auth/artist-alias-lookup', async (req) => {
    const session = requireSession(req);
    const { alias } = decodeBody(AliasRequest, req.body);
    return AliasLookupAnswer.encode({ exists: await service.aliasTaken(alias, session.artist_id) });
  });

  app.put('/api/auth/alias', async (req) => {
    const session = requireSession(req);
    const { alias } = decodeBody(SaveAliasRequest, req.body);
    answerOf(await service.saveAlias(session.artist_id, alias));
    return SuccessAnswer.encode({ success: true });
  });

  app.post('/api/auth/product-name-lookup', async (req) => {
    requireSession(req);
    const { name } = decodeBody(NameLookupRequest, req.body);
    return NameLookupAnswer.encode({ exists: await service.posterNameTaken(name) });
  });

  app.get('/api/auth/upload-categories', async (req) =>
    UploadCategories.encode((await service.uploadCategories(language(req))).map((c) => ({ id: c.id, name: c.name ?? '' }))),
  );

  app.get<{ Querystring: { offset?: string } }>('/api/auth/products', async (req, reply) => {
    const session = requireSession(req);
    const { total, rows } = await service.ownPosters(session.artist_id, language(req), offsetOf(req.query));
    void reply.header(TOTAL_COUNT_HEADER, String(total));
    return OwnPosters.encode(
      rows.map((r) => ({
        id: r.id,
        name: r.name,
        description: r.description,
        status: r.status,
        thumb: r.thumb,
        category: r.category,
        review_note: r.review_note,
        slug: r.slug,
        processing: r.total === null ? null : { done: r.done ?? 0, total: r.total, state: (r.state ?? 'queued') as 'queued' },
        created_at: new Date(r.created_at).toISOString(),
      })),
    );
  });

  app.post('/api/auth/products', async (req) => {
    const session = requireSession(req);
    answerOf(
      await service.uploadPoster(session.artist_id, language(req), () => readMultipartForm(req, 'image', UPLOAD_MAX_BYTES)),
    );
    return SuccessAnswer.encode({ success: true });
  });

  app.put('/api/auth/profile', async (req) => {
    const session = requireSession(req);
    answerOf(await service.updateProfile(session.artist_id, () => readMultipartForm(req, 'avatar', UPLOAD_MAX_BYTES)));
    return SuccessAnswer.encode({ success: true });
  });

  app.get<{ Querystring: { offset?: string } }>('/api/auth/account-transactions', async (req, reply) => {
    const session = requireSession(req);
    const { total, rows } = await service.transactions(session.artist_id, offsetOf(req.query));
    void reply.header(TOTAL_COUNT_HEADER, String(total));
    return AccountTransactions.encode(
      rows.map((r) => ({
        accounted_at: r.accounted_at ? new Date(r.accounted_at).toISOString() : null,
        created_at: new Date(r.created_at).toISOString(),
        description: r.description,
        amount: r.amount,
        currency: r.currency,
        exchange_rate: Number(r.exchange_rate),
        balance: r.balance,
        sale:
          r.order_id === null
            ? null
            : {
                order_id: r.order_id,
                quantity: r.quantity,
                sale_currency: r.sale_currency,
                sale_price: r.sale_price,
                vat: r.vat,
                fees: r.fees,
                commission: r.commission,
              },
      })),
    );
  });

  app.get('/api/auth/sales-chart', async (req) => {
    const session = requireSession(req);
    return SalesChart.encode({ currency: BALANCE_CURRENCY, points: await service.salesChart(session.artist_id) });
  });
};
