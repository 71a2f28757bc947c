/** Avatars, gift cards, category headers and start-page banners. */
import { artBody, type ArtStyleName } from './art.js';
import { createRng } from './prng.js';
import { PALETTES } from './palettes.js';
import { circle, darken, esc, lighten, linear, nest, path, rect } from './svg.js';
import { wallBody } from './walls.js';
import { ROOM_H, ROOM_W } from './rooms.js';

/** Abstract portrait, 400×400. */
export const avatarBody = (n: number): string => {
  const rng = createRng(`avatar:${n}`);
  const pal = PALETTES.filter((p) => !p.dark)[n % PALETTES.filter((p) => !p.dark).length]!;
  const skin = rng.pick(['#f1cfb5', '#e0b394', '#c68e6a', '#8d5a3b', '#f6dcc8']);
  const hair = rng.pick(['#2b211c', '#5a3a24', '#b5823c', '#d9b26a', '#1d1d1f', '#8a3b22']);
  const shirt = pal.c[0];
  let s =
    rect(0, 0, 400, 400, pal.c[3]) +
    circle(rng.range(260, 330), rng.range(70, 120), rng.range(40, 70), pal.c[2], 'fill-opacity="0.7"');
  const long = rng.chance(0.5);
  if (long) s += path('M115 200C105 110 160 75 200 75C250 75 300 110 285 210L300 330H100Z', hair);
  s += path('M70 400C80 320 130 290 200 290C270 290 320 320 330 400Z', shirt);
  s += rect(178, 240, 44, 60, darken(skin, 0.08));
  s += `<ellipse cx="200" cy="185" rx="72" ry="88" fill="${skin}"/>`;
  s += long
    ? path('M128 170C130 110 170 92 205 95C245 98 275 125 272 175C245 140 200 125 150 150Z', hair)
    : path('M126 175C120 110 160 85 200 85C245 85 285 110 274 175C260 135 230 125 200 128C170 125 140 140 126 175Z', hair);
  s += path(
    'M175 200q8 -6 16 0M209 200q8 -6 16 0',
    'none',
    `stroke="${darken(skin, 0.5)}" stroke-width="4" stroke-linecap="round"`,
  );
  s += path('M185 232q15 10 30 0', 'none', `stroke="${darken(skin, 0.35)}" stroke-width="4" stroke-linecap="round"`);
  return s;
};

/** Gift card, 1000×630, showing the amount (EUR major units). */
export const giftcardBody = (amount: number): string => {
  const pal = PALETTES[(amount * 7) % PALETTES.length]!;
  const a = pal.dark ? pal.c[2] : pal.c[0];
  const b = pal.dark ? pal.c[4] : darken(pal.c[4], 0.1);
  let s = `<defs>${linear(
    'gc',
    [
      [0, lighten(a, 0.1)],
      [1, b],
    ],
    0,
    0,
    1,
    1,
  )}</defs>`;
  s += `<rect x="0" y="0" width="1000" height="630" rx="40" fill="url(#gc)"/>`;
  s += circle(820, 120, 260, '#ffffff', 'fill-opacity="0.08"') + circle(120, 600, 200, '#ffffff', 'fill-opacity="0.07"');
  s += rect(0, 270, 1000, 46, pal.c[1], 'fill-opacity="0.9"') + rect(640, 0, 46, 630, pal.c[1], 'fill-opacity="0.9"');
  s += path('M663 293c-60-80-150-60-120 0c20 30 80 20 120 0c40 20 100 30 120 0c30-60-60-80-120 0Z', lighten(pal.c[1], 0.35));
  s += `<text x="80" y="190" font-family="DejaVu Serif, serif" font-size="180" font-weight="bold" fill="#ffffff">${esc(String(amount))}</text>`;
  s += `<text x="84" y="540" font-family="DejaVu Sans, sans-serif" font-size="40" letter-spacing="10" fill="#ffffff">GIFT CARD</text>`;
  return s;
};

const HEADER_STYLES: readonly ArtStyleName[] = ['mountains', 'photographic', 'city-skyline'];

/** Wide category header, 1920×480: a landscape artwork cropped to a band. */
export const headerBody = (n: number): string => {
  const style = HEADER_STYLES[n % HEADER_STYLES.length]!;
  return nest(0, 0, 1920, 480, 1400, 1000, artBody(style, n, false, 'h'));
};

/** Start-page banner, 1920×800: a gallery wall in its room, cropped from the top. */
export const bannerBody = (n: number): string =>
  `<svg x="0" y="0" width="1920" height="800" viewBox="0 0 ${ROOM_W} ${ROOM_H}" preserveAspectRatio="xMidYMin slice">${wallBody(n)}</svg>`;
