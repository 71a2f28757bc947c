/**
 * A rendered page kept as UTF-8 bytes, cut where its script nonce goes, so that each response is
 * one copy of bytes with its own nonce put in. Keeping the page as a JavaScript string and
 * replacing the nonce per response made a fresh 100–250 KB string each time (two bytes per
 * character once the page holds a "€"), which V8 places in its large-object space and frees only
 * in full collections: under 200 connections the event loop stalled 350–500 ms every second and
 * some requests waited 10 s.
 */
export interface PageBytes {
  /** The page's bytes between nonce places (one more piece than there are nonces). */
  readonly pieces: readonly Buffer[];
  /** Bytes of all pieces together. */
  readonly bytes: number;
}

export const pageBytes = (html: string, nonceMark: string): PageBytes => {
  const pieces = html.split(nonceMark).map((piece) => Buffer.from(piece, 'utf8'));
  return { pieces, bytes: pieces.reduce((n, b) => n + b.length, 0) };
};

/** The page's bytes with `nonce` in every nonce place. */
export const withNonce = (page: PageBytes, nonce: string): Buffer => {
  if (page.pieces.length === 1) return page.pieces[0]!;
  const mark = Buffer.from(nonce, 'utf8');
  const parts: Buffer[] = [];
  page.pieces.forEach((piece, i) => {
    if (i > 0) parts.push(mark);
    parts.push(piece);
  });
  return Buffer.concat(parts, page.bytes + mark.length * (page.pieces.length - 1));
};
