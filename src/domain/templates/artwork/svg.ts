/** SVG string pieces for the template artwork (pure; the same text reaches the browser and the print). */

/** Compact number for attributes: one decimal, so preview and print strings are identical. */
export const num = (n: number): string => String(Math.round(n * 10) / 10);

/** Characters XML 1.0 cannot carry: C0 controls but tab, LF and CR; U+FFFE/FFFF; lone surrogates. */
const NOT_XML =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Text as SVG character data. New values never hold what XML refuses (printable.ts), but an
 * order stored before that rule may: dropping those characters here keeps its print file
 * renderable instead of failing at every retry.
 */
export const esc = (s: string): string =>
  s.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const extra = (attrs: string): string => (attrs ? ` ${attrs}` : '');

export const rect = (x: number, y: number, w: number, h: number, fill: string, attrs = ''): string =>
  `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" fill="${fill}"${extra(attrs)}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, attrs = ''): string =>
  `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${fill}"${extra(attrs)}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, attrs = ''): string =>
  `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(rx)}" ry="${num(ry)}" fill="${fill}"${extra(attrs)}/>`;

export const path = (d: string, fill: string, attrs = ''): string => `<path d="${d}" fill="${fill}"${extra(attrs)}/>`;

export const SERIF = 'DejaVu Serif, Georgia, serif';
export const SANS = 'DejaVu Sans, Verdana, sans-serif';

export type Anchor = 'start' | 'middle' | 'end';

export interface TextStyle {
  readonly family?: string;
  readonly italic?: boolean;
  readonly bold?: boolean;
  readonly spacing?: number;
  readonly anchor?: Anchor;
  /** Names the label so a test (and the form) can find it: data-label="name". */
  readonly label?: string;
}

/** A line of text; `size` is in the drawing's units. */
export const text = (x: number, y: number, size: number, s: string, fill: string, style: TextStyle = {}): string =>
  `<text x="${num(x)}" y="${num(y)}" font-size="${num(size)}" text-anchor="${style.anchor ?? 'middle'}" fill="${fill}"` +
  ` font-family="${style.family ?? SERIF}"${style.italic ? ' font-style="italic"' : ''}${style.bold ? ' font-weight="bold"' : ''}` +
  `${style.spacing ? ` letter-spacing="${num(style.spacing)}"` : ''}${style.label ? ` data-label="${style.label}"` : ''}>${esc(s)}</text>`;

export const heartPath = (cx: number, cy: number, s: number): string =>
  `M${num(cx)} ${num(cy + s * 0.9)}C${num(cx - s * 1.4)} ${num(cy)} ${num(cx - s * 0.9)} ${num(cy - s * 0.95)} ${num(cx)} ${num(cy - s * 0.35)}` +
  `C${num(cx + s * 0.9)} ${num(cy - s * 0.95)} ${num(cx + s * 1.4)} ${num(cy)} ${num(cx)} ${num(cy + s * 0.9)}Z`;

/** Deterministic stars (mulberry32 from a fixed seed): the same sky in the preview and the print. */
export const starField = (seed: number, cx: number, cy: number, r: number, n: number, fill: string): string => {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  let s = '';
  for (let i = 0; i < n; i++) {
    const angle = next() * Math.PI * 2,
      d = Math.sqrt(next()) * r;
    s += circle(
      cx + Math.cos(angle) * d,
      cy + Math.sin(angle) * d,
      0.8 + next() * 2.4,
      fill,
      `fill-opacity="${num(0.5 + next() * 0.5)}"`,
    );
  }
  return s;
};
