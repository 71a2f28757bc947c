/**
 * The interiors (environment images, docs/rules/gallery-wall.md#layouts-sizes-and-rooms WALL_ENVIRONMENT_COUNT) drawn as SVG in 1500×1000.
 * Each room also tells where a poster hangs (centre) and its scale in pixels per centimetre,
 * used by the room previews of posters and by the gallery-wall composites.
 */
import { createRng, type Rng } from './prng.js';
import { circle, darken, f, leaf, lighten, linear, mix, path, radial, rect } from './svg.js';

export const ROOM_W = 1500;
export const ROOM_H = 1000;

type Furniture = 'sofa' | 'bed' | 'desk' | 'sideboard' | 'armchair' | 'dining' | 'console';
const FURNITURE: readonly Furniture[] = ['sofa', 'bed', 'desk', 'sideboard', 'armchair', 'dining', 'console'];
const ROOM_LABEL: Record<Furniture, string> = {
  sofa: 'living room',
  bed: 'bedroom',
  desk: 'home office',
  sideboard: 'lounge',
  armchair: 'reading corner',
  dining: 'dining room',
  console: 'hallway',
};
const MOOD = ['Bright', 'Sage', 'Warm', 'Dark'] as const;

const WALLS: readonly (readonly string[])[] = [
  ['#f1ece4', '#e6e0d6', '#efe8dd', '#f4f1ec', '#ebe5dc', '#f2ede6', '#e9e4dc'], // bright
  ['#c9d3c4', '#b8c6b9', '#a9b8a6', '#cfd8cc', '#9fae9c', '#c3cfc0', '#b4c2b0'], // sage / green
  ['#d9c2ad', '#c98e6e', '#e2cbb6', '#d8b49a', '#e4d2bf', '#cfa88b', '#dcc0a4'], // warm
  ['#2f3a45', '#3b4a3f', '#48453f', '#3a3340', '#2d3b3a', '#463c35', '#343a4a'], // dark
];
const FLOORS = ['#c9a27c', '#a77b55', '#d7c6ae', '#7a5a40', '#b8b2a8'];
const UPHOLSTERY = ['#8a9a84', '#d8cdbd', '#5d6b7a', '#b86f52', '#e4ddd2', '#3f4b45', '#c2a27f', '#7b6f86'];

const HANG_Y: Record<Furniture, number> = {
  sofa: 300,
  bed: 290,
  desk: 250,
  sideboard: 290,
  armchair: 290,
  dining: 290,
  console: 255,
};

export interface RoomSpec {
  readonly idx: number;
  readonly name: string;
  readonly furniture: Furniture;
  readonly wall: string;
  readonly dark: boolean;
  /** Floor line (y). */
  readonly floorY: number;
  /** Where the centre of a single poster (or an arrangement) hangs. */
  readonly hang: { readonly cx: number; readonly cy: number };
  /** Pixels per centimetre on the wall. */
  readonly scale: number;
  /** Lowest y a poster may reach before the furniture below it. */
  readonly maxY: number;
}

export const roomSpec = (idx: number): RoomSpec => {
  const furniture = FURNITURE[idx % FURNITURE.length]!;
  const moodIdx = Math.floor(idx / FURNITURE.length) % MOOD.length;
  const wall = WALLS[moodIdx]![idx % FURNITURE.length]!;
  const rng = createRng(`room:${idx}`);
  const cx = 750 + rng.range(-90, 90);
  const floorY = 780;
  const cy = HANG_Y[furniture];
  return {
    idx,
    furniture,
    wall,
    dark: moodIdx === 3,
    floorY,
    hang: { cx, cy },
    scale: 5,
    maxY: HANG_Y[furniture] + 195,
    name: `${MOOD[moodIdx]} ${ROOM_LABEL[furniture]}`,
  };
};

const rr = (x: number, y: number, w: number, h: number, r: number, fill: string, extra = ''): string =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(r)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;

const shadow = (cx: number, y: number, w: number): string =>
  `<ellipse cx="${f(cx)}" cy="${f(y)}" rx="${f(w / 2)}" ry="12" fill="#000" fill-opacity="0.16"/>`;

const plant = (rng: Rng, x: number, floorY: number, size: number, pot: string): string => {
  let s = shadow(x, floorY, size * 0.8);
  const greens = ['#4f6f4a', '#3f5d3d', '#6a8a5a', '#567a52'];
  const baseY = floorY - size * 0.55;
  for (let i = 0; i < 11; i++) {
    const a = -Math.PI / 2 + rng.range(-1.25, 1.25);
    const len = size * rng.range(0.55, 0.95);
    s += path(
      `M${f(x)} ${f(baseY)}L${f(x + Math.cos(a) * len * 0.6)} ${f(baseY + Math.sin(a) * len * 0.6)}`,
      'none',
      'stroke="#3c5237" stroke-width="3"',
    );
    s += path(leaf(x + Math.cos(a) * len * 0.35, baseY + Math.sin(a) * len * 0.35, len * 0.7, a, 0.42), rng.pick(greens));
  }
  s += path(`M${f(x - size * 0.28)} ${f(baseY)}h${f(size * 0.56)}l${f(-size * 0.06)} ${f(size * 0.55)}h${f(-size * 0.44)}Z`, pot);
  return s;
};

const floorLamp = (x: number, floorY: number, shade: string): string =>
  rr(x - 30, floorY - 8, 60, 8, 4, '#2b2b2b') +
  rect(x - 3, floorY - 430, 6, 425, '#2b2b2b') +
  path(`M${x - 60} ${floorY - 400}L${x - 40} ${floorY - 480}H${x + 40}L${x + 60} ${floorY - 400}Z`, shade) +
  `<ellipse cx="${x}" cy="${floorY - 330}" rx="140" ry="90" fill="#fff6dc" fill-opacity="0.12"/>`;

const sofa = (cx: number, fy: number, col: string, rng: Rng): string => {
  const w = 640,
    dk = darken(col, 0.12),
    lt = lighten(col, 0.08);
  let s = shadow(cx, fy, w * 1.05);
  s += rect(cx - w / 2 + 30, fy - 26, 12, 26, '#3a2e26') + rect(cx + w / 2 - 42, fy - 26, 12, 26, '#3a2e26');
  s += rr(cx - w / 2 + 40, fy - 240, w - 80, 130, 24, dk);
  s += rr(cx - w / 2 + 60, fy - 225, (w - 130) / 2, 110, 20, lt) + rr(cx + 5, fy - 225, (w - 130) / 2, 110, 20, lt);
  s += rr(cx - w / 2 + 20, fy - 130, w - 40, 104, 16, col);
  s += rr(cx - w / 2, fy - 175, 70, 150, 22, dk) + rr(cx + w / 2 - 70, fy - 175, 70, 150, 22, dk);
  const pc = rng.pick(['#e9c46a', '#d98c6b', '#f1ece4', '#6d8b74', '#2f3e46']);
  s += `<rect x="${cx - 230}" y="${fy - 200}" width="95" height="85" rx="18" fill="${pc}" transform="rotate(-8 ${cx - 182} ${fy - 157})"/>`;
  s += `<rect x="${cx + 140}" y="${fy - 200}" width="95" height="85" rx="18" fill="${lighten(pc, 0.3)}" transform="rotate(7 ${cx + 187} ${fy - 157})"/>`;
  return s;
};

const bed = (cx: number, fy: number, col: string, rng: Rng): string => {
  const w = 680;
  let s = shadow(cx, fy, w * 1.1);
  s += rr(cx - w / 2 + 20, fy - 330, w - 40, 220, 18, darken(col, 0.1));
  s += rr(cx - w / 2 + 60, fy - 215, 190, 70, 20, '#f7f4ef') + rr(cx + w / 2 - 250, fy - 215, 190, 70, 20, '#f7f4ef');
  s += rr(cx - w / 2, fy - 165, w, 135, 10, '#f1ede6');
  s += rr(cx - w / 2, fy - 150, w, 120, 10, lighten(col, 0.55));
  s += rect(cx - w / 2, fy - 95, w, 46, rng.pick(['#c98e6e', '#7c9a72', '#5d6b7a', '#d9b44a']), 'fill-opacity="0.85"');
  s += rect(cx - w / 2 + 10, fy - 30, 14, 30, '#4a3a2e') + rect(cx + w / 2 - 24, fy - 30, 14, 30, '#4a3a2e');
  for (const side of [-1, 1]) {
    const nx = cx + side * (w / 2 + 90);
    s +=
      shadow(nx, fy, 140) +
      rr(nx - 65, fy - 170, 130, 150, 6, '#b08a66') +
      rect(nx - 55, fy - 20, 8, 20, '#4a3a2e') +
      rect(nx + 47, fy - 20, 8, 20, '#4a3a2e');
    s +=
      rect(nx - 2, fy - 245, 4, 75, '#3a3a3a') +
      path(`M${nx - 35} ${fy - 240}L${nx - 25} ${fy - 290}H${nx + 25}L${nx + 35} ${fy - 240}Z`, '#efe6d4');
  }
  return s;
};

const desk = (cx: number, fy: number, col: string, rng: Rng): string => {
  const w = 620,
    top = fy - 300;
  let s = shadow(cx, fy, w);
  s +=
    rect(cx - w / 2, top, w, 20, '#b68c63') +
    rect(cx - w / 2 + 20, top + 20, 10, 280, '#2b2b2b') +
    rect(cx + w / 2 - 30, top + 20, 10, 280, '#2b2b2b');
  s += rr(cx + w / 2 - 200, top + 20, 150, 170, 4, '#e8e2d8');
  s +=
    path(`M${cx - 150} ${top}l12 -8h276l12 8Z`, '#2b2f33') +
    path(`M${cx - 120} ${top - 8}l10 -70h220l10 70Z`, '#3a3f45') +
    rect(cx - 100, top - 72, 200, 58, '#4d6b8a');
  s +=
    path(`M${cx - 230} ${top}l0 -10h40v10Z`, '#333') +
    path(`M${cx - 210} ${top - 10}l-30 -110l60 -40`, 'none', 'stroke="#333" stroke-width="6"');
  s += path(`M${cx - 150} ${top - 180}l-40 20l25 40Z`, '#333');
  s += plant(rng, cx + w / 2 - 90, top, 90, '#d8cfc2').replace(/<ellipse[^>]*>/, '');
  // chair seen from behind
  s +=
    rr(cx - 110, top + 60, 220, 200, 40, col) +
    rect(cx - 8, top + 260, 16, 110, '#2b2b2b') +
    rr(cx - 120, fy - 14, 240, 14, 7, '#2b2b2b');
  return s;
};

const sideboard = (cx: number, fy: number, col: string, rng: Rng): string => {
  const w = 720,
    h = 230,
    top = fy - h - 40;
  let s = shadow(cx, fy, w);
  s += rect(cx - w / 2 + 30, fy - 40, 12, 40, '#3a2e26') + rect(cx + w / 2 - 42, fy - 40, 12, 40, '#3a2e26');
  s += rr(cx - w / 2, top, w, h, 6, col);
  for (let i = 1; i < 4; i++) s += rect(cx - w / 2 + (w * i) / 4 - 1, top + 12, 2, h - 24, darken(col, 0.2));
  for (let i = 0; i < 4; i++) s += rect(cx - w / 2 + (w * (i + 0.5)) / 4 - 2, top + h / 2 - 20, 4, 40, darken(col, 0.35));
  // decor: vase with branches, books, bowl
  const vx = cx - w / 2 + 110;
  s += path(
    `M${vx - 30} ${top}C${vx - 50} ${top - 60} ${vx - 20} ${top - 90} ${vx - 12} ${top - 110}h24C${vx + 20} ${top - 90} ${vx + 50} ${top - 60} ${vx + 30} ${top}Z`,
    rng.pick(['#e9e3d6', '#c98e6e', '#2f3e46']),
  );
  for (let i = 0; i < 4; i++)
    s += path(
      `M${vx} ${top - 100}Q${vx + (i - 1.5) * 40} ${top - 220} ${vx + (i - 1.5) * 70} ${top - 300 + i * 12}`,
      'none',
      'stroke="#5a4636" stroke-width="3"',
    );
  s +=
    rect(cx + w / 2 - 220, top - 26, 120, 26, '#5d6b7a') +
    rect(cx + w / 2 - 210, top - 46, 100, 20, '#d9b44a') +
    rect(cx + w / 2 - 200, top - 62, 90, 16, '#e8e2d8');
  s += path(`M${cx + 20} ${top}a60 30 0 0 0 120 0Z`, '#b86f52');
  return s;
};

const armchair = (cx: number, fy: number, col: string, rng: Rng): string => {
  let s = '';
  const ax = cx - 120;
  s += shadow(ax, fy, 340) + rect(ax - 130, fy - 30, 10, 30, '#3a2e26') + rect(ax + 120, fy - 30, 10, 30, '#3a2e26');
  s += rr(ax - 140, fy - 330, 280, 230, 60, darken(col, 0.08)) + rr(ax - 150, fy - 150, 300, 120, 20, col);
  s += rr(ax - 170, fy - 200, 60, 170, 24, darken(col, 0.15)) + rr(ax + 110, fy - 200, 60, 170, 24, darken(col, 0.15));
  s += floorLamp(ax - 280, fy, '#efe6d4');
  const tx = cx + 150;
  s +=
    shadow(tx, fy, 160) +
    circle(tx, fy - 210, 70, '#b68c63') +
    rect(tx - 4, fy - 210, 8, 210, '#2b2b2b') +
    rect(tx - 50, fy - 6, 100, 6, '#2b2b2b');
  s += rect(tx - 30, fy - 250, 60, 40, '#e9e3d6');
  s += plant(rng, cx + 330, fy, 240, '#c98e6e');
  return s;
};

const dining = (cx: number, fy: number, col: string, _rng: Rng): string => {
  const w = 760,
    top = fy - 260;
  let s = shadow(cx, fy, w);
  s +=
    rect(cx - w / 2, top, w, 22, '#a77b55') +
    rect(cx - w / 2 + 30, top + 22, 14, 238, '#6b4a34') +
    rect(cx + w / 2 - 44, top + 22, 14, 238, '#6b4a34');
  s += path(`M${cx - 30} ${top}c-10 -40 0 -70 30 -80c30 10 40 40 30 80Z`, '#e9e3d6');
  for (const dx of [-260, -90, 90, 260]) {
    const x = cx + dx;
    s += rr(x - 70, top - 40, 140, 190, 20, col) + rect(x - 75, top + 150, 150, 20, darken(col, 0.15));
    s += rect(x - 65, top + 170, 10, 90, '#3a2e26') + rect(x + 55, top + 170, 10, 90, '#3a2e26');
  }
  return s;
};

const consoleTable = (cx: number, fy: number, col: string, rng: Rng): string => {
  const w = 560,
    top = fy - 320;
  let s = shadow(cx, fy, w);
  s +=
    rect(cx - w / 2, top, w, 18, '#2b2b2b') +
    rect(cx - w / 2 + 10, top + 18, 8, 302, '#2b2b2b') +
    rect(cx + w / 2 - 18, top + 18, 8, 302, '#2b2b2b');
  s += rect(cx - w / 2 + 10, top + 200, w - 20, 8, '#2b2b2b');
  s += path(`M${cx - 170} ${top + 200}h130l-10 -70h-110Z`, '#c2a27f');
  s += path(`M${cx + 210} ${top}c-30 -40 -20 -90 20 -100c40 10 50 60 20 100Z`, rng.pick(['#b86f52', '#e9e3d6', '#5d6b7a']));
  s += rect(cx - 230, top - 30, 90, 30, col) + rect(cx - 220, top - 50, 70, 20, '#e9e3d6');
  s += plant(rng, cx - w / 2 - 130, fy, 200, '#e9e3d6');
  return s;
};

const DRAW: Record<Furniture, (cx: number, fy: number, col: string, rng: Rng) => string> = {
  sofa,
  bed,
  desk,
  sideboard,
  armchair,
  dining,
  console: consoleTable,
};

/** SVG body of room idx; `onWall` is drawn on the wall, behind furniture. */
export const roomBody = (idx: number, onWall = '', id = 'r'): string => {
  const spec = roomSpec(idx);
  const rng = createRng(`room-draw:${idx}`);
  const { wall, floorY } = spec;
  const floor = FLOORS[(idx * 3) % FLOORS.length]!;
  const uph = UPHOLSTERY[(idx * 5 + 1) % UPHOLSTERY.length]!;
  const lightLeft = idx % 2 === 0;
  let s =
    `<defs>${radial(
      `${id}light`,
      [
        [0, '#ffffff', spec.dark ? 0.18 : 0.45],
        [1, '#ffffff', 0],
      ],
      lightLeft ? 0.15 : 0.85,
      0.1,
      0.75,
    )}` +
    `${linear(`${id}wallfade`, [
      [0, '#000000', 0],
      [1, '#000000', spec.dark ? 0.25 : 0.1],
    ])}` +
    `${linear(`${id}floor`, [
      [0, darken(floor, 0.12)],
      [1, lighten(floor, 0.06)],
    ])}</defs>`;
  s += rect(0, 0, ROOM_W, floorY, wall);
  // panelling on some walls
  if (idx % 4 === 1) {
    for (let x = 60; x < ROOM_W; x += 240)
      s += rect(x, floorY - 260, 200, 210, 'none', `stroke="${darken(wall, 0.08)}" stroke-width="4"`);
  } else if (idx % 4 === 3) {
    s += rect(0, floorY - 300, ROOM_W, floorY, darken(wall, 0.06)) + rect(0, floorY - 304, ROOM_W, 6, lighten(wall, 0.15));
  }
  // a window on the side for some rooms
  if (idx % 3 === 0) {
    const wx = lightLeft ? 40 : ROOM_W - 240;
    s +=
      rect(wx - 12, 110, 224, 480, lighten(wall, 0.25)) +
      `<rect x="${wx}" y="122" width="200" height="456" fill="url(#${id}sky)"/>`;
    s = s.replace(
      '</defs>',
      `${linear(`${id}sky`, [
        [0, '#a9c6dc'],
        [1, '#e9eef0'],
      ])}</defs>`,
    );
    s += rect(wx + 97, 122, 6, 456, lighten(wall, 0.25)) + rect(wx, 340, 200, 6, lighten(wall, 0.25));
    s +=
      rect(wx - 40, 90, 50, 560, '#f4f1ea', 'fill-opacity="0.85"') +
      rect(wx + 190, 90, 50, 560, '#f4f1ea', 'fill-opacity="0.85"');
  }
  s += onWall;
  s += rect(0, 0, ROOM_W, floorY, `url(#${id}light)`);
  s += rect(0, floorY - 300, ROOM_W, 300, `url(#${id}wallfade)`);
  // floor with perspective boards
  s += rect(0, floorY, ROOM_W, ROOM_H - floorY, `url(#${id}floor)`);
  if (floor !== '#b8b2a8' && floor !== '#d7c6ae') {
    for (let i = -12; i <= 12; i++) {
      const x0 = 750 + i * 70,
        x1 = 750 + i * 150;
      s += path(
        `M${x0} ${floorY}L${x1} ${ROOM_H}`,
        'none',
        `stroke="${darken(floor, 0.18)}" stroke-width="2" stroke-opacity="0.5"`,
      );
    }
  }
  s += rect(0, floorY - 16, ROOM_W, 16, spec.dark ? lighten(wall, 0.1) : lighten(wall, 0.3));
  // rug
  if (idx % 2 === 1)
    s += path(
      `M${spec.hang.cx - 420} ${floorY + 50}L${spec.hang.cx + 420} ${floorY + 50}L${spec.hang.cx + 560} ${ROOM_H - 30}L${spec.hang.cx - 560} ${ROOM_H - 30}Z`,
      mix(uph, '#efe9e1', 0.6),
      'fill-opacity="0.9"',
    );
  s += DRAW[spec.furniture](spec.hang.cx, floorY + 20, uph, rng);
  if (spec.furniture === 'sofa' || spec.furniture === 'bed' || spec.furniture === 'sideboard') {
    s += plant(rng, lightLeft ? ROOM_W - 170 : 170, floorY + 40, 300, rng.pick(['#e9e3d6', '#c98e6e', '#2f3e46']));
  }
  if (spec.furniture === 'sofa' && idx % 3 !== 0) s += floorLamp(lightLeft ? 170 : ROOM_W - 170, floorY + 30, '#efe6d4');
  return s;
};
