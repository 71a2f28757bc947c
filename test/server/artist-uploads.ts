import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { UploadCategories } from '../../src/adapters/http/contract/index';
import { ARTIST_MIN_IMAGE_SIDE_PX } from '../../src/domain/constants';
import { as, type Session } from './artist-session';
import { multipart } from './multipart';

/**
 * The smallest image the upload rule accepts: one side at the minimum, the other a third of it (the
 * longest proportion a print allows, 3:1), so not square. Quick to decode many times.
 */
export const smallestAcceptedImage = (): Promise<Buffer> =>
  sharp({
    create: { width: ARTIST_MIN_IMAGE_SIDE_PX, height: Math.ceil(ARTIST_MIN_IMAGE_SIDE_PX / 3), channels: 3, background: '#468' },
  })
    .jpeg()
    .toBuffer();

/** The id of the first category the artist is offered for an upload, as the upload form sends it. */
export const firstUploadCategory = async (app: FastifyInstance, artist: Session): Promise<string> => {
  const res = await app.inject({ url: '/api/auth/upload-categories', headers: { cookie: artist.cookie } });
  const categories = UploadCategories.decode(res.json());
  if (categories._tag === 'Left') throw new Error(`categories do not decode: ${res.body}`);
  return String(categories.right[0]!.id);
};

/** An artist's poster upload named `name`, with a description that passes the rules: the answer as it comes. */
export const uploadPoster = (
  app: FastifyInstance,
  artist: Session,
  upload: { name: string; category: string; image: Buffer },
) => {
  const body = multipart(
    { name: upload.name, description: 'A quiet harbour at dawn, printed on matte paper.', category: upload.category },
    { image: { data: upload.image, filename: 'p.jpg' } },
  );
  return app.inject({
    method: 'POST',
    url: '/api/auth/products',
    headers: as(artist, { 'content-type': body.contentType }),
    payload: body.payload,
  });
};
