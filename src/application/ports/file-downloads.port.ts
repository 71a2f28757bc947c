/**
 * Long downloads the staff start (a ZIP of print files, a CSV export): the response is read as a
 * stream, so the page can tell how far it is, and the bytes are handed back to be saved as a file.
 * The browser's adapter uses `fetch` and an object URL; tests feed chunks by hand.
 */

/** One read from the body: the next chunk, or the end. */
export interface ChunkRead {
  readonly done: boolean;
  readonly value?: Uint8Array;
}

export interface DownloadResponse {
  readonly status: number;
  header(name: string): string | null;
  /** The body's reader, or null when the response has none. */
  readonly body: { read(): Promise<ChunkRead> } | null;
  /** The whole body as text (for an error's message). */
  text(): Promise<string>;
}

export interface FileDownloads {
  /** Starts the request; rejects only when the network fails. */
  open(url: string): Promise<DownloadResponse>;
  /** Hands the received bytes to the person as a file of this name and type. */
  save(parts: readonly Uint8Array[], fileName: string, type: string): Promise<void>;
}
