/**
 * Gallery-wall bundles: wall n → a room, an arrangement of 3–6 posters (recipes, sizes,
 * placement in percent of the room image) and frames. The seed creates the bundle's poster
 * products from exactly these recipes, so the composite image shows the bundled posters.
 */
import { ART_STYLES, artBody, artTraits, hungPoster, type ArtStyleName } from './art.js';
import { frameBorder, frameKind, FRAME_KINDS } from './frames.js';
import { createRng } from './prng.js';
import { roomBody, roomSpec, ROOM_H, ROOM_W } from './rooms.js';
import type { FilterColor } from './palettes.js';

/** A slot: size (portrait naming, e.g. '30x40'), orientation and top-left in cm from the arrangement centre. */
interface Slot {
  readonly size: string;
  readonly portrait: boolean;
  readonly x: number;
  readonly y: number;
}

const dims = (size: string, portrait: boolean): [number, number] => {
  const [a, b] = size.split('x').map(Number) as [number, number];
  return portrait ? [a, b] : [b, a];
};

const row = (items: readonly [string, boolean][], gap = 8): Slot[] => {
  const widths = items.map(([s, p]) => dims(s, p)[0]);
  const total = widths.reduce((a, b) => a + b, 0) + gap * (items.length - 1);
  let x = -total / 2;
  return items.map(([s, p], i) => {
    const [, h] = dims(s, p);
    const slot = { size: s, portrait: p, x, y: -h / 2 };
    x += widths[i]! + gap;
    return slot;
  });
};

/** Eight arrangements (centre-aligned, cm). */
const ARRANGEMENTS: readonly (readonly Slot[])[] = [
  row([
    ['50x70', true],
    ['50x70', true],
    ['50x70', true],
  ]),
  row([
    ['30x40', true],
    ['50x70', true],
    ['30x40', true],
  ]),
  [
    ...row(
      [
        ['30x40', true],
        ['30x40', true],
      ],
      6,
    ).map((s) => ({ ...s, y: s.y - 23 })),
    ...row(
      [
        ['30x40', true],
        ['30x40', true],
      ],
      6,
    ).map((s) => ({ ...s, y: s.y + 23 })),
  ],
  [
    ...row(
      [
        ['21x30', true],
        ['21x30', true],
        ['21x30', true],
      ],
      6,
    ).map((s) => ({ ...s, y: s.y - 18 })),
    ...row(
      [
        ['21x30', true],
        ['21x30', true],
        ['21x30', true],
      ],
      6,
    ).map((s) => ({ ...s, y: s.y + 18 })),
  ],
  [
    { size: '50x70', portrait: true, x: -54, y: -35 },
    { size: '30x40', portrait: true, x: 4, y: -35 },
    { size: '30x40', portrait: false, x: 4, y: 13 },
  ],
  row([
    ['30x40', true],
    ['40x50', false],
    ['30x40', true],
  ]),
  [
    { size: '50x70', portrait: true, x: -25, y: -35 },
    { size: '21x30', portrait: true, x: -54, y: -35 },
    { size: '21x30', portrait: true, x: -54, y: 5 },
    { size: '21x30', portrait: true, x: 33, y: -35 },
    { size: '21x30', portrait: true, x: 33, y: 5 },
  ],
  row(
    [
      ['40x50', true],
      ['30x40', true],
      ['40x50', true],
    ],
    8,
  ),
];

export interface WallSlot {
  readonly style: ArtStyleName;
  readonly n: number;
  readonly portrait: boolean;
  /** Size option name, e.g. '50x70'. */
  readonly size: string;
  /** Frame kind (see FRAME_KINDS) or null for unframed. */
  readonly frame: string | null;
  /** Top-left and size in percent of the room image. */
  readonly topPct: number;
  readonly leftPct: number;
  readonly widthPct: number;
  readonly heightPct: number;
}

export interface WallRecipe {
  readonly n: number;
  readonly environment: number;
  readonly color: FilterColor;
  readonly slots: readonly WallSlot[];
}

const HARMONY: Record<FilterColor, readonly FilterColor[]> = {
  red: ['red', 'orange', 'white', 'brown'],
  pink: ['pink', 'white', 'red', 'magenta'],
  blue: ['blue', 'cyan', 'white', 'gray'],
  orange: ['orange', 'yellow', 'brown', 'red'],
  green: ['green', 'white', 'brown', 'yellow'],
  cyan: ['cyan', 'blue', 'white', 'green'],
  brown: ['brown', 'orange', 'white', 'gray'],
  yellow: ['yellow', 'orange', 'green', 'white'],
  magenta: ['magenta', 'pink', 'blue', 'black'],
  gray: ['gray', 'white', 'black', 'blue'],
  black: ['black', 'gray', 'white', 'brown'],
  white: ['white', 'gray', 'black', 'brown'],
};
const WALL_COLORS: readonly FilterColor[] = [
  'red',
  'pink',
  'blue',
  'orange',
  'green',
  'cyan',
  'brown',
  'yellow',
  'gray',
  'black',
  'white',
];

export const wallRecipe = (n: number): WallRecipe => {
  const rng = createRng(`wall:${n}`);
  const environment = rng.pick([0, 1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 14, 15, 16, 17, 18, 19, 20, 22, 23, 24, 25]);
  const spec = roomSpec(environment);
  const slotsCm = ARRANGEMENTS[n % ARRANGEMENTS.length]!;
  const color = rng.pick(WALL_COLORS);
  const styles = rng.sample(
    ART_STYLES.filter((s) => s !== 'typographic'),
    2,
  );
  const framed = rng.chance(0.8);
  const frame = framed ? rng.pick(FRAME_KINDS).kind : null;
  // fit the arrangement between the ceiling margin and the furniture
  const minX = Math.min(...slotsCm.map((s) => s.x)),
    maxX = Math.max(...slotsCm.map((s) => s.x + dims(s.size, s.portrait)[0]));
  const minY = Math.min(...slotsCm.map((s) => s.y)),
    maxY = Math.max(...slotsCm.map((s) => s.y + dims(s.size, s.portrait)[1]));
  const top = 45,
    bottom = spec.maxY;
  const scale = Math.min(6.2, (bottom - top) / (maxY - minY), 1100 / (maxX - minX));
  const cx = spec.hang.cx - ((minX + maxX) / 2) * scale;
  const cy = (top + bottom) / 2 - ((minY + maxY) / 2) * scale;
  const used = new Set<string>();
  const slots = slotsCm.map((s, i): WallSlot => {
    const style = styles[i % styles.length]!;
    let k = rng.int(1, 99_999);
    for (let tries = 0; tries < 200; tries++) {
      if (HARMONY[color].includes(artTraits(style, k).color) && !used.has(`${style}:${k}`)) break;
      k = rng.int(1, 99_999);
    }
    used.add(`${style}:${k}`);
    const [w, h] = dims(s.size, s.portrait);
    const pct = (v: number, of: number) => Math.round((v / of) * 10000) / 100;
    return {
      style,
      n: k,
      portrait: s.portrait,
      size: s.size,
      frame,
      leftPct: pct(cx + s.x * scale, ROOM_W),
      topPct: pct(cy + s.y * scale, ROOM_H),
      widthPct: pct(w * scale, ROOM_W),
      heightPct: pct(h * scale, ROOM_H),
    };
  });
  return { n, environment, color, slots };
};

/** The wall composite: room with the framed posters, 1500×1000. */
export const wallBody = (n: number): string => {
  const r = wallRecipe(n);
  let onWall = '';
  r.slots.forEach((s, i) => {
    const x = (s.leftPct / 100) * ROOM_W,
      y = (s.topPct / 100) * ROOM_H;
    const w = (s.widthPct / 100) * ROOM_W,
      h = (s.heightPct / 100) * ROOM_H;
    onWall += hungPoster(artBody(s.style, s.n, s.portrait, `w${i}`), s.portrait, x, y, w, h, true);
    const k = s.frame ? frameKind(s.frame) : undefined;
    if (k) onWall += frameBorder(k, x, y, w, h, `wf${i}`);
  });
  return roomBody(r.environment, onWall);
};
