import type { FastifyInstance } from 'fastify';
import { multipartBody } from './images';

export interface ImageUploadOptions {
  /** The form field the file is sent in; the upload page sends "image". */
  readonly field?: string;
  readonly filename?: string;
  readonly type?: string;
  /** The address the request comes from (the per-address upload limit). */
  readonly remoteAddress?: string;
}

/** POST /api/upload-image as the upload page sends it: one file in a multipart body. */
export const postImage = (app: FastifyInstance, bytes: Buffer, options: ImageUploadOptions = {}) => {
  const body = multipartBody(options.field ?? 'image', options.filename ?? 'me.jpg', options.type ?? 'image/jpeg', bytes);
  return app.inject({
    method: 'POST',
    url: '/api/upload-image',
    payload: body.payload,
    headers: { 'content-type': body.contentType },
    ...(options.remoteAddress === undefined ? {} : { remoteAddress: options.remoteAddress }),
  });
};
