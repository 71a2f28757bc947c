import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageBytes, withNonce } from '../../server/ssr/page-bytes';

/** A cached page is kept as bytes cut at its nonce places and sent with each response's own nonce. */
describe('page bytes', () => {
  const MARK = '__nonce_mark__';
  it('gives the same bytes as putting the nonce into the text, for any page and nonce', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'grapheme' }), { minLength: 1, maxLength: 6 }),
        fc.stringMatching(/^[0-9a-f]{32}$/),
        (pieces, nonce) => {
          const html = pieces.join(MARK);
          const page = pageBytes(html, MARK);
          expect(page.bytes).toBe(Buffer.byteLength(pieces.join(''), 'utf8'));
          expect(withNonce(page, nonce).toString('utf8')).toBe(pieces.join(nonce));
        },
      ),
    );
  });
  it('keeps a page without a nonce place whole', () => {
    const page = pageBytes('<p>Poster €29</p>', MARK);
    expect(page.pieces).toHaveLength(1);
    expect(withNonce(page, 'abc').toString('utf8')).toBe('<p>Poster €29</p>');
    expect(page.bytes).toBe(19);
  });
});
