/**
 * Picture frames: swatch (a corner sample), overlays (a frame border with a transparent
 * centre, laid over a poster image of the same aspect) and a thumbnail (empty frame on a mat).
 */
import { darken, f, lighten, linear, path, rect } from './svg.js';

export interface FrameKind {
  readonly kind: string;
  /** Used as product metadata.frame_type. */
  readonly type: 'wood' | 'metal';
  /** CSS class name for the frame option. */
  readonly cssClass: string;
  readonly base: string;
  /** Frame moulding width as a share of the poster's short side. */
  readonly width: number;
}

export const FRAME_KINDS: readonly FrameKind[] = [
  { kind: 'black-oak', type: 'wood', cssClass: 'frame-black-oak', base: '#232120', width: 0.045 },
  { kind: 'white', type: 'wood', cssClass: 'frame-white', base: '#f3f1ec', width: 0.045 },
  { kind: 'natural-oak', type: 'wood', cssClass: 'frame-natural-oak', base: '#c49a6c', width: 0.045 },
  { kind: 'walnut', type: 'wood', cssClass: 'frame-walnut', base: '#5e3d27', width: 0.045 },
  { kind: 'brass', type: 'metal', cssClass: 'frame-brass', base: '#c8a24e', width: 0.022 },
  { kind: 'silver', type: 'metal', cssClass: 'frame-silver', base: '#b9bcc0', width: 0.022 },
];

export const frameKind = (kind: string): FrameKind | undefined => FRAME_KINDS.find((k) => k.kind === kind);

/** Four mitred sides with light from the top left, plus wood grain or metal sheen. */
export const frameBorder = (k: FrameKind, x: number, y: number, w: number, h: number, id: string): string => {
  const b = Math.min(w, h) * k.width;
  const light = lighten(k.base, k.type === 'metal' ? 0.35 : 0.12);
  const dark = darken(k.base, k.type === 'metal' ? 0.3 : 0.25);
  const mid = k.base;
  const grad = (gid: string, a: string, c: string, vertical: boolean) =>
    linear(
      gid,
      [
        [0, a],
        [0.5, k.type === 'metal' ? lighten(mid, 0.45) : mid],
        [1, c],
      ],
      0,
      0,
      vertical ? 1 : 0,
      vertical ? 0 : 1,
    );
  let s = `<defs>${grad(`${id}t`, light, mid, false)}${grad(`${id}b`, mid, dark, false)}${grad(`${id}l`, light, mid, true)}${grad(`${id}r`, mid, dark, true)}</defs>`;
  const X = x + w,
    Y = y + h;
  s += path(`M${f(x)} ${f(y)}H${f(X)}L${f(X - b)} ${f(y + b)}H${f(x + b)}Z`, `url(#${id}t)`);
  s += path(`M${f(x)} ${f(Y)}H${f(X)}L${f(X - b)} ${f(Y - b)}H${f(x + b)}Z`, `url(#${id}b)`);
  s += path(`M${f(x)} ${f(y)}V${f(Y)}L${f(x + b)} ${f(Y - b)}V${f(y + b)}Z`, `url(#${id}l)`);
  s += path(`M${f(X)} ${f(y)}V${f(Y)}L${f(X - b)} ${f(Y - b)}V${f(y + b)}Z`, `url(#${id}r)`);
  if (k.type === 'wood') {
    const grain = darken(k.base, 0.12);
    for (let i = 1; i < 4; i++) {
      const o = (b * i) / 4;
      const st = `stroke="${grain}" stroke-width="${f(Math.max(0.6, b * 0.03))}" stroke-opacity="0.35"`;
      s += path(
        `M${f(x + o + b * 0.4)} ${f(y + o)}H${f(X - o - b * 0.6)}M${f(x + o + b * 0.7)} ${f(Y - o)}H${f(X - o - b * 0.3)}`,
        'none',
        st,
      );
      s += path(
        `M${f(x + o)} ${f(y + o + b * 0.6)}V${f(Y - o - b * 0.3)}M${f(X - o)} ${f(y + o + b * 0.2)}V${f(Y - o - b * 0.8)}`,
        'none',
        st,
      );
    }
  }
  // inner shadow line where the poster meets the frame
  s += rect(
    x + b,
    y + b,
    w - 2 * b,
    h - 2 * b,
    'none',
    `stroke="#000" stroke-opacity="0.28" stroke-width="${f(Math.max(1, b * 0.12))}"`,
  );
  return s;
};

/** Frame overlay in the artwork's natural size; centre stays transparent. */
export const frameOverlay = (k: FrameKind, w: number, h: number): string => frameBorder(k, 0, 0, w, h, 'fo');

/** A 400×400 corner sample of the moulding. */
export const frameSwatch = (k: FrameKind): string => {
  const s = rect(0, 0, 400, 400, '#eeebe5');
  return (
    s +
    `<g transform="translate(60 60)">${frameBorder({ ...k, width: k.type === 'metal' ? 0.09 : 0.16 }, 0, 0, 560, 560, 'fs')}</g>`
  );
};

/** Empty frame with a white mat on a soft wall, natural 600×840. */
export const frameThumb = (k: FrameKind): string => {
  const W = 600,
    H = 840;
  let s = rect(0, 0, W, H, '#ece8e1');
  const fw = 440,
    fh = 616,
    x = (W - fw) / 2,
    y = (H - fh) / 2;
  for (let i = 3; i >= 1; i--) s += rect(x + i * 2, y + i * 3, fw, fh, '#000', `fill-opacity="${f(0.05 + (3 - i) * 0.02)}"`);
  s += rect(x, y, fw, fh, '#fbfaf7');
  const b = fw * k.width;
  s += rect(x + b + 40, y + b + 40, fw - 2 * b - 80, fh - 2 * b - 80, '#f3f1ec', 'stroke="#e2ded6" stroke-width="2"');
  s += frameBorder(k, x, y, fw, fh, 'ft');
  return s;
};
