/**
 * The ImageUploadGateway over POST /api/upload-image (docs/rules/uploads.md#upload-endpoints): multipart with the file in the
 * field `image`. In a browser the request goes through XMLHttpRequest, the one browser API that
 * reports upload progress (fetch reports none); elsewhere (Node, a headless run) through fetch,
 * with progress reported once the answer is in. The answer is decoded with the shared codec.
 */
import { fail, type Outcome } from '../../application/model/outcome';
import { ok } from '../../domain/result/result';
import type { ImageToUpload, ImageUploadGateway, UploadedImage } from '../../application/ports/image-upload.port';
import { UploadImageAnswer } from './contract/auth';
import { decodeWith, httpError, networkError } from './decode';
import { toOutcomeFailure, type Fetch } from './http-client';

interface Answer {
  readonly status: number;
  readonly body: unknown;
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const viaXhr = (url: string, form: FormData, onProgress: (p: number) => void, signal: AbortSignal): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.floor((100 * e.loaded) / e.total));
    };
    xhr.onload = () => resolve({ status: xhr.status, body: parse(xhr.responseText) });
    xhr.onerror = () => reject(new Error('upload failed'));
    xhr.onabort = () => reject(new Error('upload aborted'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });

const viaFetch = async (fetchWith: Fetch, url: string, form: FormData, signal: AbortSignal): Promise<Answer> => {
  const res = await fetchWith(url, { method: 'POST', body: form, headers: { accept: 'application/json' }, signal });
  return { status: res.status, body: parse(await res.text()) };
};

export const createHttpImageUpload = (opts: {
  readonly baseUrl: string;
  readonly store: string;
  readonly fetch?: Fetch;
}): ImageUploadGateway => ({
  upload: async (file: ImageToUpload, onProgress, signal): Promise<Outcome<UploadedImage>> => {
    if (!(file instanceof Blob)) return fail('BAD_REQUEST', 'not a file');
    const form = new FormData();
    form.append('image', file, file.name);
    const url = `${opts.baseUrl}/api/upload-image?store=${encodeURIComponent(opts.store)}`;
    let answer: Answer;
    try {
      answer =
        typeof XMLHttpRequest === 'function'
          ? await viaXhr(url, form, onProgress, signal)
          : await viaFetch(opts.fetch ?? ((i, init) => fetch(i, init)), url, form, signal);
    } catch (e) {
      return toOutcomeFailure(networkError(e));
    }
    if (answer.status < 200 || answer.status >= 300) return toOutcomeFailure(httpError(answer.status, answer.body));
    const decoded = decodeWith(UploadImageAnswer, answer.body);
    if (!decoded.ok) return toOutcomeFailure(decoded.error);
    onProgress(100);
    const { id, width, height } = decoded.value;
    return ok({ id, width, height, url: `${opts.baseUrl}/uploads/${encodeURIComponent(id)}.jpg` });
  },
});
