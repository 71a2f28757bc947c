import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  VAT_COUNTRY_PREFIXES,
  canSaveAlias,
  canSubmitEmail,
  catchAllOutcome,
  checkAlias,
  checkBio,
  checkGiftCardCode,
  checkLength,
  checkPosterDescription,
  checkPosterName,
  checkVatNumber,
  isNotFoundPath,
  isValidEmail,
  isValidVatNumber,
  normaliseVatNumber,
  shouldLookUpAlias,
  shouldOpenSearchDropdown,
  shouldSearch,
  usableCouponCode,
} from '../../src/domain/validation';

const text = (n: number) => 'a'.repeat(n);
const lengthError = (field: string, min: number, max: number, length: number) => ({
  ok: false,
  error: { code: 'VALIDATION.LENGTH', field, min, max, length },
});

describe('e-mail (spec §5)', () => {
  it.each(['ada@example.com', 'a.b+news@sub.example.co.uk', 'x_y@e-mail.de', "o'neil@example.ie", 'a@b.co', 'i@x.y.se'])(
    'accepts %s',
    (e) => expect(isValidEmail(e)).toBe(true),
  );
  it.each([
    '',
    'ada',
    'ada@',
    '@example.com',
    'ada@example',
    'ada@@example.com',
    'a da@example.com',
    'ada@-example.com',
    'ada@example..com',
    ' ada@example.com',
    'ada@example.com ',
  ])('rejects %j', (e) => expect(isValidEmail(e)).toBe(false));
  it('submit is disabled while invalid or submitting', () => {
    expect(canSubmitEmail('ada@example.com', false)).toBe(true);
    expect(canSubmitEmail('ada@example.com', true)).toBe(false);
    expect(canSubmitEmail('ada', false)).toBe(false);
  });
});

describe('search (spec §4, §5)', () => {
  it('runs only above 2 trimmed characters; the dropdown opens above 1', () => {
    expect(shouldSearch('ab')).toBe(false);
    expect(shouldSearch('abc')).toBe(true);
    expect(shouldSearch('  ab  ')).toBe(false);
    expect(shouldOpenSearchDropdown('a')).toBe(false);
    expect(shouldOpenSearchDropdown(' ab ')).toBe(true);
    expect(shouldOpenSearchDropdown('   a   ')).toBe(false);
  });
  const blank = fc.stringMatching(/^[ \t\n]{0,4}$/);
  it('searching implies the dropdown is open', () => {
    fc.assert(
      fc.property(fc.string(), (q) => {
        expect(!shouldSearch(q) || shouldOpenSearchDropdown(q)).toBe(true);
      }),
    );
  });
  it('blank space around the query changes neither decision', () => {
    fc.assert(
      fc.property(blank, fc.string(), blank, (before, q, after) => {
        const padded = `${before}${q}${after}`;
        expect([shouldSearch(padded), shouldOpenSearchDropdown(padded)]).toEqual([shouldSearch(q), shouldOpenSearchDropdown(q)]);
      }),
    );
  });
  it('typing more never stops a search', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (q, more) => {
        expect(!shouldSearch(q) || shouldSearch(`${q}${more}`)).toBe(true);
      }),
    );
  });
  it('any three visible characters search; two never do, however padded', () => {
    const visible = fc.stringMatching(/^[a-zäöü0-9#&-]$/);
    fc.assert(
      fc.property(fc.array(visible, { minLength: 3, maxLength: 10 }), blank, (chars, pad) => {
        expect(shouldSearch(`${pad}${chars.join('')}${pad}`)).toBe(true);
        expect(shouldSearch(`${pad}${chars.slice(0, 2).join('')}${pad}`)).toBe(false);
        expect(shouldOpenSearchDropdown(`${pad}${chars.slice(0, 2).join('')}${pad}`)).toBe(true);
      }),
    );
  });
});

describe('artist alias (spec §5)', () => {
  it('more than 3 and at most 50, with feedback naming 3 and 50', () => {
    expect(checkAlias('abc', null)).toEqual(lengthError('alias', 3, 50, 3));
    expect(checkAlias('abcd', null)).toEqual({ ok: true, value: 'abcd' });
    expect(checkAlias(text(50), false)).toEqual({ ok: true, value: text(50) });
    expect(checkAlias(text(51), false)).toEqual(lengthError('alias', 3, 50, 51));
  });
  it('a taken alias is ALIAS.EXISTS', () => {
    expect(checkAlias('taken', true)).toEqual({ ok: false, error: { code: 'ALIAS.EXISTS' } });
  });
  it('is looked up only for lengths 3–50', () => {
    expect([2, 3, 4, 50, 51].map((n) => shouldLookUpAlias(text(n)))).toEqual([false, true, true, true, false]);
  });
  it('saving needs terms accepted', () => {
    expect(canSaveAlias('picasso', false, true)).toEqual({ ok: true, value: 'picasso' });
    expect(canSaveAlias('picasso', false, false)).toEqual({ ok: false, error: { code: 'ALIAS.TERMS_NOT_ACCEPTED' } });
    expect(canSaveAlias('pic', false, true).ok).toBe(false);
    expect(canSaveAlias('pic', false, false)).toEqual(lengthError('alias', 3, 50, 3));
    expect(canSaveAlias('taken', true, false)).toEqual({ ok: false, error: { code: 'ALIAS.EXISTS' } });
  });
});

describe('poster fields and bio (spec §5)', () => {
  it('poster name: more than 3 and at most 20', () => {
    expect(checkPosterName(text(3))).toEqual(lengthError('name', 3, 20, 3));
    expect(checkPosterName(text(4)).ok).toBe(true);
    expect(checkPosterName(text(20)).ok).toBe(true);
    expect(checkPosterName(text(21)).ok).toBe(false);
  });
  it('description: more than 20 and at most 120', () => {
    expect(checkPosterDescription(text(20))).toEqual(lengthError('description', 20, 120, 20));
    expect(checkPosterDescription(text(21)).ok).toBe(true);
    expect(checkPosterDescription(text(120)).ok).toBe(true);
    expect(checkPosterDescription(text(121)).ok).toBe(false);
  });
  it('bio: more than 20 and at most 160, unchecked when null', () => {
    expect(checkBio(null)).toEqual({ ok: true, value: null });
    expect(checkBio('')).toEqual(lengthError('bio', 20, 160, 0));
    expect(checkBio(text(21)).ok).toBe(true);
    expect(checkBio(text(160)).ok).toBe(true);
    expect(checkBio(text(161)).ok).toBe(false);
  });
  it('length rule: valid exactly when min < length ≤ max', () => {
    fc.assert(
      fc.property(fc.nat(60), fc.nat(30), fc.nat(30), (n, min, extra) => {
        expect(checkLength('f', text(n), min, min + extra).ok).toBe(n > min && n <= min + extra);
      }),
    );
  });
});

describe('VAT number (spec §5)', () => {
  const valid: readonly string[] = [
    'ATU12345678',
    'BE0123456789',
    'BG123456789',
    'BG1234567890',
    'CY12345678L',
    'CZ12345678',
    'CZ1234567890',
    'DE123456789',
    'DK12345678',
    'EE123456789',
    'EL123456789',
    'ESX1234567X',
    'ES12345678Z',
    'FI12345678',
    'FRXX123456789',
    'FR12345678901',
    'HR12345678901',
    'HU12345678',
    'IE1234567T',
    'IE1234567WA',
    'IE1S23456T',
    'IT12345678901',
    'LT123456789',
    'LT123456789012',
    'LU12345678',
    'LV12345678901',
    'MT12345678',
    'NL123456789B01',
    'PL1234567890',
    'PT123456789',
    'RO12',
    'RO1234567890',
    'SE123456789001',
    'SI12345678',
    'SK1234567890',
    'XI123456789',
    'XI123456789012',
    'XIGD123',
    'XIHA123',
  ];
  it.each(valid)('accepts %s', (vat) => expect(checkVatNumber(vat)).toEqual({ ok: true, value: vat }));
  it('covers all 27 member states (EL for Greece) plus XI', () => {
    expect(VAT_COUNTRY_PREFIXES).toHaveLength(28);
    expect(new Set(valid.map((v) => v.slice(0, 2)))).toEqual(new Set(VAT_COUNTRY_PREFIXES));
  });
  it('empty is fine', () => {
    expect(checkVatNumber('')).toEqual({ ok: true, value: '' });
    expect(checkVatNumber('   ')).toEqual({ ok: true, value: '' });
  });
  it('ignores spaces, dots, hyphens and case', () => {
    expect(normaliseVatNumber(' de 123.456-789 ')).toBe('DE123456789');
    expect(isValidVatNumber('nl 1234.56789.b01')).toBe(true);
  });
  it.each([
    ['DE12345678', 'DE'],
    ['DE1234567890', 'DE'],
    ['AT12345678', 'AT'],
    ['NL123456789A01', 'NL'],
    ['FR123456789', 'FR'],
    ['BE2123456789', 'BE'],
    ['SE123456789012', 'SE'],
    ['RO0123', 'RO'],
    ['SK0123456789', 'SK'],
    ['SI01234567', 'SI'],
    ['IE12345678', 'IE'],
    ['LT1234567890', 'LT'],
    ['XI12345', 'XI'],
    ['CY123456789', 'CY'],
    ['ES123456789', 'ES'],
  ])('rejects %s as VAT.INVALID_FORMAT', (vat, prefix) =>
    expect(checkVatNumber(vat)).toEqual({ ok: false, error: { code: 'VAT.INVALID_FORMAT', prefix } }),
  );
  it.each(['GR123456789', 'GB123456789', 'US123', '123456789'])('rejects %s as VAT.UNKNOWN_COUNTRY', (vat) =>
    expect(checkVatNumber(vat)).toEqual({ ok: false, error: { code: 'VAT.UNKNOWN_COUNTRY', prefix: vat.slice(0, 2) } }),
  );
  it('each format is anchored at both ends', () => {
    for (const vat of valid) {
      const [prefix, body] = [vat.slice(0, 2), vat.slice(2)];
      expect(isValidVatNumber(`${prefix}#${body}`), `${prefix}#${body}`).toBe(false);
      expect(isValidVatNumber(`${vat}#`), `${vat}#`).toBe(false);
    }
  });
  it('German numbers are DE + exactly 9 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,12}$/), (digits) => {
        expect(isValidVatNumber(`DE${digits}`)).toBe(digits.length === 9);
      }),
    );
  });
});

describe('codes (spec §5)', () => {
  it('gift-card code: more than 3 and at most 50, trimmed, not while rate-limited', () => {
    expect(checkGiftCardCode('abc')).toEqual(lengthError('code', 3, 50, 3));
    expect(checkGiftCardCode(' abcd ')).toEqual({ ok: true, value: 'abcd' });
    expect(checkGiftCardCode(text(50)).ok).toBe(true);
    expect(checkGiftCardCode(text(51)).ok).toBe(false);
    expect(checkGiftCardCode('abcd', true)).toEqual({ ok: false, error: { code: 'GIFT_CARD.RATE_LIMITED' } });
  });
  it('a coupon code is ignored unless longer than 3', () => {
    expect(usableCouponCode('abc')).toBeNull();
    expect(usableCouponCode('  abc ')).toBeNull();
    expect(usableCouponCode(' SAVE ')).toBe('SAVE');
  });
});

describe('catch-all (spec §2, §8)', () => {
  it('a path with a dot is 404 Not found', () => {
    expect(isNotFoundPath('/favicon.ico')).toBe(true);
    expect(catchAllOutcome('/wp-login.php')).toEqual({ kind: 'not-found', status: 404, message: 'Not found' });
  });
  it('any other path is a page slug', () => {
    expect(isNotFoundPath('/about-us')).toBe(false);
    expect(catchAllOutcome('/about-us/')).toEqual({ kind: 'page', slug: 'about-us' });
    expect(catchAllOutcome('help/shipping')).toEqual({ kind: 'page', slug: 'help/shipping' });
    expect(catchAllOutcome('//help/faq//')).toEqual({ kind: 'page', slug: 'help/faq' });
  });
  const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
  it('a file name (name.extension) anywhere in the path is not found', () => {
    const dirs = fc.array(segment, { maxLength: 3 });
    fc.assert(
      fc.property(dirs, segment, segment, dirs, (before, name, extension, after) => {
        const path = `/${[...before, `${name}.${extension}`, ...after].join('/')}`;
        expect(catchAllOutcome(path)).toEqual({ kind: 'not-found', status: 404, message: 'Not found' });
      }),
    );
  });
  it('dot-free segments joined by slashes are the slug, whatever slashes surround them', () => {
    const slashes = fc.stringMatching(/^\/{0,3}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), slashes, slashes, (segments, lead, trail) => {
        expect(catchAllOutcome(`${lead}${segments.join('/')}${trail}`)).toEqual({ kind: 'page', slug: segments.join('/') });
      }),
    );
  });
});
