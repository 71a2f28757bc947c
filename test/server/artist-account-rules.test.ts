import { describe, expect, it } from 'vitest';
import { problemOf } from '../../server/http/failure-status';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  artistPosterSku,
  lengthMessage,
  posterDescriptionHtml,
  posterSlugBase,
  uploadRefusal,
} from '../../server/artists/artist-account.service';
import { escapeHtml } from '../../server/http/escape-html';
import { checkBio, checkPosterDescription, checkPosterName } from '../../src/domain/validation/artist-fields';
import { checkAliasLength } from '../../src/domain/validation/alias';
import { DEFAULT_POSTER_LIMIT } from '../../src/domain/constants';
import { PRODUCT_STATUS } from '../../src/domain/catalogue/product-status';
import { allSources, ROOT } from '../architecture/sources';

/** The rules of the artist's account service (docs/rules/artists.md#poster-upload "Poster upload (artist)"), without a database. */

const unescape = (html: string): string =>
  html.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!);

describe('artistPosterSku', () => {
  it('is ART- and ten upper-case hex digits that name its five random bytes, so two draws differ when the bytes do', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 5, maxLength: 5 }), (bytes) => {
        const sku = artistPosterSku(Buffer.from(bytes));
        expect(sku).toMatch(/^ART-[0-9A-F]{10}$/);
        expect([...Buffer.from(sku.slice(4), 'hex')]).toEqual([...bytes]);
      }),
    );
  });

  it('draws fresh bytes when given none', () => {
    const skus = new Set(Array.from({ length: 50 }, () => artistPosterSku()));
    expect(skus.size).toBe(50);
  });
});

describe('posterDescriptionHtml', () => {
  it('holds the description and then the alias as two paragraphs of text, whatever they contain', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (description, alias) => {
        const html = posterDescriptionHtml(description, alias);
        const m = /^<p>([^<>]*)<\/p><p>([^<>]*)<\/p>$/.exec(html);
        expect(m).not.toBeNull();
        expect(unescape(m![1]!)).toBe(description);
        expect(unescape(m![2]!)).toBe(alias);
      }),
    );
  });

  it('turns markup an artist typed into text', () => {
    expect(posterDescriptionHtml('<script>alert(1)</script> & "more"', "O'Keeffe<b>")).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;more&quot;</p><p>O&#39;Keeffe&lt;b&gt;</p>',
    );
  });
});

describe('uploadRefusal', () => {
  const forSale = (n: number) => Array.from({ length: n }, () => PRODUCT_STATUS.forSale);

  it('asks for an alias before anything else', () => {
    expect(uploadRefusal({ alias: '', product_limit: 15 }, [])?.code).toBe('POSTER.NO_ALIAS');
    expect(uploadRefusal({ alias: '', product_limit: 1 }, forSale(5))?.code).toBe('POSTER.NO_ALIAS');
  });

  it('refuses with a 409 naming the limit once the counted posters reach it, and lets one under it through', () => {
    expect(uploadRefusal({ alias: 'Anna', product_limit: 3 }, forSale(2))).toBeNull();
    const refusal = uploadRefusal({ alias: 'Anna', product_limit: 3 }, forSale(3));
    const refused = refusal && problemOf(refusal);
    expect(refused).toMatchObject({ statusCode: 409, code: 'POSTER.LIMIT' });
    expect(refused?.message).toContain('3 posters');
  });

  it('does not count denied posters against the limit', () => {
    const statuses = [...forSale(2), PRODUCT_STATUS.denied, PRODUCT_STATUS.denied];
    expect(uploadRefusal({ alias: 'Anna', product_limit: 3 }, statuses)).toBeNull();
  });

  it("applies the domain's default limit when an account has none", () => {
    const account = { alias: 'Anna', product_limit: null as unknown as number };
    expect(uploadRefusal(account, forSale(DEFAULT_POSTER_LIMIT - 1))).toBeNull();
    expect(uploadRefusal(account, forSale(DEFAULT_POSTER_LIMIT))?.code).toBe('POSTER.LIMIT');
  });
});

describe('lengthMessage', () => {
  it.each([
    ['The alias', checkAliasLength('ab'), 'The alias must be more than 3 and at most 50 characters long.'],
    ['The name', checkPosterName('ab'), 'The name must be more than 3 and at most 20 characters long.'],
    ['The description', checkPosterDescription('short'), 'The description must be more than 20 and at most 120 characters long.'],
    ['The bio', checkBio('short'), 'The bio must be more than 20 and at most 160 characters long.'],
  ])("states the domain's bounds for %s (docs/rules/artists.md#poster-upload)", (label, checked, message) => {
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(lengthMessage(label, checked.error)).toBe(message);
  });
});

describe('posterSlugBase', () => {
  it('is the slug of the name, or "poster" when the name leaves no slug', () => {
    expect(posterSlugBase('Blue Hour')).toBe('blue-hour');
    expect(posterSlugBase('!!!')).toBe('poster');
  });
});

describe('the server', () => {
  it('has one escapeHtml, in server/http', () => {
    // Klarna's stand-in is another provider's implementation and imports nothing of the shop (docs/payments.md#the-stand-in).
    const standIn = ['server', 'demo', 'klarna-stand-in', ''].join(path.sep);
    const defining = allSources()
      .filter((f) => path.relative(ROOT, f).startsWith(`server${path.sep}`))
      .filter((f) => !path.relative(ROOT, f).startsWith(standIn))
      .filter((f) => /(?:const|function)\s+escapeHtml\b/.test(readFileSync(f, 'utf8')))
      .map((f) => path.relative(ROOT, f).split(path.sep).join('/'));
    expect(defining).toEqual(['server/http/escape-html.ts']);
    expect(escapeHtml(`"><img src=x onerror='a'>&`)).toBe('&quot;&gt;&lt;img src=x onerror=&#39;a&#39;&gt;&amp;');
  });
});
