/**
 * Which addresses show the same page (routing/page-key.ts): kept-alive visits are keyed by it and
 * a side panel closes when it changes. Listings and the artist's pages read their own query.
 */
import { describe, expect, it } from 'vitest';
import { pageKeyOf } from '../../src/application/routing/page-key';
import { resolveRoute } from '../../src/application/routing/routes';

const keyOf = (path: string, search = '') => pageKeyOf(resolveRoute(path, 'en'), path, search);
const same = (a: [string, string], b: [string, string]) => keyOf(...a) === keyOf(...b);

describe('the same page', () => {
  it.each([
    ['a category page with another filter', ['/product-category/nature', ''], ['/product-category/nature', 'portrait=true']],
    ['a tag page with another page number', ['/product-tag/sea', 'page=2'], ['/product-tag/sea', 'page=3']],
    ['an artist page with another page number', ['/artists/maja', ''], ['/artists/maja', 'page=2']],
    ['the posters list with and without the saved notice', ['/my-account/posters', 'saved=1'], ['/my-account/posters', '']],
    ['the login page with the failed notice', ['/my-account', 'login=failed'], ['/my-account', '']],
  ] as const)('%s', (_name, a, b) => {
    expect(same([...a], [...b])).toBe(true);
  });

  it.each([
    ['two products', ['/product/a', ''], ['/product/b', '']],
    ['a search for another text', ['/search', 'query=sea'], ['/search', 'query=mountain']],
    ['a search for another text written as q', ['/search', 'q=sea'], ['/search', 'q=mountain']],
    ['a search page turning its page (the loader reads it)', ['/search', 'query=sea'], ['/search', 'query=sea&page=2']],
    ['a search narrowed by colour', ['/search', 'query=sea'], ['/search', 'query=sea&color=blue']],
    ['a content page with another query', ['/about', ''], ['/about', 'x=1']],
    ['the checkout of another order', ['/checkout', ''], ['/checkout', 'order=2']],
    ['two artist sections', ['/my-account/posters', ''], ['/my-account/sales', '']],
  ] as const)('not: %s', (_name, a, b) => {
    expect(same([...a], [...b])).toBe(false);
  });
});
