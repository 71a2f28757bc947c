import { circle, f, linear, mix, rect, lighten, darken } from '../svg.js';
import type { ArtStyle } from './types.js';

/** City skyline at dusk with lit windows and a mirror-calm river. Motifs: river, street. */
export const citySkyline: ArtStyle = ({ rng, pal, w, h, id, motif }) => {
  const [top, mid, hor] = pal.sky;
  const u = Math.min(w, h);
  const ground = motif === 'river' ? h * 0.7 : h * 0.86;
  let s = `<defs>${linear(`${id}sky`, [
    [0, top],
    [0.65, mid],
    [1, hor],
  ])}${linear(`${id}water`, [
    [0, darken(mid, 0.3)],
    [1, darken(top, 0.45)],
  ])}</defs>`;
  s += rect(0, 0, w, ground + 1, `url(#${id}sky)`);
  s += circle(w * rng.range(0.2, 0.8), h * rng.range(0.12, 0.22), u * 0.05, lighten(hor, 0.7), 'fill-opacity="0.9"');
  const rows = [
    { col: mix(mid, darken(top, 0.2), 0.55), minH: 0.12, maxH: 0.32, lit: 0.08 },
    { col: darken(mix(top, pal.c[4], 0.5), 0.35), minH: 0.08, maxH: 0.45, lit: 0.22 },
    { col: darken(pal.c[4], 0.55), minH: 0.05, maxH: 0.2, lit: 0.3 },
  ];
  const windowCol = lighten(pal.c[1] === pal.bg ? '#f6d58b' : mix('#f6d58b', pal.c[1], 0.25), 0.2);
  let windows = 0;
  let city = '';
  const lit: string[] = ['', '', ''];
  for (const row of rows) {
    let x = -rng.range(0, 40);
    while (x < w) {
      const bw = u * rng.range(0.05, 0.11);
      const bh = h * rng.range(row.minH, row.maxH);
      const y = ground - bh;
      city += rect(x, y, bw + 1, bh + 1, row.col);
      if (rng.chance(0.25)) city += rect(x + bw * 0.3, y - bh * 0.08, bw * 0.4, bh * 0.08 + 1, row.col);
      if (rng.chance(0.15)) city += rect(x + bw * 0.48, y - bh * 0.2, bw * 0.04, bh * 0.2, row.col);
      if (row.lit > 0.1) {
        const cols = Math.max(2, Math.floor(bw / (u * 0.02)));
        const rowsN = Math.floor(bh / (u * 0.03));
        const ww = (bw / cols) * 0.45;
        for (let r = 0; r < rowsN && windows < 700; r++) {
          for (let c = 0; c < cols; c++) {
            if (!rng.chance(row.lit)) continue;
            windows++;
            lit[rng.int(0, 2)] +=
              `M${f(x + (c + 0.3) * (bw / cols))} ${f(y + (r + 0.5) * (u * 0.03))}h${f(ww)}v${f(u * 0.012)}h${f(-ww)}Z`;
          }
        }
      }
      x += bw + rng.range(0, u * 0.012);
    }
  }
  s += city;
  s += lit.map((d, i) => (d ? `<path d="${d}" fill="${windowCol}" fill-opacity="${[0.55, 0.75, 0.95][i]}"/>` : '')).join('');
  if (motif === 'river') {
    s += rect(0, ground, w, h - ground, `url(#${id}water)`);
    s += `<g transform="translate(0 ${f(2 * ground)}) scale(1 -1)" opacity="0.28">${city}</g>`;
    for (let i = 0; i < 14; i++) {
      const y = ground + (h - ground) * rng.range(0.05, 0.95);
      s += rect(rng.range(0, w), y, w * rng.range(0.05, 0.2), 2, lighten(hor, 0.3), 'fill-opacity="0.3"');
    }
  } else {
    s += rect(0, ground, w, h - ground, darken(pal.c[4], 0.6));
    for (let x = u * 0.04; x < w; x += u * 0.16)
      s += rect(x, ground + (h - ground) * 0.45, u * 0.07, u * 0.008, lighten(hor, 0.5), 'fill-opacity="0.6"');
  }
  return s;
};
