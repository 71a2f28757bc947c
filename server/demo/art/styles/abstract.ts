import { blob, circle, f, path, rect, smoothOpen, mix } from '../svg.js';
import type { ArtStyle } from './types.js';

/** Mid-century / boho abstract: arches, suns, hills and organic shapes. Motifs: arches, hills, blobs. */
export const abstract: ArtStyle = ({ rng, pal, w, h, motif }) => {
  const [c0, c1, c2, c3, c4] = pal.c;
  const u = Math.min(w, h);
  let s = rect(0, 0, w, h, pal.bg);
  if (motif === 'arches') {
    const ground = h * rng.range(0.74, 0.8);
    s += circle(w * rng.range(0.62, 0.78), h * rng.range(0.2, 0.28), u * rng.range(0.09, 0.13), c2);
    const arch = (cx: number, width: number, top: number, cols: string[]) => {
      let out = '';
      const bands = cols.length;
      for (let i = 0; i < bands; i++) {
        const ww = width * (1 - i / bands);
        const r = ww / 2;
        const t = top + (width - ww) / 2;
        out += path(
          `M${f(cx - r)} ${f(ground)}V${f(t + r)}A${f(r)} ${f(r)} 0 0 1 ${f(cx + r)} ${f(t + r)}V${f(ground)}Z`,
          cols[i]!,
        );
      }
      return out;
    };
    const cols = rng.shuffle([c0, c1, c3, c4]);
    s += arch(w * rng.range(0.34, 0.4), u * rng.range(0.5, 0.6), h * rng.range(0.3, 0.38), [
      cols[0]!,
      cols[1]!,
      cols[2]!,
      pal.bg,
    ]);
    s += arch(w * rng.range(0.66, 0.72), u * rng.range(0.3, 0.38), h * rng.range(0.48, 0.55), [cols[3]!, cols[0]!, pal.bg]);
    s += rect(0, ground, w, h - ground, mix(c1, pal.bg, 0.35));
    s += rect(0, ground, w, h * 0.012, c4, 'fill-opacity="0.25"');
    for (let i = 0; i < 5; i++)
      s += circle(w * (0.16 + i * 0.045), ground + (h - ground) * 0.45, u * 0.009, c4, 'fill-opacity="0.6"');
  } else if (motif === 'hills') {
    const sunY = h * rng.range(0.28, 0.36);
    s += circle(w * rng.range(0.4, 0.6), sunY, u * rng.range(0.2, 0.26), c2);
    s += circle(
      w * rng.range(0.4, 0.6),
      sunY,
      u * rng.range(0.28, 0.32),
      'none',
      `stroke="${c2}" stroke-width="${f(u * 0.006)}" stroke-opacity="0.5"`,
    );
    const layers = [c3, c1, c0, c4];
    layers.forEach((col, i) => {
      const base = h * (0.52 + i * 0.1);
      const pts: [number, number][] = [];
      for (let k = 0; k <= 4; k++)
        pts.push([(w * k) / 4 + rng.range(-w * 0.05, w * 0.05), base + rng.range(-h * 0.06, h * 0.06)]);
      pts[0] = [-20, pts[0]![1]];
      pts[4] = [w + 20, pts[4]![1]];
      s += path(`${smoothOpen(pts)}L${w + 20} ${h + 20}L-20 ${h + 20}Z`, col);
    });
    for (let i = 0; i < 3; i++) {
      const y = h * (0.12 + i * 0.03);
      s += path(
        `M${f(w * 0.12)} ${f(y)}h${f(w * rng.range(0.12, 0.2))}`,
        'none',
        `stroke="${pal.ink}" stroke-width="${f(u * 0.006)}" stroke-linecap="round" stroke-opacity="0.35"`,
      );
    }
  } else {
    const cols = rng.shuffle([c0, c1, c2, c3, c4]);
    s += path(blob(rng, w * 0.38, h * 0.36, u * 0.34, 7, 0.22), cols[0]!);
    s += path(blob(rng, w * 0.66, h * 0.62, u * 0.3, 6, 0.25), cols[1]!, 'fill-opacity="0.92"');
    s += path(blob(rng, w * 0.36, h * 0.74, u * 0.18, 6, 0.25), cols[2]!);
    s += circle(w * 0.7, h * 0.24, u * 0.08, cols[3]!);
    s += circle(w * 0.52, h * 0.5, u * 0.24, 'none', `stroke="${pal.ink}" stroke-width="${f(u * 0.005)}" stroke-opacity="0.7"`);
    for (let i = 0; i < 4; i++)
      for (let j = 0; j < 4; j++)
        s += circle(w * (0.12 + i * 0.035), h * (0.86 + j * 0.025), u * 0.007, pal.ink, 'fill-opacity="0.55"');
    s += path(
      smoothOpen([
        [w * 0.55, h * 0.88],
        [w * 0.65, h * 0.84],
        [w * 0.75, h * 0.88],
        [w * 0.85, h * 0.84],
      ]),
      'none',
      `stroke="${cols[4]!}" stroke-width="${f(u * 0.014)}" stroke-linecap="round"`,
    );
  }
  return s;
};
