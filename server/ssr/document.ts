import { escapeHtml } from '../http/escape-html.js';
import type { PageAssets } from './assets.js';
import type { Head } from '../../src/ui/head.js';

/** The HTML document around the rendered app: head from the page, assets from the manifest. */
export interface DocumentParts {
  readonly lang: string;
  /** The page's head as the view computes it (src/ui/head.ts), written into the HTML here. */
  readonly head: Head;
  readonly appHtml: string;
  readonly bootJson: string;
  readonly nonce: string;
  readonly assets: PageAssets;
  /** The page language's message catalogue, which the browser loads before hydrating. */
  readonly messagesUrl: string;
  readonly serialize: (v: unknown) => string;
  readonly dataElementId: string;
  readonly lcpImage?: PriorityImage;
  /**
   * A page sent without its boot data and scripts: markup and styles only, nothing hydrates it
   * (a refusal page kept for every address of a store, ssr.routes.ts).
   */
  readonly static?: boolean;
}

/** An image of the rendered page, its attributes as they stand in the HTML (already escaped). */
export interface PriorityImage {
  readonly src: string;
  readonly srcset?: string;
  readonly sizes?: string;
}

/**
 * The page's largest-paint candidate: the first image it renders with `fetchpriority="high"`
 * (components/Img `priority`), preloaded with the same source set and sizes so the browser fetches
 * exactly the file the image then shows (docs/architecture.md#performance-budgets: the LCP image has a preload).
 */
export const priorityImageOf = (appHtml: string): PriorityImage | undefined => {
  // React writes the attribute names in camel case (fetchPriority, srcSet); HTML ignores case.
  const tag = /<img\b[^>]*\sfetchpriority="high"[^>]*>/i.exec(appHtml)?.[0];
  const attr = (name: string) => tag && new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
  const src = attr('src');
  return src ? { src, srcset: attr('srcset') || undefined, sizes: attr('sizes') || undefined } : undefined;
};
/**
 * React's server renderer writes a preload link for every eager image at the start of the app's
 * HTML; the head already preloads the priority image, earlier and with a plain `href` too, so
 * React's copy of that one is left out. Those links are no part of the component tree, so
 * hydration does not look for them.
 */
export const withoutHoistedPriorityPreload = (appHtml: string): string => {
  const hoisted = /^(?:<link rel="preload" as="image"[^>]*\/>)+/.exec(appHtml)?.[0] ?? '';
  const kept = hoisted.replace(/<link rel="preload" as="image"[^>]*\sfetchPriority="high"[^>]*\/>/, '');
  return kept + appHtml.slice(hoisted.length);
};
const preloadOf = (i: PriorityImage) =>
  `<link rel="preload" as="image" href="${i.src}"` +
  (i.srcset ? ` imagesrcset="${i.srcset}"` : '') +
  (i.sizes ? ` imagesizes="${i.sizes}"` : '') +
  ` fetchpriority="high">`;

/**
 * React writes the resources of a tree it renders without a document at the start of its output:
 * image preloads (`<link …/>`) and style resources (`<style href precedence>`, a content page's
 * own CSS). HTML allows `<style>` only in the head, so the document moves the styles there, after
 * the stylesheets they refine. The browser's React finds them by their `data-href` and does not
 * add them again.
 */
const HOISTED = /^(?:<link [^>]*>|<style data-precedence="[^"]*" data-href="[^"]*">[\s\S]*?<\/style>)+/;
const STYLE = /<style data-precedence[\s\S]*?<\/style>/g;
export const splitHoistedStyles = (appHtml: string): { styles: string; body: string } => {
  const hoisted = HOISTED.exec(appHtml)?.[0] ?? '';
  const styles = hoisted.match(STYLE) ?? [];
  return { styles: styles.join(''), body: hoisted.replace(STYLE, '') + appHtml.slice(hoisted.length) };
};

/** What a page's loader starts: the entry modules, the chunks they import, the catalogue they fetch. */
export interface PageScripts {
  readonly modules: readonly string[];
  readonly preload: readonly string[];
  readonly fetch: readonly string[];
  /** The longest the loader waits for the paint before it starts anyway, in ms. */
  readonly wait: number;
}
const SCRIPT_WAIT_MS = 3000;
const scriptsOf = (p: DocumentParts): PageScripts => ({
  modules: p.assets.js,
  preload: p.assets.preload,
  fetch: [p.messagesUrl],
  wait: SCRIPT_WAIT_MS,
});

/**
 * A page's scripts start once the browser has painted the server's HTML with its largest image
 * (the `fetchpriority="high"` one, if the page has one), or after `wait` ms, whichever comes first
 * (docs/architecture.md#performance-budgets: LCP ≤ 1.8 s on a throttled phone). Until then the
 * connection belongs to the stylesheet and that image: 100 KB of script fetched beside them
 * delays the largest paint by as much as it takes to download. The HTML is the whole page, so
 * links work and forms post before hydration, as with JavaScript off. Then the chunks are fetched
 * together (`modulepreload`, no import waterfall), the message catalogue as `fetch()` will ask
 * for it (`crossorigin`, so the browser reuses it), and the entry is imported. "Painted" is the
 * first contentful paint as the browser reports it (paint timing; where it reports none, the
 * next frame: a first frame may draw nothing, its text waiting for the font) and the image's load
 * followed by the next frame (`requestAnimationFrame` runs before a paint, the timeout inside it
 * after). A background tab paints nothing; the `wait` timer starts the scripts there.
 *
 * The loader also makes the page's first use of `Intl`, which loads ICU's locale data: about
 * 15 ms on a phone, 55–90 ms under Lighthouse's 4× CPU slowdown. It runs here, while the browser
 * is about to paint anyway; left to react-intl's `createIntl` during hydration it made the first
 * render one long task that held up taps (budget TBT ≤ 150 ms).
 */
export const SCRIPT_LOADER = `((a) => {
  const d = document;
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    const links = d.createDocumentFragment();
    for (const href of a.preload) links.append(Object.assign(d.createElement('link'), { rel: 'modulepreload', href }));
    for (const href of a.fetch) links.append(Object.assign(d.createElement('link'), { rel: 'preload', as: 'fetch', href, crossOrigin: 'anonymous' }));
    d.head.append(links);
    for (const m of a.modules) import(m);
  };
  new Intl.NumberFormat(d.documentElement.lang).format(0);
  setTimeout(go, a.wait);
  let waiting = 2;
  const ready = () => { if (--waiting === 0) requestAnimationFrame(() => setTimeout(go, 0)); };
  const largest = d.querySelector('img[fetchpriority="high"]');
  if (!largest || largest.complete) ready();
  else for (const done of ['load', 'error']) largest.addEventListener(done, ready, { once: true });
  try {
    new PerformanceObserver((paints, observer) => {
      if (paints.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      ready();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    requestAnimationFrame(() => setTimeout(ready, 0));
  }
})`.replace(/\s*\n\s*/g, '');

/** The scripts a page's loader starts, read back from its HTML (tests, the bench). */
export const pageScriptsOf = (html: string): PageScripts | undefined => {
  const json = /<script type="module" nonce="[^"]*">\(\(a\) => \{[\s\S]*?\}\)\((\{[\s\S]*?\})\)<\/script>/.exec(html)?.[1];
  return json ? (JSON.parse(json) as PageScripts) : undefined;
};

export const renderDocument = (p: DocumentParts): string => {
  const h = p.head;
  const app = splitHoistedStyles(p.appHtml);
  const alt = Object.entries(h.alternates)
    .map(([lang, href]) => `<link rel="alternate" hreflang="${escapeHtml(lang)}" href="${escapeHtml(href)}">`)
    .join('');
  return (
    `<!doctype html><html lang="${escapeHtml(p.lang)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(h.title)}</title>` +
    `<meta name="description" content="${escapeHtml(h.description)}">` +
    (h.noindex ? '<meta name="robots" content="noindex">' : '') +
    `<link rel="canonical" href="${escapeHtml(h.canonical)}">${alt}` +
    `<meta property="og:title" content="${escapeHtml(h.title)}">` +
    `<meta property="og:description" content="${escapeHtml(h.description)}">` +
    `<meta property="og:url" content="${escapeHtml(h.canonical)}">` +
    `<meta property="og:type" content="website">` +
    (h.image ? `<meta property="og:image" content="${escapeHtml(h.image)}">` : '') +
    (p.lcpImage ? preloadOf(p.lcpImage) : '') +
    p.assets.css.map((c) => `<link rel="stylesheet" href="${escapeHtml(c)}">`).join('') +
    app.styles +
    (h.jsonLd ?? []).map((ld) => `<script type="application/ld+json" nonce="${p.nonce}">${p.serialize(ld)}</script>`).join('') +
    `<link rel="icon" href="data:,">` +
    `</head><body><div id="root">${p.lcpImage ? withoutHoistedPriorityPreload(app.body) : app.body}</div>` +
    (p.static
      ? ''
      : `<script id="${p.dataElementId}" type="application/json" nonce="${p.nonce}">${p.bootJson}</script>` +
        `<script type="module" nonce="${p.nonce}">${SCRIPT_LOADER}(${p.serialize(scriptsOf(p))})</script>`) +
    `</body></html>`
  );
};
