import { circle, f, leaf, mix, path, rect, darken, lighten } from '../svg.js';
import type { ArtStyle } from './types.js';

/** Botanical: leafy branches (motif 'leaves') or a bouquet in a vase (motif 'flowers'). */
export const botanical: ArtStyle = ({ rng, pal, w, h, motif }) => {
  const u = Math.min(w, h);
  const [c0, c1, c2, c3, c4] = pal.c;
  const greens = pal.dark
    ? [c0, c1, lighten(c4, 0.3)]
    : [mix(c0, '#4f6b4a', 0.45), mix(c1, '#7f9c72', 0.45), mix(c4, '#2f4a36', 0.5)];
  let s = rect(0, 0, w, h, pal.bg);
  // backdrop: a big soft arch or sun
  if (rng.chance(0.5)) {
    const r = u * 0.36;
    const cx = w / 2,
      top = h * 0.16;
    s += path(`M${f(cx - r)} ${f(h * 0.86)}V${f(top + r)}A${f(r)} ${f(r)} 0 0 1 ${f(cx + r)} ${f(top + r)}V${f(h * 0.86)}Z`, c3);
  } else {
    s += circle(w * 0.5, h * 0.42, u * 0.36, c3);
  }
  const stem = (
    x0: number,
    y0: number,
    x1: number,
    y1: number,
    bend: number,
    col: string,
    leafCol: string,
    leaves: number,
    size: number,
  ) => {
    const mx = (x0 + x1) / 2 + bend,
      my = (y0 + y1) / 2;
    let out = path(
      `M${f(x0)} ${f(y0)}Q${f(mx)} ${f(my)} ${f(x1)} ${f(y1)}`,
      'none',
      `stroke="${col}" stroke-width="${f(u * 0.006)}" stroke-linecap="round"`,
    );
    for (let i = 1; i <= leaves; i++) {
      const t = 0.15 + (0.85 * i) / (leaves + 0.5);
      const px = (1 - t) * (1 - t) * x0 + 2 * (1 - t) * t * mx + t * t * x1;
      const py = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * my + t * t * y1;
      const dx = 2 * (1 - t) * (mx - x0) + 2 * t * (x1 - mx),
        dy = 2 * (1 - t) * (my - y0) + 2 * t * (y1 - my);
      const ang = Math.atan2(dy, dx);
      const sideSign = i % 2 === 0 ? 1 : -1;
      const len = size * (1 - t * 0.45) * rng.range(0.85, 1.1);
      const a = ang + sideSign * rng.range(0.6, 0.95);
      out += path(leaf(px, py, len, a, 0.34), leafCol);
      out += path(
        `M${f(px)} ${f(py)}L${f(px + Math.cos(a) * len * 0.85)} ${f(py + Math.sin(a) * len * 0.85)}`,
        'none',
        `stroke="${lighten(leafCol, 0.25)}" stroke-width="${f(u * 0.0025)}" stroke-opacity="0.7"`,
      );
    }
    out += path(leaf(x1, y1, size * 0.6, Math.atan2(y1 - my, x1 - mx), 0.34), leafCol);
    return out;
  };
  if (motif === 'flowers') {
    const vaseW = u * rng.range(0.22, 0.28),
      vaseH = h * 0.2;
    const vx = w / 2,
      vy = h * 0.86;
    const flowerCols = [c2, c0, lighten(c2, 0.35), c1];
    const n = rng.int(5, 7);
    const stems: string[] = [];
    const heads: string[] = [];
    for (let i = 0; i < n; i++) {
      const tx = w * 0.5 + (i - (n - 1) / 2) * w * rng.range(0.08, 0.11);
      const ty = h * rng.range(0.2, 0.42);
      stems.push(
        stem(
          vx + rng.range(-vaseW * 0.15, vaseW * 0.15),
          vy - vaseH * 0.6,
          tx,
          ty,
          rng.range(-60, 60),
          darken(greens[0]!, 0.2),
          rng.pick(greens),
          rng.int(2, 3),
          u * 0.1,
        ),
      );
      const fc = rng.pick(flowerCols);
      const pr = u * rng.range(0.035, 0.055);
      const petals = rng.int(5, 8);
      const rot = rng.range(0, Math.PI);
      let head = '';
      for (let k = 0; k < petals; k++) {
        const a = rot + (k / petals) * Math.PI * 2;
        head += `<ellipse cx="${f(tx + Math.cos(a) * pr)}" cy="${f(ty + Math.sin(a) * pr)}" rx="${f(pr * 0.95)}" ry="${f(pr * 0.55)}" fill="${fc}" transform="rotate(${f((a * 180) / Math.PI)} ${f(tx + Math.cos(a) * pr)} ${f(ty + Math.sin(a) * pr)})"/>`;
      }
      head += circle(tx, ty, pr * 0.55, pal.dark ? c3 : c4);
      heads.push(head);
    }
    s += stems.join('') + heads.join('');
    // vase
    const vc = rng.pick([c4, c0, c1]);
    s += path(
      `M${f(vx - vaseW * 0.28)} ${f(vy - vaseH)}h${f(vaseW * 0.56)}l${f(vaseW * 0.04)} ${f(vaseH * 0.12)}C${f(vx + vaseW * 0.75)} ${f(vy - vaseH * 0.7)} ${f(vx + vaseW * 0.6)} ${f(vy)} ${f(vx + vaseW * 0.3)} ${f(vy)}H${f(vx - vaseW * 0.3)}C${f(vx - vaseW * 0.6)} ${f(vy)} ${f(vx - vaseW * 0.75)} ${f(vy - vaseH * 0.7)} ${f(vx - vaseW * 0.32)} ${f(vy - vaseH * 0.88)}Z`,
      vc,
    );
    s += path(
      `M${f(vx - vaseW * 0.45)} ${f(vy - vaseH * 0.45)}Q${f(vx)} ${f(vy - vaseH * 0.35)} ${f(vx + vaseW * 0.45)} ${f(vy - vaseH * 0.45)}`,
      'none',
      `stroke="${lighten(vc, 0.3)}" stroke-width="${f(u * 0.008)}" stroke-opacity="0.6"`,
    );
    s += rect(w * 0.18, vy, w * 0.64, u * 0.006, pal.ink, 'fill-opacity="0.35"');
  } else {
    const n = rng.int(3, 5);
    for (let i = 0; i < n; i++) {
      const x0 = w * 0.5 + rng.range(-w * 0.06, w * 0.06);
      const y0 = h * 0.92;
      const spread = (i - (n - 1) / 2) / Math.max(1, n - 1);
      const x1 = w * 0.5 + spread * w * 0.62;
      const y1 = h * rng.range(0.12, 0.3) + Math.abs(spread) * h * 0.18;
      s += stem(
        x0,
        y0,
        x1,
        y1,
        spread * w * 0.12 + rng.range(-30, 30),
        darken(greens[0]!, 0.25),
        greens[i % greens.length]!,
        rng.int(4, 6),
        u * rng.range(0.13, 0.17),
      );
    }
  }
  return s;
};
