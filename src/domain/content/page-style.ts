/**
 * A content page's own look (docs/rules/catalogue.md#content-pages "Catch-all": the page HTML sits in a container with the
 * slug as style class, and the page has its own custom CSS; the start page likewise).
 *
 * Decisions:
 * - The style class is the slug with anything but letters, digits, `-` and `_` turned into `-`
 *   (a slug may hold `/` for nested pages), prefixed with `page-` when it would start with a digit
 *   or `-`, which a class selector cannot.
 * - The page's CSS may style only its own container: a selector that does not already start with
 *   the container's class gets it in front (`h2` → `.about h2`; `.about h2` stays). At-rule
 *   headers (`@media …`) are kept and the rules inside them scoped; keyframe steps are kept;
 *   `@import` and anything that could close the style element are dropped.
 */
export const pageStyleClass = (slug: string): string => {
  const cls = slug.trim().replace(/[^a-zA-Z0-9_-]+/g, '-') || 'page';
  return /^[0-9-]/.test(cls) ? `page-${cls}` : cls;
};

const KEYFRAME_STEP = /^(from|to|\d+(\.\d+)?%)(\s*,\s*(from|to|\d+(\.\d+)?%))*$/i;

const scopeSelector = (selector: string, cls: string): string => {
  const s = selector.trim();
  if (s === '') return s;
  const own = `.${cls}`;
  if (s === own || (s.startsWith(own) && /^[\s.:#[>+~]/.test(s.slice(own.length)))) return s;
  return `${own} ${s}`;
};

/**
 * Removes every match of every pattern, again and again until nothing changes, so that removing
 * one never joins its neighbours into another (`</st@import "b";yle` must not become `</style`).
 */
const removeAll = (text: string, patterns: readonly RegExp[]): string => {
  let before: string;
  let after = text;
  do {
    before = after;
    after = patterns.reduce((t, pattern) => t.replace(pattern, ''), before);
  } while (after !== before);
  return after;
};

export const scopePageCss = (css: string, cls: string): string =>
  removeAll(css, [/<\/?style/gi, /@import[^;]*;?/gi]).replace(/([^{}]+)\{/g, (_, header: string) => {
    const h = header.trim();
    if (h.startsWith('@') || KEYFRAME_STEP.test(h)) return `${h}{`;
    return `${h
      .split(',')
      .map((s) => scopeSelector(s, cls))
      .filter(Boolean)
      .join(', ')}{`;
  });
