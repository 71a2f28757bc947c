import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { HttpProblem } from './errors.js';
import { checkRequestText } from './input-guard.js';

export interface MultipartForm {
  readonly fields: Record<string, string>;
  readonly file?: { readonly field: string; readonly data: Buffer; readonly filename: string };
}

/** `boundary=` of a multipart Content-Type, quoted or not; undefined when it has none or an empty one. */
const boundaryOf = (contentType: string): string | undefined => {
  const m = /;\s*boundary\s*=\s*(?:"([^"]*)"|([^\s;]*))/i.exec(contentType);
  return m?.[1] || m?.[2] || undefined;
};

/**
 * A multipart request the parser can split: not multipart is a 415 with `notMultipart`; multipart
 * without a boundary (the parser cannot find where parts start) a 400, never the parser's 500.
 */
export const requireMultipart = (req: FastifyRequest, notMultipart: string, code = 'REQUEST.NOT_MULTIPART'): void => {
  if (!req.isMultipart()) throw new HttpProblem(415, notMultipart, code);
  if (!boundaryOf(String(req.headers['content-type'])))
    throw new HttpProblem(
      400,
      'The multipart/form-data body names no boundary in its Content-Type, so its parts cannot be read.',
      'REQUEST.NO_BOUNDARY',
    );
};

/**
 * Reads a multipart form with at most one file, kept when it comes in `fileField` and is not
 * empty; a file over `maxFileBytes` is a 413, a request that is not multipart a 415.
 */
export const readMultipartForm = async (req: FastifyRequest, fileField: string, maxFileBytes: number): Promise<MultipartForm> => {
  requireMultipart(req, 'Send the form as multipart/form-data.');
  const fields: Record<string, string> = {};
  let file: MultipartForm['file'];
  for await (const part of req.parts({ limits: { fileSize: maxFileBytes, files: 1, fields: 10, fieldSize: 10_000 } })) {
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
