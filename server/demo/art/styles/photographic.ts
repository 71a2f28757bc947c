import { circle, f, linear, mix, path, radial, rect, lighten, darken } from '../svg.js';
import type { ArtStyle } from './types.js';

/** Photographic skies: a sun low over the sea, glowing gradients and reflections. Motifs: sea, dunes. */
export const photographic: ArtStyle = ({ rng, pal, w, h, id, motif }) => {
  const [top, mid, hor] = pal.sky;
  const horizon = h * rng.range(0.56, 0.64);
  const sunX = w * rng.range(0.35, 0.65);
  const sunR = Math.min(w, h) * rng.range(0.07, 0.11);
  const sunY = horizon - sunR * rng.range(0.2, 1.6);
  const sunCol = lighten(hor, 0.55);
  let s = `<defs>${linear(`${id}sky`, [
    [0, top],
    [0.55, mid],
    [1, hor],
  ])}${radial(`${id}glow`, [
    [0, sunCol, 0.9],
    [0.35, hor, 0.45],
    [1, hor, 0],
  ])}${linear(`${id}sea`, [
    [0, mix(hor, pal.c[4], 0.35)],
    [1, darken(mix(top, pal.c[4], 0.6), 0.25)],
  ])}</defs>`;
  s += rect(0, 0, w, horizon + 2, `url(#${id}sky)`);
  s += `<ellipse cx="${f(sunX)}" cy="${f(sunY)}" rx="${f(sunR * 5)}" ry="${f(sunR * 3.2)}" fill="url(#${id}glow)"/>`;
  s += circle(sunX, sunY, sunR, sunCol);
  // soft cloud bands
  for (let i = 0; i < rng.int(2, 4); i++) {
    const cy = horizon * rng.range(0.15, 0.75);
    const cw = w * rng.range(0.3, 0.6);
    const cx = rng.range(-0.1 * w, w * 0.8);
    s += `<rect x="${f(cx)}" y="${f(cy)}" width="${f(cw)}" height="${f(h * rng.range(0.008, 0.018))}" rx="${f(h * 0.01)}" fill="${lighten(mid, 0.35)}" fill-opacity="${f(rng.range(0.3, 0.55))}"/>`;
  }
  if (motif === 'dunes') {
    const layers = [mix(hor, pal.c[1], 0.5), mix(pal.c[0], pal.c[4], 0.3), darken(pal.c[0], 0.25), darken(pal.c[4], 0.15)];
    layers.forEach((col, i) => {
      const y = horizon + (h - horizon) * (i * 0.22) - h * 0.02;
      const a = rng.range(0.2, 0.8) * w;
      s += path(
        `M-10 ${f(y + h * 0.04)}Q${f(a)} ${f(y - h * rng.range(0.05, 0.12))} ${f(w + 10)} ${f(y + h * rng.range(0, 0.06))}V${f(h + 10)}H-10Z`,
        col,
      );
    });
  } else {
    s += rect(0, horizon, w, h - horizon, `url(#${id}sea)`);
    // sun reflection
    for (let i = 0; i < 9; i++) {
      const y = horizon + (h - horizon) * (0.04 + i * 0.09);
      const rw = sunR * (1.4 - i * 0.08) * rng.range(0.8, 1.2);
      s += `<rect x="${f(sunX - rw)}" y="${f(y)}" width="${f(rw * 2)}" height="${f(h * 0.006 + i * 0.6)}" rx="3" fill="${sunCol}" fill-opacity="${f(0.75 - i * 0.07)}"/>`;
    }
    for (let i = 0; i < 7; i++) {
      const y = horizon + (h - horizon) * rng.range(0.1, 0.95);
      const x = rng.range(0, w * 0.8);
      s += `<rect x="${f(x)}" y="${f(y)}" width="${f(w * rng.range(0.08, 0.25))}" height="2" fill="${lighten(hor, 0.4)}" fill-opacity="0.25"/>`;
    }
    // a distant headland
    if (rng.chance(0.6)) {
      const left = rng.chance(0.5);
      const x0 = left ? -10 : w + 10,
        x1 = left ? w * rng.range(0.2, 0.35) : w * rng.range(0.65, 0.8);
      s += path(
        `M${f(x0)} ${f(horizon + 1)}L${f(x0)} ${f(horizon - h * 0.05)}Q${f((x0 + x1) / 2)} ${f(horizon - h * 0.06)} ${f(x1)} ${f(horizon + 1)}Z`,
        darken(mix(top, mid, 0.5), 0.35),
        'fill-opacity="0.85"',
      );
    }
  }
  return s;
};
