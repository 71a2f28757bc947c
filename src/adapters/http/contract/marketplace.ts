import * as t from 'io-ts';
import { SafeString } from './safe.js';
import { ArtistAccount } from './artist.js';
import { nullable } from './nullable.js';

/**
 * The artist marketplace beyond docs/rules/artists.md#sign-in-and-sessions table: the session answer artist pages refresh on
 * entry, the artist's own posters with their processing progress, the sales chart and the
 * reviewers' moderation queue.
 */
export const AccountRole = t.union([t.literal('artist'), t.literal('reviewer')], 'AccountRole');
export type AccountRole = t.TypeOf<typeof AccountRole>;

/** GET /api/auth/account: the account, its role and the CSRF token for writes (X-CSRF-Token). */
export const AuthSession = t.strict({ account: ArtistAccount, role: AccountRole, csrf_token: t.string }, 'AuthSession');
export type AuthSession = t.TypeOf<typeof AuthSession>;

export const PosterProcessing = t.strict(
  {
    done: t.number,
    total: t.number,
    state: t.union([t.literal('queued'), t.literal('processing'), t.literal('ready'), t.literal('failed')]),
  },
  'PosterProcessing',
);
export type PosterProcessing = t.TypeOf<typeof PosterProcessing>;

/**
 * One of the artist's own posters (GET /api/auth/products). `status` is the docs/rules/artists.md#onboarding-and-alias code;
 * `thumb` is null until the images are made; `review_note` is the reviewer's reason when denied.
 */
export const OwnPoster = t.strict(
  {
    id: t.number,
    name: t.string,
    description: t.string,
    status: t.number,
    thumb: nullable(t.string),
    category: nullable(t.string),
    review_note: nullable(t.string),
    processing: nullable(PosterProcessing),
    slug: nullable(t.string),
    created_at: t.string,
  },
  'OwnPoster',
);
export type OwnPoster = t.TypeOf<typeof OwnPoster>;

export const OwnPosters = t.array(OwnPoster, 'OwnPosters');
export type OwnPosters = t.TypeOf<typeof OwnPosters>;

/** Sales and earnings per day (GET /api/auth/sales-chart); earnings in minor units of `currency`. */
/** `paid_out`: what the artist was paid out that day (docs/rules/artists.md#payouts), in the chart's currency's minor units. */
export const SalesChartPoint = t.strict(
  { date: t.string, sales: t.number, earnings: t.number, paid_out: t.number },
  'SalesChartPoint',
);
export type SalesChartPoint = t.TypeOf<typeof SalesChartPoint>;

export const SalesChart = t.strict({ currency: t.string, points: t.array(SalesChartPoint) }, 'SalesChart');
export type SalesChart = t.TypeOf<typeof SalesChart>;

/** A poster waiting for a reviewer (GET /api/auth/review/queue). */
export const ReviewItem = t.strict(
  {
    id: t.number,
    name: t.string,
    description: t.string,
    artist: t.string,
    category: nullable(t.string),
    image: nullable(t.string),
    processing: nullable(PosterProcessing),
    created_at: t.string,
  },
  'ReviewItem',
);
export type ReviewItem = t.TypeOf<typeof ReviewItem>;

export const ReviewQueue = t.array(ReviewItem, 'ReviewQueue');
export type ReviewQueue = t.TypeOf<typeof ReviewQueue>;

/** POST /api/auth/review/products/{id}/deny. */
export const DenyRequest = t.strict({ reason: SafeString }, 'DenyRequest');
export type DenyRequest = t.TypeOf<typeof DenyRequest>;

/** PUT /api/auth/alias: the alias and the accepted terms (docs/rules/artists.md#onboarding-and-alias "Saving needs terms accepted"). */
export const SaveAliasRequest = t.strict({ alias: SafeString, terms: t.literal('accepted') }, 'SaveAliasRequest');
export type SaveAliasRequest = t.TypeOf<typeof SaveAliasRequest>;

/** GET /api/auth/upload-categories: the categories a poster may be uploaded to (docs/rules/catalogue.md#category-pages). */
export const UploadCategory = t.strict({ id: t.number, name: t.string }, 'UploadCategory');
export type UploadCategory = t.TypeOf<typeof UploadCategory>;

export const UploadCategories = t.array(UploadCategory, 'UploadCategories');
export type UploadCategories = t.TypeOf<typeof UploadCategories>;
