/**
 * The artist's own account (docs/rules/artists.md#poster-upload "Poster upload (artist)", "Profile", docs/rules/artists.md#artist-endpoints /api/auth/*): the
 * rules behind the account routes. Limits and checks come from src/domain; the artist id always
 * comes from the session, so an artist only ever reaches their own rows.
 */
import { createHash, randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Db } from '../db/db.port.js';
import type { Clock } from '../platform/clock.js';
import { failed, failure, refuse, Refusal, settle, succeeded, type Failure, type Outcome } from '../platform/outcome.js';
import { escapeHtml } from '../http/escape-html.js';
import { slugify } from '../../src/domain/catalogue/slug.js';
import { checkAliasLength } from '../../src/domain/validation/alias.js';
import { checkBio, checkPosterDescription, checkPosterName } from '../../src/domain/validation/artist-fields.js';
import type { LengthError } from '../../src/domain/validation/length-rule.js';
import { checkVatNumber, normaliseVatNumber } from '../../src/domain/validation/vat-number.js';
import { canUploadPoster, checkArtistImage } from '../../src/domain/print/artist-upload.js';
import { orientationOf } from '../../src/domain/print/orientation.js';
import { canListInArtistUpload } from '../../src/domain/catalogue/category-eligibility.js';
import { PRODUCT_STATUS } from '../../src/domain/catalogue/product-status.js';
import {
  ARTIST_AVATAR_PX,
  ARTIST_MIN_IMAGE_SIDE_PX,
  ARTIST_POSTERS_PAGE_SIZE,
  SALES_PAGE_SIZE,
} from '../../src/domain/constants.js';
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
  type AccountRow,
  type ProfileUpdate,
} from './account.repository.js';
import { claimAlias, isAliasTaken } from './alias.service.js';
import type { MediaStore } from '../platform/media-store.port.js';
import { checkJpeg, UPLOAD_MAX_PIXELS, type CheckedImage } from '../platform/image-checks.js';
import type { ImageWork } from '../platform/image-work.js';
import { ARTIST_MEDIA_PREFIX, artistMediaUrl, originalKey, POSTER_IMAGE_STEPS, type PosterImageQueue } from './poster-images.js';

/** A multipart form as the route read it: its text fields and at most one file. */
export interface AccountForm {
  readonly fields: Readonly<Record<string, string>>;
  readonly file?: { readonly data: Buffer; readonly filename: string };
}

export interface ArtistAccountDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly media: MediaStore;
  readonly images: PosterImageQueue;
  readonly imageWork: ImageWork;
  /** English slug of the one category artists may not upload to (docs/rules/artists.md#directory-and-profile). */
  readonly excludedCategorySlug: string;
}

/** A new artist poster's SKU: "ART-" and ten upper-case hex digits from five random bytes. */
export const artistPosterSku = (random: Buffer = randomBytes(5)): string => `ART-${random.toString('hex').toUpperCase()}`;

/** The stored description of an artist's poster: their text, then their alias, each escaped as HTML text. */
export const posterDescriptionHtml = (description: string, alias: string): string =>
  `<p>${escapeHtml(description)}</p><p>${escapeHtml(alias)}</p>`;

/** The start of an uploaded poster's slug, made from its name; the repository makes it unique. */
export const posterSlugBase = (name: string): string => slugify(name) || 'poster';

/** Whether an account may upload now (docs/rules/artists.md#poster-upload): an alias chosen, and under its poster limit. */
export const uploadRefusal = (
  account: Pick<AccountRow, 'alias' | 'product_limit'>,
  statuses: readonly number[],
): Failure | null => {
  if (!account.alias) return failure('POSTER.NO_ALIAS', 'Choose your artist alias before uploading posters.');
  return canUploadPoster(statuses, account.product_limit) ? null : overLimit(account.product_limit);
};

const overLimit = (limit: number) => failure('POSTER.LIMIT', `You have reached your limit of ${limit} posters.`);

/** "The name must be more than 3 and at most 20 characters long.", bounds from the domain's rule. */
export const lengthMessage = (label: string, e: Pick<LengthError, 'min' | 'max'>): string =>
  `${label} must be more than ${e.min} and at most ${e.max} characters long.`;

/** The shared upload checks (magic bytes, pixel limit, full decode, metadata-free re-encode). */
const checkedJpeg = async (data: Buffer): Promise<CheckedImage> => {
  const checked = await checkJpeg(data);
  if (!checked.ok) return refuse(checked.error.code, checked.error.message);
  return checked.value;
};

/** The avatar as stored: a centred square, WebP. */
export const avatarWebp = (jpeg: Buffer): Promise<Buffer> =>
  sharp(jpeg, { limitInputPixels: UPLOAD_MAX_PIXELS })
    .resize(ARTIST_AVATAR_PX, ARTIST_AVATAR_PX, { fit: 'cover' })
    .webp({ quality: 85 })
    .toBuffer();

/** A poster's public slug shows only once it is in the catalogue. */
const publicSlug = (status: number, slug: string | null): string | null =>
  status === PRODUCT_STATUS.forSale || status === PRODUCT_STATUS.approved ? slug : null;

export const createArtistAccountService = (deps: ArtistAccountDeps) => {
  const { db, media, images } = deps;
  const now = () => new Date(deps.clock.now());

  const uploadCategories = async (language: string) => {
    const rows = await categoriesForUpload(db, language);
    const excluded = rows.find((r) => r.en_slug === deps.excludedCategorySlug)?.id ?? null;
    return rows.filter((r) =>
      canListInArtistUpload(
        { id: r.id, productCount: 0, dynamic: r.dynamic, showInMenu: r.show_in_menu, productType: r.product_type },
        excluded,
      ),
    );
  };

  const addPoster = async (artistId: number, alias: string, language: string, form: AccountForm, run: RunImageWork) => {
    const name = form.fields.name ?? '';
    const description = form.fields.description ?? '';
    const nameCheck = checkPosterName(name);
    if (!nameCheck.ok) return refuse('POSTER.NAME', lengthMessage('The name', nameCheck.error));
    const descriptionCheck = checkPosterDescription(description);
    if (!descriptionCheck.ok) return refuse('POSTER.DESCRIPTION', lengthMessage('The description', descriptionCheck.error));
    const categoryId = Number(form.fields.category);
    if (!(await uploadCategories(language)).some((c) => c.id === categoryId))
      return refuse('POSTER.CATEGORY', 'Choose one of the offered categories.');
    if (!form.file) return refuse('POSTER.IMAGE', 'Choose a JPEG image of your poster.');
    const file = form.file;
    const image = await run(() => checkedJpeg(file.data));
    const size = { width: image.width, height: image.height };
    const checked = checkArtistImage({ name: file.filename || 'image.jpg', mimeType: 'image/jpeg' }, size);
    if (!checked.ok) {
      return refuse(
        checked.error.code,
        checked.error.code === 'ARTIST_IMAGE.TOO_SMALL' && checked.error.reason === 'proportions'
          ? `The image is ${size.width} × ${size.height} px: a print is at most three times as long as it is wide (between 1:3 and 3:1).`
          : checked.error.code === 'ARTIST_IMAGE.TOO_SMALL'
            ? `The image is too small (${size.width} × ${size.height} px): it must not be square and one side must be at least ${ARTIST_MIN_IMAGE_SIDE_PX} px.`
            : 'The image must be a JPEG (.jpg or .jpeg).',
      );
    }
    const productId = await db.transaction(async (tx) => {
      const locked = await lockPosterStatuses(tx, artistId);
      if (!canUploadPoster(locked.statuses, locked.productLimit)) throw new Refusal(overLimit(locked.productLimit));
      if (await posterNameTaken(tx, name))
        return refuse('POSTER.NAME_EXISTS', 'A poster with this name already exists. Choose another name.');
      const portrait = orientationOf(size) === 'portrait';
      const id = await insertArtistPoster(tx, {
        sku: artistPosterSku(),
        artistId,
        portrait,
        createdAt: now(),
        // Wood frames, like most prints: the wall's first frame choice then frames it with the others.
        metadata: { portrait, artist_upload: true, artist_description: description, pp: true, frame_type: 'wood' },
        slugBase: posterSlugBase(name),
        name,
        categoryId,
        descriptionHtml: posterDescriptionHtml(description, alias),
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

  /** Runs `work` holding a place in the image-work limit, taken before the form (and its file) is read. */
  const withImagePlace = async (
    readForm: () => Promise<AccountForm>,
    work: (form: AccountForm, run: RunImageWork) => Promise<void>,
  ) => {
    const place = deps.imageWork.admit();
    try {
      await work(await readForm(), (f) => place.run(f));
    } finally {
      place.release();
    }
  };

  return {
    account: (artistId: number) => findAccount(db, artistId),

    aliasTaken: (alias: string, artistId: number) => isAliasTaken(db, alias, artistId),

    saveAlias: async (artistId: number, alias: string): Promise<Outcome<void>> => {
      const length = checkAliasLength(alias);
      if (!length.ok) return failed('ALIAS.LENGTH', lengthMessage('The alias', length.error));
      if ((await claimAlias(db, artistId, alias)) === 'taken')
        return failed('ALIAS.EXISTS', 'This alias is already taken. Choose another one.');
      return succeeded(undefined);
    },

    posterNameTaken: (name: string) => posterNameTaken(db, name),

    uploadCategories,

    ownPosters: async (artistId: number, language: string, offset: number) => {
      const { total, rows } = await listOwnPosters(db, artistId, language, ARTIST_POSTERS_PAGE_SIZE, offset);
      return { total, rows: rows.map((r) => ({ ...r, slug: publicSlug(r.status, r.slug) })) };
    },

    /**
     * Adds a poster for review. Refused before the form is read when the account may not upload;
     * the limit is checked again atomically with the insert, so parallel uploads cannot pass it.
     */
    uploadPoster: async (artistId: number, language: string, readForm: () => Promise<AccountForm>): Promise<Outcome<void>> => {
      const account = await findAccount(db, artistId);
      if (!account) return failed('AUTH.NO_SESSION', 'Please log in to see your artist account.');
      const refusal = uploadRefusal(account, await posterStatuses(db, artistId));
      if (refusal) return { ok: false, error: refusal };
      return settle(() => withImagePlace(readForm, (form, run) => addPoster(artistId, account.alias, language, form, run)));
    },

    updateProfile: (artistId: number, readForm: () => Promise<AccountForm>): Promise<Outcome<void>> =>
      settle(() =>
        withImagePlace(readForm, async (form, run) => {
          const updates: ProfileUpdate = {};
          if ('bio' in form.fields) {
            const bio = form.fields.bio === '' ? null : form.fields.bio!;
            const checked = checkBio(bio);
            if (!checked.ok) return refuse('PROFILE.BIO', lengthMessage('The bio', checked.error));
            updates.bio = bio;
          }
          if ('vat_number' in form.fields) {
            const vat = form.fields.vat_number!;
            if (!checkVatNumber(vat).ok) return refuse('PROFILE.VAT', 'The VAT number does not match the format of its country.');
            updates.vat_number = normaliseVatNumber(vat);
          }
          const file = form.file;
          if (file) {
            const webp = await run(async () => avatarWebp((await checkedJpeg(file.data)).jpeg));
            const hash = createHash('sha256').update(webp).digest('hex').slice(0, 16);
            const key = `${ARTIST_MEDIA_PREFIX}/avatars/${artistId}-${hash}.webp`;
            await media.put(key, webp);
            updates.avatar = artistMediaUrl(key);
          }
          await updateProfile(db, artistId, updates);
        }),
      ),

    transactions: (artistId: number, offset: number) => listTransactions(db, artistId, SALES_PAGE_SIZE, offset),

    salesChart: (artistId: number) => salesPerDay(db, artistId),
  };
};

type RunImageWork = <T>(work: () => Promise<T>) => Promise<T>;

export type ArtistAccountService = ReturnType<typeof createArtistAccountService>;
