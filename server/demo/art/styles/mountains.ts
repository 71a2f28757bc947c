import { circle, f, linear, mix, path, rect, lighten, darken } from '../svg.js';
import type { ArtStyle } from './types.js';

/** Layered mountain ridges fading into atmospheric haze, with a sun or moon. Motifs: peaks, pines. */
export const mountains: ArtStyle = ({ rng, pal, w, h, id, motif }) => {
  const [top, mid, hor] = pal.sky;
  const far = mix(mid, hor, 0.4);
  const near = pal.dark ? darken(pal.c[4], 0.2) : darken(pal.c[4], 0.05);
  let s = `<defs>${linear(`${id}sky`, [
    [0, top],
    [0.6, mid],
    [1, hor],
  ])}${linear(`${id}mist`, [
    [0, hor, 0],
    [1, hor, 0.55],
  ])}</defs>`;
  s += rect(0, 0, w, h, `url(#${id}sky)`);
  const u = Math.min(w, h);
  s += circle(
    w * rng.range(0.25, 0.75),
    h * rng.range(0.18, 0.3),
    u * rng.range(0.07, 0.1),
    lighten(hor, 0.6),
    'fill-opacity="0.95"',
  );
  const layers = 5;
  for (let i = 0; i < layers; i++) {
    const t = i / (layers - 1);
    const col = mix(far, near, t);
    const base = h * (0.42 + t * 0.38);
    const amp = h * (0.16 - t * 0.06);
    // midpoint displacement ridge
    let pts: [number, number][] = [
      [-20, base - rng.range(0, amp)],
      [w + 20, base - rng.range(0, amp)],
    ];
    let disp = amp;
    for (let it = 0; it < 5; it++) {
      const next: [number, number][] = [];
      for (let k = 0; k < pts.length - 1; k++) {
        const a = pts[k]!,
          b = pts[k + 1]!;
        next.push(a, [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2 + rng.range(-disp, disp * 0.6)]);
      }
      next.push(pts[pts.length - 1]!);
      pts = next;
      disp *= 0.52;
    }
    s += path(`M${pts.map(([x, y]) => `${f(x)} ${f(y)}`).join('L')}L${w + 20} ${h + 20}L-20 ${h + 20}Z`, col);
    if (motif === 'pines' && i >= layers - 2) {
      const step = w / (i === layers - 1 ? 16 : 26);
      for (let x = rng.range(0, step); x < w; x += step * rng.range(0.6, 1.4)) {
        const k = Math.min(pts.length - 1, Math.max(0, Math.round((x + 20) / ((w + 40) / (pts.length - 1)))));
        const y = pts[k]![1] + h * 0.01;
        const th = h * (i === layers - 1 ? rng.range(0.07, 0.12) : rng.range(0.04, 0.06));
        const tw = th * 0.32;
        s += path(`M${f(x)} ${f(y - th)}L${f(x + tw)} ${f(y)}L${f(x - tw)} ${f(y)}Z`, darken(col, 0.12));
      }
    }
    if (i < layers - 1) s += rect(0, base - amp * 0.2, w, h - base + amp * 0.2, `url(#${id}mist)`, 'fill-opacity="0.55"');
  }
  return s;
};
