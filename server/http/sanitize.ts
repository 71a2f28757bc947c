import sanitize from 'sanitize-html';

/**
 * HTML from the database (pages, widgets, category and product descriptions) is sanitized
 * once, where it leaves the server — in API answers and server-rendered pages alike — so the
 * browser never receives script-bearing markup and needs no sanitizer of its own.
 *
 * sanitize-html works on a streaming parser (htmlparser2) and needs no DOM: the server's
 * memory stays within its budget (docs/architecture.md#performance-budgets: no DOM emulation per
 * request), where DOMPurify would need jsdom. Allowed: the text, list, table, figure and image
 * markup editors write, with classes and inline styles; never scripts, event handlers, frames,
 * forms or `javascript:` URLs. Results are memoised: the same few strings repeat on every page.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    ...sanitize.defaults.allowedTags,
    'img',
    'picture',
    'source',
    'figure',
    'figcaption',
    'span',
    'del',
    'ins',
    'sup',
    'sub',
  ],
  allowedAttributes: {
    '*': ['class', 'id', 'title', 'lang', 'dir', 'style', 'aria-*', 'role'],
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
    source: ['srcset', 'sizes', 'type', 'media'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    ol: ['start', 'reversed', 'type'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  // Inline styles are kept as written (the page's own `css` field styles the rest); the style
  // attribute cannot run script in any current browser.
  parseStyleAttributes: false,
};

const MAX_MEMO = 5000;
const memo = new Map<string, string>();

export const sanitizeHtml = (html: string): string => {
  if (html === '') return html;
  const hit = memo.get(html);
  if (hit !== undefined) return hit;
  const clean = sanitize(html, OPTIONS);
  if (memo.size >= MAX_MEMO) memo.delete(memo.keys().next().value!);
  memo.set(html, clean);
  return clean;
};
