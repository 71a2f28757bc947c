/**
 * The artist's own account (spec §7 /api/auth/*; every route behind the session guard of
 * server/auth/guard.ts, so an artist only ever reaches their own rows: the artist id comes from
 * the session, never from the request).
 *
 * GET  /api/auth/account                 → AuthSession (refreshes the provider tokens on entry, spec §4)
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
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import sharp from 'sharp';
import type { Db } from '../db/db.port.js';
import type { Clock } from '../platform/clock.js';
import type { StoreContext } from '../http/store-context.js';
import { HttpProblem, badRequest } from '../http/errors.js';
import { checkRequestText } from '../http/input-guard.js';
import { decodeBody } from '../http/request-body.js';
import { slugify } from '../../src/domain/catalogue/slug.js';
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
import { checkAliasLength } from '../../src/domain/validation/alias.js';
import { checkBio, checkPosterDescription, checkPosterName } from '../../src/domain/validation/artist-fields.js';
import { checkVatNumber, normaliseVatNumber } from '../../src/domain/validation/vat-number.js';
import { canUploadPoster } from '../../src/domain/print/artist-upload.js';
import { checkArtistImage } from '../../src/domain/print/artist-upload.js';
import { canListInArtistUpload } from '../../src/domain/catalogue/category-eligibility.js';
import {
  ARTIST_MIN_IMAGE_SIDE_PX,
  ARTIST_POSTERS_PAGE_SIZE,
  BALANCE_CURRENCY,
  SALES_PAGE_SIZE,
} from '../../src/domain/constants.js';
import { LANGUAGES } from '../../src/domain/stores/stores.js';
import { PRODUCT_STATUS } from '../../src/domain/catalogue/product-status.js';
import {
  categoriesForUpload,
  findAccount,
  insertArtistPoster,
  listOwnPosters,
  listTransactions,
  lockPosterStatuses,
  posterNameTaken,
  posterStatuses,
  queuePosterImages,
  salesPerDay,
  updateProfile,
  type ProfileUpdate,
} from './account.repository.js';
import { claimAlias, isAliasTaken } from './alias.service.js';
import type { MediaStore } from '../uploads/media-store.port.js';
import { checkJpeg, UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS, type CheckedImage } from '../uploads/image-checks.js';
import type { ImageWork, ImageWorkPlace } from '../uploads/image-work.js';
import { ARTIST_MEDIA_PREFIX, artistMediaUrl, originalKey, POSTER_IMAGE_STEPS, type PosterImageQueue } from './poster-images.js';

const overLimit = (limit: number) => new HttpProblem(409, `You have reached your limit of ${limit} posters.`, 'POSTER.LIMIT');

export interface AccountRouteDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly context: (req: FastifyRequest) => StoreContext;
  readonly media: MediaStore;
  readonly images: PosterImageQueue;
  readonly imageWork: ImageWork;
  /** Checks the provider's tokens on entry; false when the session had to end. */
  readonly refresh: (session: SessionRow) => Promise<boolean>;
  /** English slug of the one category artists may not upload to (spec §5). */
  readonly excludedCategorySlug: string;
}

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const offsetOf = (value: unknown): number => {
  if (value === undefined || value === '') return 0;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 1_000_000) throw badRequest('Query parameter "offset" must be a non-negative integer');
  return n;
};

/** The shared upload checks (magic bytes, pixel limit, full decode, metadata-free re-encode). */
const checkedJpeg = async (data: Buffer): Promise<CheckedImage> => {
  const checked = await checkJpeg(data);
  if (!checked.ok) throw new HttpProblem(checked.error.status, checked.error.message, checked.error.code);
  return checked.value;
};

const lengthMessage = (field: string, min: number, max: number) =>
  `${field} must be more than ${min} and at most ${max} characters long.`;

interface MultipartForm {
  readonly fields: Record<string, string>;
  readonly file?: { readonly field: string; readonly data: Buffer; readonly filename: string };
}

/** Reads a multipart form with at most one file; a file over the size limit is a 413. */
const readForm = async (req: FastifyRequest, fileField: string): Promise<MultipartForm> => {
  if (!req.isMultipart()) throw new HttpProblem(415, 'Send the form as multipart/form-data.', 'REQUEST.NOT_MULTIPART');
  const fields: Record<string, string> = {};
  let file: MultipartForm['file'];
  for await (const part of req.parts({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 10_000 } })) {
    if (part.type === 'file') {
      const f = part as MultipartFile;
      const data = await f.toBuffer();
      if (f.fieldname === fileField && data.length > 0) file = { field: f.fieldname, data, filename: f.filename };
    } else if (typeof part.value === 'string') {
      // Form fields go to SQL like JSON fields do: no NUL character or broken Unicode (400).
      checkRequestText({ params: {}, query: {}, body: { [part.fieldname]: part.value } });
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, file };
};

export const accountRoutes = (app: FastifyInstance, deps: AccountRouteDeps): void => {
  const { db, media, images } = deps;
  const now = () => new Date(deps.clock.now());

  app.get('/api/auth/account', async (req) => {
    const session = requireSession(req);
    if (!(await deps.refresh(session))) throw unauthorized();
    const a = await findAccount(db, session.artist_id);
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
    return AliasLookupAnswer.encode({ exists: await isAliasTaken(db, alias, session.artist_id) });
  });

  app.put('/api/auth/alias', async (req) => {
    const session = requireSession(req);
    const { alias } = decodeBody(SaveAliasRequest, req.body);
    if (!checkAliasLength(alias).ok) throw badRequest(lengthMessage('The alias', 3, 50), 'ALIAS.LENGTH');
    if ((await claimAlias(db, session.artist_id, alias)) === 'taken')
      throw new HttpProblem(409, 'This alias is already taken. Choose another one.', 'ALIAS.EXISTS');
    return SuccessAnswer.encode({ success: true });
  });

  app.post('/api/auth/product-name-lookup', async (req) => {
    requireSession(req);
    const { name } = decodeBody(NameLookupRequest, req.body);
    return NameLookupAnswer.encode({ exists: await posterNameTaken(db, name) });
  });

  const uploadCategories = async (req: FastifyRequest) => {
    const language = deps.context(req).store.language;
    const rows = await categoriesForUpload(db, language);
    const excluded = rows.find((r) => r.en_slug === deps.excludedCategorySlug)?.id ?? null;
    return rows.filter((r) =>
      canListInArtistUpload(
        { id: r.id, productCount: 0, dynamic: r.dynamic, showInMenu: r.show_in_menu, productType: r.product_type },
        excluded,
      ),
    );
  };

  app.get('/api/auth/upload-categories', async (req) =>
    UploadCategories.encode((await uploadCategories(req)).map((c) => ({ id: c.id, name: c.name ?? '' }))),
  );

  app.get<{ Querystring: { offset?: string } }>('/api/auth/products', async (req, reply) => {
    const session = requireSession(req);
    const { total, rows } = await listOwnPosters(
      db,
      session.artist_id,
      deps.context(req).store.language,
      ARTIST_POSTERS_PAGE_SIZE,
      offsetOf(req.query.offset),
    );
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
        slug: r.status === PRODUCT_STATUS.forSale || r.status === PRODUCT_STATUS.approved ? r.slug : null,
        processing: r.total === null ? null : { done: r.done ?? 0, total: r.total, state: (r.state ?? 'queued') as 'queued' },
        created_at: new Date(r.created_at).toISOString(),
      })),
    );
  });

  app.post('/api/auth/products', async (req) => {
    const session = requireSession(req);
    const account = await findAccount(db, session.artist_id);
    if (!account) throw unauthorized();
    if (!account.alias) throw new HttpProblem(409, 'Choose your artist alias before uploading posters.', 'POSTER.NO_ALIAS');
    // Refused before the image is read; checked again below, atomically with the insert.
    if (!canUploadPoster(await posterStatuses(db, session.artist_id), account.product_limit))
      throw overLimit(account.product_limit);
    // A place in the image-work limit before the body is read: bodies held in memory are bounded too.
    const place = deps.imageWork.admit();
    try {
      await addPoster(req, session, account.alias, place);
    } finally {
      place.release();
    }
    return SuccessAnswer.encode({ success: true });
  });

  const addPoster = async (req: FastifyRequest, session: SessionRow, alias: string, place: ImageWorkPlace): Promise<void> => {
    const form = await readForm(req, 'image');
    const name = form.fields.name ?? '';
    const description = form.fields.description ?? '';
    if (!checkPosterName(name).ok) throw badRequest(lengthMessage('The name', 3, 20), 'POSTER.NAME');
    if (!checkPosterDescription(description).ok)
      throw badRequest(lengthMessage('The description', 20, 120), 'POSTER.DESCRIPTION');
    const categoryId = Number(form.fields.category);
    if (!(await uploadCategories(req)).some((c) => c.id === categoryId))
      throw badRequest('Choose one of the offered categories.', 'POSTER.CATEGORY');
    if (!form.file) throw badRequest('Choose a JPEG image of your poster.', 'POSTER.IMAGE');
    const file = form.file;
    const image = await place.run(() => checkedJpeg(file.data));
    const size = { width: image.width, height: image.height };
    const checked = checkArtistImage({ name: form.file.filename || 'image.jpg', mimeType: 'image/jpeg' }, size);
    if (!checked.ok) {
      throw new HttpProblem(
        422,
        checked.error.code === 'ARTIST_IMAGE.TOO_SMALL'
          ? `The image is too small (${size.width} × ${size.height} px): it must not be square and one side must be at least ${ARTIST_MIN_IMAGE_SIDE_PX} px.`
          : 'The image must be a JPEG (.jpg or .jpeg).',
        checked.error.code,
      );
    }
    const productId = await db.transaction(async (tx) => {
      const locked = await lockPosterStatuses(tx, session.artist_id);
      if (!canUploadPoster(locked.statuses, locked.productLimit)) throw overLimit(locked.productLimit);
      if (await posterNameTaken(tx, name))
        throw new HttpProblem(409, 'A poster with this name already exists. Choose another name.', 'POSTER.NAME_EXISTS');
      const portrait = size.width <= size.height;
      const id = await insertArtistPoster(tx, {
        sku: `ART-${randomBytes(5).toString('hex').toUpperCase()}`,
        artistId: session.artist_id,
        portrait,
        createdAt: now(),
        // Wood frames, like most prints: the wall's first frame choice then frames it with the others.
        metadata: { portrait, artist_upload: true, artist_description: description, pp: true, frame_type: 'wood' },
        slugBase: slugify(name) || 'poster',
        name,
        categoryId,
        descriptionHtml: `<p>${escapeHtml(description)}</p><p>${escapeHtml(alias)}</p>`,
      });
      await media.put(originalKey(id), image.jpeg);
      await queuePosterImages(tx, id, {
        original: originalKey(id),
        width: size.width,
        height: size.height,
        steps: POSTER_IMAGE_STEPS,
        at: now(),
      });
      return id;
    });
    images.enqueue(productId);
  };

  app.put('/api/auth/profile', async (req) => {
    const session = requireSession(req);
    const place = deps.imageWork.admit();
    try {
      await updateOwnProfile(req, session, place);
    } finally {
      place.release();
    }
    return SuccessAnswer.encode({ success: true });
  });

  const updateOwnProfile = async (req: FastifyRequest, session: SessionRow, place: ImageWorkPlace): Promise<void> => {
    const form = await readForm(req, 'avatar');
    const updates: ProfileUpdate = {};
    if ('bio' in form.fields) {
      const bio = form.fields.bio === '' ? null : form.fields.bio!;
      if (!checkBio(bio).ok) throw badRequest(lengthMessage('The bio', 20, 160), 'PROFILE.BIO');
      updates.bio = bio;
    }
    if ('vat_number' in form.fields) {
      const vat = form.fields.vat_number!;
      if (!checkVatNumber(vat).ok) throw badRequest('The VAT number does not match the format of its country.', 'PROFILE.VAT');
      updates.vat_number = normaliseVatNumber(vat);
    }
    const file = form.file;
    if (file) {
      const webp = await place.run(async () => {
        const avatar = await checkedJpeg(file.data);
        return sharp(avatar.jpeg, { limitInputPixels: UPLOAD_MAX_PIXELS })
          .resize(256, 256, { fit: 'cover' })
          .webp({ quality: 85 })
          .toBuffer();
      });
      const hash = createHash('sha256').update(webp).digest('hex').slice(0, 16);
      const key = `${ARTIST_MEDIA_PREFIX}/avatars/${session.artist_id}-${hash}.webp`;
      await media.put(key, webp);
      updates.avatar = artistMediaUrl(key);
    }
    await updateProfile(db, session.artist_id, updates);
  };

  app.get<{ Querystring: { offset?: string } }>('/api/auth/account-transactions', async (req, reply) => {
    const session = requireSession(req);
    const { total, rows } = await listTransactions(db, session.artist_id, SALES_PAGE_SIZE, offsetOf(req.query.offset));
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
    return SalesChart.encode({ currency: BALANCE_CURRENCY, points: await salesPerDay(db, session.artist_id) });
  });
};
