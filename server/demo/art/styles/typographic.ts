import { circle, esc, f, path, rect } from '../svg.js';
import type { ArtStyle } from './types.js';

/** Words and short phrases set as posters (language-neutral favourites). */
export const TYPO_WORDS: readonly (readonly [string, string])[] = [
  ['Hello', 'sunshine'],
  ['Breathe', 'slowly'],
  ['Stay wild', 'and free'],
  ['Good vibes', 'only'],
  ['Dream big', 'every day'],
  ['Slow down', 'and enjoy'],
  ['Home', 'sweet home'],
  ['Amour', 'toujours'],
  ['Hygge', 'at home'],
  ['Ciao', 'bella'],
  ['Bonjour', 'mon amour'],
  ['La dolce vita', 'since forever'],
  ['Namaste', 'in bed'],
  ['Create', 'something'],
  ['Be kind', 'always'],
  ['Coffee', 'first'],
  ['Wanderlust', 'travel more'],
  ['Love you', 'more'],
  ['Yes', 'you can'],
  ['Carpe diem', 'seize the day'],
];

/** Typographic poster: a big word or phrase, a caption and a bold shape. */
export const typographic: ArtStyle = ({ rng, pal, w, h, motif }) => {
  const u = Math.min(w, h);
  const [c0, c1, c2] = pal.c;
  const idx = Number.parseInt(motif, 10);
  const [word, caption] = TYPO_WORDS[(Number.isFinite(idx) ? idx : 0) % TYPO_WORDS.length]!;
  const serif = rng.chance(0.5);
  const family = serif ? 'DejaVu Serif, serif' : 'DejaVu Sans, sans-serif';
  let s = rect(0, 0, w, h, pal.bg);
  const shape = rng.int(0, 2);
  const accent = rng.pick([c0, c1, c2]);
  if (shape === 0) s += circle(w / 2, h * 0.46, u * 0.34, accent);
  else if (shape === 1) {
    const r = u * 0.32;
    s += path(
      `M${f(w / 2 - r)} ${f(h * 0.78)}V${f(h * 0.2 + r)}A${f(r)} ${f(r)} 0 0 1 ${f(w / 2 + r)} ${f(h * 0.2 + r)}V${f(h * 0.78)}Z`,
      accent,
    );
  } else {
    s += rect(w * 0.12, h * 0.12, w * 0.76, h * 0.68, accent);
  }
  const words = word.split(' ');
  const longest = Math.max(...words.map((x) => x.length));
  const fs = Math.min(u * 0.2, (u * 0.62) / (longest * (serif ? 0.64 : 0.74)), (h * 0.5) / words.length);
  const lineH = fs * 1.02;
  const top = h * 0.46 - ((words.length - 1) * lineH) / 2 + fs * 0.36;
  const txt = Math.abs(luma(accent) - luma(pal.ink)) > 0.35 ? pal.ink : pal.bg;
  words.forEach((wd, i) => {
    s += `<text x="${f(w / 2)}" y="${f(top + i * lineH)}" font-family="${family}" font-weight="bold" font-size="${f(fs)}" text-anchor="middle" fill="${txt}"${serif ? ' font-style="italic"' : ''}>${esc(wd)}</text>`;
  });
  s += `<text x="${f(w / 2)}" y="${f(h * 0.89)}" font-family="DejaVu Sans, sans-serif" font-size="${f(u * 0.042)}" letter-spacing="${f(u * 0.012)}" text-anchor="middle" fill="${pal.ink}">${esc(caption.toUpperCase())}</text>`;
  s += rect(w / 2 - u * 0.06, h * 0.91, u * 0.12, u * 0.004, pal.ink);
  return s;
};

const luma = (hex: string): number => {
  const n = Number.parseInt(hex.slice(1), 16);
  return (0.2126 * ((n >> 16) & 255) + 0.7152 * ((n >> 8) & 255) + 0.0722 * (n & 255)) / 255;
};
