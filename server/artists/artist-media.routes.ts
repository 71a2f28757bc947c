/**
 * GET /artist-media/* — the images the marketplace made: avatars, and the generated images of
 * uploaded posters (server/artists/poster-images.ts). An avatar, and a poster that is public
 * (for sale or approved, docs/rules/artists.md#onboarding-and-alias), are anyone's and cached for a year. A poster still in review,
 * or denied, is shown only to its artist, to reviewers, and to staff whose role may moderate (the
 * back office's review queue), never cached, and to anyone else
 * answers 404 like a missing file, so its existence is not told either. The file names carry
 * 128 random bits, so they cannot be guessed from the poster id and the time.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/db.port.js';
import { sessionOf } from '../auth/guard.js';
import type { SessionRow } from '../auth/session.repository.js';
import type { Sessions } from '../auth/sessions.js';
import type { MediaStore } from '../platform/media-store.port.js';
import { isPublicStatus } from '../../src/domain/catalogue/product-status.js';
import { ARTIST_MEDIA_PREFIX } from './poster-images.js';
import { posterOwnership, type PosterOwnership } from './artist-media.repository.js';

export interface ArtistMediaDeps {
  readonly db: Queryable;
  readonly media: MediaStore;
  readonly sessions: Sessions;
  /** Whether the request is a staff member's who may moderate; the back office answers it (wired in app.ts). */
  readonly staffMayModerate?: (req: FastifyRequest) => Promise<boolean>;
}

const POSTER_FILE = /^posters\/(\d{1,9})\/[a-z0-9-]+\.webp$/;
const AVATAR_FILE = /^avatars\/\d+-[a-f0-9]+\.webp$/;

const mayView = (poster: PosterOwnership, viewer: SessionRow | undefined): boolean =>
  viewer !== undefined && (viewer.artist_id === poster.artist_id || viewer.role === 'reviewer');

const missing = (reply: FastifyReply) =>
  reply.code(404).header('cache-control', 'no-store').send({ statusCode: 404, error: 'Not Found', message: 'No such image' });

export const artistMediaRoutes = (app: FastifyInstance, deps: ArtistMediaDeps): void => {
  const { db, media, sessions } = deps;

  app.get<{ Params: { '*': string } }>(`/${ARTIST_MEDIA_PREFIX}/*`, async (req, reply) => {
    const name = req.params['*'];
    const posterId = POSTER_FILE.exec(name)?.[1];
    if (posterId === undefined && !AVATAR_FILE.test(name)) return missing(reply);
    let cache = 'public, max-age=31536000, immutable';
    if (posterId !== undefined) {
      const poster = await posterOwnership(db, Number(posterId));
      if (!poster) return missing(reply);
      if (!isPublicStatus(poster.status)) {
        const allowed = mayView(poster, await sessionOf(req, sessions)) || (await deps.staffMayModerate?.(req)) === true;
        if (!allowed) return missing(reply);
        cache = 'private, no-store';
      }
    }
    const data = await media.get(`${ARTIST_MEDIA_PREFIX}/${name}`);
    if (!data) return missing(reply);
    return reply
      .headers({ 'content-type': 'image/webp', 'cache-control': cache, 'x-content-type-options': 'nosniff' })
      .send(data);
  });
};
