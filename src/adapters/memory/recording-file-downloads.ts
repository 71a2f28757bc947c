/** Downloads for tests and the headless shop: responses are set up by hand, saved files are kept. */
import type { DownloadResponse, FileDownloads } from '../../application/ports/file-downloads.port';

export interface SavedDownload {
  readonly fileName: string;
  readonly type: string;
  readonly bytes: Uint8Array;
}

/** A response whose body gives the chunks one by one (then fails, when `failAfter` is set). */
export const chunkedResponse = (
  chunks: readonly Uint8Array[],
  headers: Readonly<Record<string, string>> = {},
  options: { readonly status?: number; readonly failAfter?: string } = {},
): DownloadResponse => {
  let next = 0;
  return {
    status: options.status ?? 200,
    header: (name) => headers[name.toLowerCase()] ?? null,
    body: {
      read: async () => {
        if (next < chunks.length) return { done: false, value: chunks[next++] };
        if (options.failAfter !== undefined) throw new Error(options.failAfter);
        return { done: true };
      },
    },
    text: async () => new TextDecoder().decode(concat(chunks)),
  };
};

const concat = (parts: readonly Uint8Array[]): Uint8Array => {
  const all = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const p of parts) {
    all.set(p, at);
    at += p.byteLength;
  }
  return all;
};

export class RecordingFileDownloads implements FileDownloads {
  readonly responses = new Map<string, () => DownloadResponse>();
  readonly saved: SavedDownload[] = [];

  async open(url: string): Promise<DownloadResponse> {
    const respond = this.responses.get(url);
    if (!respond) throw new Error(`no response for ${url}`);
    return respond();
  }

  async save(parts: readonly Uint8Array[], fileName: string, type: string): Promise<void> {
    this.saved.push({ fileName, type, bytes: concat(parts) });
  }
}
