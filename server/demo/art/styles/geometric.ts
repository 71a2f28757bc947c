import { circle, f, path, rect } from '../svg.js';
import type { ArtStyle } from './types.js';

/** Bauhaus grid of quarter circles, halves, triangles, rings and stripes. */
export const geometric: ArtStyle = ({ rng, pal, w, h }) => {
  const cols = w < h ? 3 : 4;
  const rows = w < h ? 4 : 3;
  const pad = Math.min(w, h) * 0.09;
  const size = Math.min((w - 2 * pad) / cols, (h - 2 * pad) / rows);
  const x0 = (w - size * cols) / 2;
  const y0 = (h - size * rows) / 2;
  const colours = [pal.c[0], pal.c[1], pal.c[2], pal.c[4], pal.c[3]];
  let s = rect(0, 0, w, h, pal.bg);
  let prev = '';
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x = x0 + c * size,
        y = y0 + r * size;
      let bg = rng.chance(0.35) ? pal.bg : rng.pick(colours);
      if (bg === prev) bg = pal.bg;
      prev = bg;
      let fg = rng.pick(colours);
      while (fg === bg) fg = rng.pick(colours);
      s += rect(x, y, size + 0.5, size + 0.5, bg);
      const m = rng.int(0, 6);
      const corner = rng.int(0, 3);
      const cx = corner === 1 || corner === 2 ? x + size : x;
      const cy = corner >= 2 ? y + size : y;
      switch (m) {
        case 0: {
          // quarter circle from a corner
          const sx = cx === x ? 1 : -1,
            sy = cy === y ? 1 : -1;
          const sweep = sx * sy > 0 ? 1 : 0;
          s += path(
            `M${f(cx)} ${f(cy)}L${f(cx + sx * size)} ${f(cy)}A${f(size)} ${f(size)} 0 0 ${sweep} ${f(cx)} ${f(cy + sy * size)}Z`,
            fg,
          );
          break;
        }
        case 1: {
          // half circle on one side
          const r2 = size / 2;
          const side = rng.int(0, 3);
          const d =
            side === 0
              ? `M${f(x)} ${f(y + size)}A${f(r2)} ${f(r2)} 0 0 1 ${f(x + size)} ${f(y + size)}Z`
              : side === 1
                ? `M${f(x)} ${f(y)}A${f(r2)} ${f(r2)} 0 0 0 ${f(x + size)} ${f(y)}Z`
                : side === 2
                  ? `M${f(x)} ${f(y)}A${f(r2)} ${f(r2)} 0 0 1 ${f(x)} ${f(y + size)}Z`
                  : `M${f(x + size)} ${f(y)}A${f(r2)} ${f(r2)} 0 0 0 ${f(x + size)} ${f(y + size)}Z`;
          s += path(d, fg);
          break;
        }
        case 2:
          s += circle(x + size / 2, y + size / 2, size * 0.38, fg);
          break;
        case 3: {
          // triangle
          const pts = [
            [x, y],
            [x + size, y],
            [x + size, y + size],
            [x, y + size],
          ];
          const a = pts[corner]!,
            b = pts[(corner + 1) % 4]!,
            d = pts[(corner + 3) % 4]!;
          s += path(`M${f(a[0]!)} ${f(a[1]!)}L${f(b[0]!)} ${f(b[1]!)}L${f(d[0]!)} ${f(d[1]!)}Z`, fg);
          break;
        }
        case 4: // ring
          s += circle(x + size / 2, y + size / 2, size * 0.3, 'none', `stroke="${fg}" stroke-width="${f(size * 0.12)}"`);
          break;
        case 5: {
          // stripes
          const n = 4;
          for (let i = 0; i < n; i++) s += rect(x, y + (i + 0.25) * (size / n), size, size / n / 2, fg);
          break;
        }
        default: {
          // two quarter circles forming a leaf
          s += path(
            `M${f(x)} ${f(y + size)}A${f(size)} ${f(size)} 0 0 1 ${f(x + size)} ${f(y)}A${f(size)} ${f(size)} 0 0 1 ${f(x)} ${f(y + size)}Z`,
            fg,
          );
        }
      }
    }
  }
  return s;
};
