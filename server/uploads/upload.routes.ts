/**
 * POST /api/upload-image (docs/rules/uploads.md#upload-endpoints; docs/rules/uploads.md#customer-photos upload-your-own): multipart with one JPEG in the field
 * `image` (or `file`). Answers `{ id, width, height }` with 201; every refused file is a 4xx
 * with a readable message. A declared body far above the limit is refused before it is read
 * and the connection is closed, so a 60 MB upload is cut, not buffered; a body without a
 * declared length is read at most up to the limit (busboy's fileSize) and drained.
 *
 * Bounded: each client address and each network
 * may send so many uploads an hour (429, counted in the shop's rate-limit store); the request
 * takes a place in the image-work limit before its body is read (503 with Retry-After when the
 * server is busy); the stored photos no order holds stay within a byte budget (503 when full)
 * and are swept after a day (upload-sweep.ts).
 *
 * GET /uploads/{id}.jpg serves a stored photo (the cart thumbnail and the print pipeline's
 * source); its id is 128 random bits, as unguessable as an order id.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { UploadImageAnswer } from '../../src/adapters/http/contract/index.js';
import type { UploadLimits } from '../config.js';
import type { Db } from '../db/db.port.js';
import type { Clock } from '../platform/clock.js';
import { HttpProblem } from '../http/errors.js';
import { networkOf } from '../http/client-network.js';
import { requireMultipart } from '../http/multipart-form.js';
import { unprintablePhoto } from './printable-photo.js';
import { customerImageKey, storeCustomerImage, UPLOADED_IMAGE_ID } from './customer-images.js';
import { checkJpeg, readUpTo, refusal, UPLOAD_MAX_BYTES, type UploadRefusal } from '../platform/image-checks.js';
import type { ImageWork } from '../platform/image-work.js';
import type { MediaStore } from '../platform/media-store.port.js';

/** Room for multipart boundaries and headers around the file. */
const ENVELOPE_BYTES = 64 * 1024;
const FILE_FIELDS = ['image', 'file'];
export const TOO_MANY_UPLOADS_MESSAGE = 'You have uploaded many photos in a short time. Please wait a while and try again.';
export const UPLOADS_FULL_MESSAGE = 'The shop cannot take more uploaded photos right now. Please try again later.';

export interface UploadRouteDeps {
  readonly db: Db;
  readonly media: MediaStore;
  readonly clock: Clock;
  readonly imageWork: ImageWork;
  readonly limits: UploadLimits;
}

const refuse = (reply: FastifyReply, r: UploadRefusal, closeConnection = false): HttpProblem => {
  if (closeConnection) void reply.header('connection', 'close');
  return new HttpProblem(r.status, r.message, r.code);
};

type Limiter = (req: FastifyRequest) => Promise<{ isAllowed: boolean; isExceeded?: boolean; ttl?: number }>;

export const uploadRoutes = async (app: FastifyInstance, deps: UploadRouteDeps): Promise<void> => {
  const { limits } = deps;
  const limiters: Limiter[] = [
    app.createRateLimit({ max: limits.perClient, timeWindow: limits.windowMs, keyGenerator: (req) => `upload|client|${req.ip}` }),
    app.createRateLimit({
      max: limits.perNetwork,
      timeWindow: limits.windowMs,
      keyGenerator: (req) => `upload|network|${networkOf(req.ip)}`,
    }),
  ];
  /** Every attempt counts, refused files too: checking a file costs the server as much as storing it. */
  const countUpload = async (req: FastifyRequest) => {
    for (const limiter of limiters) {
      const state = await limiter(req);
      if (state.isExceeded) {
        throw new HttpProblem(429, TOO_MANY_UPLOADS_MESSAGE, 'UPLOAD.RATE_LIMITED', {
          'retry-after': String(Math.max(1, Math.ceil((state.ttl ?? limits.windowMs) / 1000))),
        });
      }
    }
  };
  const fullUntilSwept = () =>
    new HttpProblem(503, UPLOADS_FULL_MESSAGE, 'UPLOAD.STORAGE_FULL', {
      'retry-after': String(Math.ceil(limits.sweepIntervalMs / 1000)),
    });

  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 1024, headerPairs: 100 },
      throwFileSizeLimit: false,
    });

    scope.post('/api/upload-image', async (req, reply) => {
      const declared = Number(req.headers['content-length'] ?? NaN);
      if (declared > UPLOAD_MAX_BYTES + ENVELOPE_BYTES) throw refuse(reply, refusal('UPLOAD.TOO_LARGE'), true);
      requireMultipart(req, 'Send the image as multipart/form-data in a field named "image".', 'UPLOAD.NOT_MULTIPART');
      await countUpload(req);
      const place = deps.imageWork.admit();
      try {
        const part = await req.file();
        if (!part) throw new HttpProblem(400, 'No file was sent; send the image in a field named "image".', 'UPLOAD.MISSING');
        if (!FILE_FIELDS.includes(part.fieldname)) {
          part.file.resume();
          throw new HttpProblem(
            400,
            `The file must be sent in a field named "image" (got "${part.fieldname.slice(0, 40)}").`,
            'UPLOAD.FIELD',
          );
        }
        const bytes = await readUpTo(part.file);
        if (!bytes.ok) throw refuse(reply, bytes.error, bytes.error.code === 'UPLOAD.TOO_LARGE');
        const checked = await place.run(() => checkJpeg(bytes.value));
        if (!checked.ok) throw refuse(reply, checked.error);
        const unprintable = unprintablePhoto(checked.value);
        if (unprintable) throw unprintable;
        const id = await storeCustomerImage(
          { db: deps.db, media: deps.media, clock: deps.clock, budgetBytes: limits.budgetBytes },
          checked.value,
        );
        if (id === null) throw fullUntilSwept();
        const { width, height } = checked.value;
        return reply.code(201).header('cache-control', 'no-store').send(UploadImageAnswer.encode({ id, width, height }));
      } finally {
        place.release();
      }
    });
  });

  app.get<{ Params: { file: string } }>('/uploads/:file', async (req, reply) => {
    const id = req.params.file.replace(/\.jpg$/, '');
    const bytes = UPLOADED_IMAGE_ID.test(id) ? await deps.media.get(customerImageKey(id)) : null;
    if (!bytes) throw new HttpProblem(404, 'Image was not found', 'RESOURCE.NOT_FOUND');
    return reply.header('content-type', 'image/jpeg').header('cache-control', 'private, max-age=31536000, immutable').send(bytes);
  });
};
