import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pageStyleClass, scopePageCss } from '../../src/domain';

describe('pageStyleClass (spec §2 catch-all: the slug as style class)', () => {
  it('uses the slug itself when it is a valid class name', () => {
    expect(pageStyleClass('help')).toBe('help');
    expect(pageStyleClass('delivery-and-returns')).toBe('delivery-and-returns');
  });
  it('turns characters a class cannot hold into dashes and never starts with a digit or dash', () => {
    expect(pageStyleClass('a/b c')).toBe('a-b-c');
    expect(pageStyleClass('2024-sale')).toBe('page-2024-sale');
    expect(pageStyleClass('/x')).toBe('page--x');
    // A run of such characters is one dash; blank space around the slug is not part of it.
    expect(pageStyleClass('a//b  c')).toBe('a-b-c');
    expect(pageStyleClass('  about  ')).toBe('about');
  });
  it('always gives a CSS identifier', () => {
    fc.assert(fc.property(fc.string(), (slug) => /^[a-zA-Z_][a-zA-Z0-9_-]*$/.test(pageStyleClass(slug))));
  });
});

describe('scopePageCss (a page styles only its own container)', () => {
  it('puts the container class in front of selectors that lack it and keeps those that have it', () => {
    expect(scopePageCss('h2{color:red}', 'about')).toBe('.about h2{color:red}');
    expect(scopePageCss('.about h2{color:red}', 'about')).toBe('.about h2{color:red}');
    expect(scopePageCss('.about{margin:0}', 'about')).toBe('.about{margin:0}');
    expect(scopePageCss('.aboutx p{margin:0}', 'about')).toBe('.about .aboutx p{margin:0}');
    expect(scopePageCss('h2, p{margin:0}', 'about')).toBe('.about h2, .about p{margin:0}');
    // An empty item of a selector list is dropped, not turned into a rule for the whole container.
    expect(scopePageCss('h2,,p ,{margin:0}', 'about')).toBe('.about h2, .about p{margin:0}');
  });
  it('scopes the rules inside @media and keeps keyframe steps', () => {
    expect(scopePageCss('@media (max-width:600px){h2{font-size:1rem}}', 'x')).toBe(
      '@media (max-width:600px){.x h2{font-size:1rem}}',
    );
    expect(scopePageCss('h1{}\n  @media print {\n h2{}}', 'x')).toBe('.x h1{}@media print{.x h2{}}');
    expect(scopePageCss('@keyframes f{from{opacity:0}50%{opacity:.5}to{opacity:1}}', 'x')).toBe(
      '@keyframes f{from{opacity:0}50%{opacity:.5}to{opacity:1}}',
    );
  });
  it('drops @import and anything that could close the style element', () => {
    expect(scopePageCss('@import url(http://evil.test/x.css);h2{}', 'x')).toBe('.x h2{}');
    expect(scopePageCss('h2{}</style><script>alert(1)</script>', 'x')).not.toMatch(/<\/style/i);
    expect(scopePageCss('h2{}<STYLE>p{}', 'x')).toBe('.x h2{}.x >p{}');
    expect(scopePageCss('h2{}@import url(x.css)', 'x')).toBe('.x h2{}');
  });
  it('removes a closing tag hidden inside another (removing the inner one must not join the outer one)', () => {
    expect(scopePageCss('h2{}</st</styleyle><script>alert(1)</script>', 'x')).not.toMatch(/<\/style/i);
    expect(scopePageCss('@im@import x;port url(evil.css);', 'x')).not.toMatch(/@import/i);
  });

  it('removing an @import never joins what surrounds it into a style tag', () => {
    expect(scopePageCss('</st@IMPORT "b";yle', 'pg')).not.toMatch(/<\/?style/i);
    expect(scopePageCss('@im<style>port url(x);', 'pg')).not.toMatch(/@import/i);
  });
  it('no input leaves a style tag or an @import in what it emits', () => {
    const piece = fc.constantFrom(
      '<style>',
      '</style>',
      '<STYLE ',
      '</st',
      '<style',
      'yle',
      '@im',
      'port ',
      '@import url(a.css)',
      '@IMPORT "b"',
      'h2',
      '{',
      '}',
      ';',
      ' ',
      'x',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const out = scopePageCss(pieces.join(''), 'pg');
        return !/<\/?style|@import/i.test(out);
      }),
    );
  });
  it('every plain rule it emits starts with the container class', () => {
    const selector = fc.stringMatching(/^[a-z][a-z0-9 .>#-]{0,12}$/).filter((s) => s.trim() !== '');
    fc.assert(
      fc.property(fc.array(selector, { minLength: 1, maxLength: 5 }), (selectors) => {
        const out = scopePageCss(selectors.map((s) => `${s}{color:red}`).join(''), 'pg');
        const headers = [...out.matchAll(/([^{}]+)\{/g)].flatMap((m) => m[1]!.split(','));
        return headers.every((h) => h.trim().startsWith('.pg'));
      }),
    );
  });
});
