/**
 * Reading a download's body chunk by chunk: each chunk is reported as progress (bytes so far and,
 * when the server sent `content-length`, the total), and the file is saved under the server's name
 * (`content-disposition`). A refused request keeps the server's message, when its body has one.
 */
import { ok } from '../../../domain/result/result';
import { fail, type Outcome } from '../../model/outcome';
import type { DownloadResponse, FileDownloads } from '../../ports/file-downloads.port';

export interface DownloadProgress {
  readonly received: number;
  /** The size the server announced, or null when it streams without one. */
  readonly total: number | null;
}

export interface SavedFile {
  readonly fileName: string;
  readonly size: number;
}

/** Whole percent received, or null when the total is not known. */
export const percentOf = ({ received, total }: DownloadProgress): number | null =>
  total === null || total <= 0 ? null : Math.min(100, Math.floor((received * 100) / total));

/**
 * The file name of a `content-disposition: attachment; filename="…"` header. The server writes
 * plain quoted ASCII names (server/backoffice), so the RFC 6266 extended form is read only when
 * present; without a header the address's last segment is used.
 */
export const fileNameOf = (disposition: string | null, url: string): string => {
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (extended?.[1]) return decodeURIComponent(extended[1]);
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(disposition ?? '');
  const name = plain?.[1] ?? plain?.[2]?.trim();
  if (name) return name;
  const path = url.split(/[?#]/)[0] ?? url;
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)) || 'download';
};

const totalOf = (response: DownloadResponse): number | null => {
  const length = Number(response.header('content-length') ?? NaN);
  return Number.isSafeInteger(length) && length >= 0 ? length : null;
};

/** The message of an `HttpProblem` body (`{ statusCode, error, message }`), if the body is one. */
const messageOf = async (response: DownloadResponse): Promise<string> => {
  try {
    const body: unknown = JSON.parse(await response.text());
    const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
    return typeof message === 'string' ? message : '';
  } catch {
    return '';
  }
};

export const streamDownload = async (
  url: string,
  port: FileDownloads,
  onProgress: (progress: DownloadProgress) => void,
): Promise<Outcome<SavedFile>> => {
  let response: DownloadResponse;
  try {
    response = await port.open(url);
  } catch (e) {
    return fail('NETWORK', e instanceof Error ? e.message : '');
  }
  if (response.status < 200 || response.status > 299) {
    const code = response.status === 401 ? 'UNAUTHORIZED' : response.status === 404 ? 'NOT_FOUND' : 'SERVER';
    return fail(code, await messageOf(response), response.status);
  }
  const total = totalOf(response);
  const parts: Uint8Array[] = [];
  let received = 0;
  onProgress({ received, total });
  if (response.body) {
    try {
      for (let chunk = await response.body.read(); !chunk.done; chunk = await response.body.read()) {
        if (!chunk.value) continue;
        parts.push(chunk.value);
        received += chunk.value.byteLength;
        onProgress({ received, total });
      }
    } catch (e) {
      return fail('NETWORK', e instanceof Error ? e.message : '');
    }
  }
  const fileName = fileNameOf(response.header('content-disposition'), url);
  await port.save(parts, fileName, response.header('content-type') ?? 'application/octet-stream');
  return ok({ fileName, size: received });
};
