import { blob, circle, f, path, rect, smoothOpen } from '../svg.js';
import type { ArtStyle } from './types.js';

/** Minimal single-line drawings over soft colour shapes. Motifs: face, lines. */
export const lineArt: ArtStyle = ({ rng, pal, w, h, motif }) => {
  const u = Math.min(w, h);
  const [c0, c1, c2, c3] = pal.c;
  let s = rect(0, 0, w, h, pal.bg);
  s += path(blob(rng, w * rng.range(0.3, 0.42), h * rng.range(0.36, 0.46), u * 0.3, 6, 0.2), c3 === pal.bg ? c1 : c3);
  s += path(blob(rng, w * rng.range(0.58, 0.7), h * rng.range(0.6, 0.68), u * 0.22, 6, 0.25), c0, 'fill-opacity="0.85"');
  s += circle(w * rng.range(0.65, 0.75), h * rng.range(0.2, 0.26), u * 0.06, c2);
  const stroke = `stroke="${pal.ink}" stroke-width="${f(u * 0.0065)}" stroke-linecap="round" stroke-linejoin="round" fill="none"`;
  if (motif === 'face') {
    // A single-line face drawn in a 1000×1400 frame, then fitted into the canvas.
    const sc = Math.min(w / 1000, h / 1400) * rng.range(0.95, 1.05);
    const tx = w / 2 - 500 * sc,
      ty = h / 2 - 700 * sc;
    const tilt = rng.range(-7, 7);
    const d = [
      'M360 520 C340 700 400 880 500 905 C600 880 660 700 640 520',
      'C630 360 520 300 430 330 C350 360 300 450 330 520 C350 560 390 540 380 500',
      'M395 615 Q428 645 462 615 M538 615 Q572 645 605 615',
      'M405 632 l-8 14 M428 640 l-3 16 M452 632 l6 14 M548 632 l-6 14 M572 640 l3 16 M595 632 l8 14',
      'M470 560 Q488 552 496 578 L500 700 Q503 735 530 728',
      'M455 790 Q480 776 500 786 Q520 776 545 790 Q500 822 455 790',
      'M455 900 L448 1040 M545 900 L552 1040',
      'M448 1040 C380 1060 300 1090 250 1160 M552 1040 C620 1060 700 1090 750 1160',
    ].join(' ');
    s += `<g transform="translate(${f(tx)} ${f(ty)}) scale(${(Math.round(sc * 1000) / 1000).toString()}) rotate(${f(tilt)} 500 700)"><path d="${d}" stroke="${pal.ink}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round" fill="none"/></g>`;
  } else {
    for (let k = 0; k < 2; k++) {
      const pts: [number, number][] = [];
      const n = rng.int(6, 8);
      for (let i = 0; i < n; i++)
        pts.push([w * rng.range(0.18, 0.82), h * (0.15 + (0.7 * i) / (n - 1)) + rng.range(-h * 0.05, h * 0.05)]);
      s += `<path d="${smoothOpen(pts)}" ${stroke}${k === 1 ? ' stroke-opacity="0.55"' : ''}/>`;
    }
    s += circle(w * 0.3, h * 0.78, u * 0.025, pal.ink);
  }
  return s;
};
