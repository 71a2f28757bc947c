/** The browser's downloads: `fetch` with the session cookie, the body's stream reader, and an object URL to save. */
import type { FileDownloads } from '../../application/ports/file-downloads.port';

/** The object URL outlives the click: the browser copies the blob to disk after the click returns. */
const KEEP_OBJECT_URL_MS = 60_000;

export const createBrowserFileDownloads = (win: Window & typeof globalThis): FileDownloads => ({
  open: async (url) => {
    const response = await win.fetch(url, { credentials: 'same-origin' });
    return {
      status: response.status,
      header: (name) => response.headers.get(name),
      body: response.body ? response.body.getReader() : null,
      text: () => response.text(),
    };
  },
  save: async (parts, fileName, type) => {
    const href = win.URL.createObjectURL(new win.Blob([...parts] as BlobPart[], { type }));
    const link = win.document.createElement('a');
    link.href = href;
    link.download = fileName;
    link.hidden = true;
    win.document.body.append(link);
    link.click();
    link.remove();
    win.setTimeout(() => win.URL.revokeObjectURL(href), KEEP_OBJECT_URL_MS);
  },
});
