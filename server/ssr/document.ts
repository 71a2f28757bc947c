import { escapeHtml } from '../../src/ui/document.js';
import type { PageAssets } from './assets.js';

/** The HTML document around the rendered app: head from the page, assets from the manifest. */
export interface DocumentParts {
  readonly lang: string;
  readonly head: {
    readonly title: string; readonly description: string; readonly canonical: string;
    readonly alternates: Readonly<Record<string, string>>; readonly image?: string; readonly jsonLd?: readonly object[];
  };
  readonly appHtml: string;
  readonly bootJson: string;
  readonly nonce: string;
  readonly assets: PageAssets;
  /** The page language's message catalogue, which the browser loads before hydrating. */
  readonly messagesUrl: string;
  readonly serialize: (v: unknown) => string;
  readonly dataElementId: string;
  readonly lcpImage?: PriorityImage;
}

/** An image of the rendered page, its attributes as they stand in the HTML (already escaped). */
export interface PriorityImage { readonly src: string; readonly srcset?: string; readonly sizes?: string }

/**
 * The page's largest-paint candidate: the first image it renders with `fetchpriority="high"`
 * (components/Img `priority`), preloaded with the same source set and sizes so the browser fetches
 * exactly the file the image then shows (ARCHITECTURE: the LCP image has a preload).
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
const preloadOf = (i: PriorityImage) => `<link rel="preload" as="image" href="${i.src}"`
  + (i.srcset ? ` imagesrcset="${i.srcset}"` : '') + (i.sizes ? ` imagesizes="${i.sizes}"` : '') + ` fetchpriority="high">`;

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

export const renderDocument = (p: DocumentParts): string => {
  const h = p.head;
  const app = splitHoistedStyles(p.appHtml);
  const alt = Object.entries(h.alternates)
    .map(([lang, href]) => `<link rel="alternate" hreflang="${escapeHtml(lang)}" href="${escapeHtml(href)}">`).join('');
  return `<!doctype html><html lang="${escapeHtml(p.lang)}"><head><meta charset="utf-8">`
    + `<meta name="viewport" content="width=device-width, initial-scale=1">`
    + `<title>${escapeHtml(h.title)}</title>`
    + `<meta name="description" content="${escapeHtml(h.description)}">`
    + `<link rel="canonical" href="${escapeHtml(h.canonical)}">${alt}`
    + `<meta property="og:title" content="${escapeHtml(h.title)}">`
    + `<meta property="og:description" content="${escapeHtml(h.description)}">`
    + `<meta property="og:url" content="${escapeHtml(h.canonical)}">`
    + `<meta property="og:type" content="website">`
    + (h.image ? `<meta property="og:image" content="${escapeHtml(h.image)}">` : '')
    + (p.lcpImage ? preloadOf(p.lcpImage) : '')
    + p.assets.css.map((c) => `<link rel="stylesheet" href="${escapeHtml(c)}">`).join('')
    + app.styles
    + p.assets.preload.map((m) => `<link rel="modulepreload" href="${escapeHtml(m)}">`).join('')
    // Fetched alongside the scripts; `crossorigin` gives the preload the credentials mode of
    // `fetch()`, so the browser reuses it instead of fetching the catalogue twice.
    + `<link rel="preload" as="fetch" href="${escapeHtml(p.messagesUrl)}" crossorigin="anonymous">`
    + (h.jsonLd ?? []).map((ld) => `<script type="application/ld+json" nonce="${p.nonce}">${p.serialize(ld)}</script>`).join('')
    + `<link rel="icon" href="data:,">`
    + `</head><body><div id="root">${p.lcpImage ? withoutHoistedPriorityPreload(app.body) : app.body}</div>`
    + `<script id="${p.dataElementId}" type="application/json" nonce="${p.nonce}">${p.bootJson}</script>`
    + p.assets.js.map((src) => `<script type="module" src="${escapeHtml(src)}" nonce="${p.nonce}"></script>`).join('')
    + `</body></html>`;
};
