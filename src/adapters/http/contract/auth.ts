import * as t from 'io-ts';
import { SafeString } from './safe.js';

/**
 * Artist self-service and uploads (docs/rules/artists.md#artist-endpoints /api/auth/*, /api/upload-image). Multipart payloads
 * (poster upload, profile) are form fields, not JSON, so they have no codec here.
 */

/** PUT /api/auth/alias and POST /api/auth/artist-alias-lookup. */
export const AliasRequest = t.strict({ alias: SafeString }, 'AliasRequest');
export type AliasRequest = t.TypeOf<typeof AliasRequest>;

export const AliasLookupAnswer = t.strict({ exists: t.boolean }, 'AliasLookupAnswer');
export type AliasLookupAnswer = t.TypeOf<typeof AliasLookupAnswer>;

/** POST /api/auth/product-name-lookup. */
export const NameLookupRequest = t.strict({ name: SafeString }, 'NameLookupRequest');
export type NameLookupRequest = t.TypeOf<typeof NameLookupRequest>;

export const NameLookupAnswer = t.strict({ exists: t.boolean }, 'NameLookupAnswer');
export type NameLookupAnswer = t.TypeOf<typeof NameLookupAnswer>;

/** Failures are 4xx with an ApiError body, so a 2xx body only ever says `true`. */
export const SuccessAnswer = t.strict({ success: t.literal(true) }, 'SuccessAnswer');
export type SuccessAnswer = t.TypeOf<typeof SuccessAnswer>;

/**
 * `id`: opaque id of the stored customer image, later sent as a cart line's uploaded_image_id;
 * `width`/`height`: its pixels after the server's re-encode (the print check uses them).
 */
export const UploadImageAnswer = t.strict({ id: t.string, width: t.number, height: t.number }, 'UploadImageAnswer');
export type UploadImageAnswer = t.TypeOf<typeof UploadImageAnswer>;
