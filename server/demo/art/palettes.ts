/**
 * Curated colour palettes. Every palette carries the filter colour (docs/rules/catalogue.md#filters "Filters") that
 * dominates artworks painted with it, so the seed can store product.color consistently.
 */
import type { Colour } from '../../../src/domain/catalogue/filters.js';

/** The filter colour (docs/rules/catalogue.md#filters) a demo palette is tagged with. */
export type FilterColor = Colour;

export interface Palette {
  readonly name: string;
  readonly color: FilterColor;
  /** Paper / background colour. */
  readonly bg: string;
  /** Dark colour for lines and text. */
  readonly ink: string;
  /** Accent colours: main, secondary, accent, light, deep. */
  readonly c: readonly [string, string, string, string, string];
  /** Sky gradient for landscapes: top, middle, horizon. */
  readonly sky: readonly [string, string, string];
  /** A dark palette (night scenes, black posters). */
  readonly dark?: boolean;
}

const p = (
  name: string,
  color: FilterColor,
  bg: string,
  ink: string,
  c: [string, string, string, string, string],
  sky: [string, string, string],
  dark = false,
): Palette => ({ name, color, bg, ink, c, sky, dark });

export const PALETTES: readonly Palette[] = [
  p(
    'terracotta',
    'red',
    '#f4ece1',
    '#3b2a25',
    ['#c8553d', '#e39b74', '#8c2f1f', '#f2c57c', '#2e4057'],
    ['#f6d5b8', '#ee9f7a', '#c8553d'],
  ),
  p(
    'cherry',
    'red',
    '#f7efe8',
    '#2a1617',
    ['#b8262f', '#e0645c', '#f2b5a0', '#f6dcc7', '#5c1a1f'],
    ['#f9d9c4', '#ef8a6d', '#b8262f'],
  ),
  p(
    'blush',
    'pink',
    '#f8e9e4',
    '#4a3237',
    ['#e4a3a0', '#c9777c', '#f4c9b8', '#fbeee6', '#7d4b57'],
    ['#fbe3dc', '#f2b8b0', '#d98c8f'],
  ),
  p(
    'peony',
    'pink',
    '#fbeff0',
    '#3d2733',
    ['#ef8fa7', '#f7c0cc', '#c45d7c', '#fde3e7', '#6b3a55'],
    ['#fde8ec', '#f7b6c4', '#e88aa3'],
  ),
  p(
    'nordic-sea',
    'blue',
    '#eaeef1',
    '#1c2b3a',
    ['#2f5d83', '#7fa7c4', '#d9b44a', '#d7e3ec', '#14273a'],
    ['#c9dbe8', '#8fb3cf', '#e9d8b8'],
  ),
  p(
    'cobalt',
    'blue',
    '#f1f0ec',
    '#111d35',
    ['#1e4fa3', '#86a8e0', '#f2a541', '#dfe7f5', '#0c1f4a'],
    ['#1b2f63', '#4a6fb5', '#f2b880'],
  ),
  p(
    'sunset',
    'orange',
    '#f8ede0',
    '#2b2d42',
    ['#ee7b3a', '#f4b860', '#c44536', '#fbe3c1', '#2b2d42'],
    ['#5b5f97', '#f08a5d', '#f9c784'],
  ),
  p(
    'apricot',
    'orange',
    '#fbf1e6',
    '#3a2e2a',
    ['#f29e4c', '#f6c28b', '#d9643a', '#fde7cf', '#6b4226'],
    ['#fbd9b0', '#f6ad6a', '#ee8b47'],
  ),
  p(
    'sage',
    'green',
    '#eef0e6',
    '#27322a',
    ['#7c9a72', '#b5c7a5', '#3e5641', '#e3dcc8', '#c9805d'],
    ['#e7ecdf', '#c7d4b8', '#f0e2c4'],
  ),
  p(
    'forest',
    'green',
    '#e9ede4',
    '#142019',
    ['#2f5d46', '#6f9a74', '#c9a66b', '#d8e2cf', '#183325'],
    ['#d5e0d2', '#9db8a0', '#f1dcae'],
  ),
  p(
    'lagoon',
    'cyan',
    '#e8f4f2',
    '#163a3a',
    ['#2a9d8f', '#8ad1c2', '#f4d35e', '#d6efe9', '#1d4e5a'],
    ['#bfe6e2', '#7fcfc6', '#fbe6a6'],
  ),
  p(
    'glacier',
    'cyan',
    '#eef6f7',
    '#14323a',
    ['#3fb0c0', '#a6dde5', '#f09b7d', '#dff2f4', '#1b5866'],
    ['#a7dbe4', '#d3eef1', '#f6ddd0'],
  ),
  p(
    'coffee',
    'brown',
    '#f1e9df',
    '#2f241d',
    ['#7a5237', '#b08562', '#d8bd9b', '#efe3d2', '#40291c'],
    ['#e9d6bf', '#c9a27c', '#8c6142'],
  ),
  p(
    'desert',
    'brown',
    '#f3e6d6',
    '#3a2a1e',
    ['#a0663f', '#d19c6c', '#e9c9a0', '#f7ead9', '#5a3824'],
    ['#f3d4b2', '#e2a877', '#b9764a'],
  ),
  p(
    'mustard',
    'yellow',
    '#f7f1e1',
    '#2f3044',
    ['#e2b33c', '#f3d98b', '#d2693e', '#fbf1cf', '#3d405b'],
    ['#fcefc4', '#f6d67e', '#eab548'],
  ),
  p(
    'lemon',
    'yellow',
    '#fbf7e6',
    '#26342f',
    ['#f1cd3c', '#f8e48f', '#6a9c89', '#fdf5cf', '#2e4a42'],
    ['#fdf3c4', '#f9e27e', '#f3c947'],
  ),
  p(
    'orchid',
    'magenta',
    '#f6ecf3',
    '#2d1630',
    ['#b13c8c', '#e28cc4', '#f3b55f', '#f8dcec', '#4e1d4f'],
    ['#3d1e55', '#a13d8a', '#f29ca3'],
  ),
  p(
    'fuchsia',
    'magenta',
    '#faf0f6',
    '#281029',
    ['#c9247d', '#f07cb5', '#6a2c70', '#fbd5e8', '#3a103b'],
    ['#6a2c70', '#c9247d', '#f6a4a8'],
  ),
  p(
    'stone',
    'gray',
    '#ecebe8',
    '#2b2b2b',
    ['#8a8985', '#bdbbb5', '#55544f', '#dedcd7', '#33322f'],
    ['#d7d8da', '#b9bbbe', '#e9e6e0'],
  ),
  p(
    'fog',
    'gray',
    '#eeeff0',
    '#23272b',
    ['#6d7780', '#a9b2ba', '#c9a27c', '#dde1e4', '#3a4148'],
    ['#c3c9ce', '#dde1e4', '#f0ece6'],
  ),
  p(
    'noir',
    'black',
    '#1b1b1d',
    '#f1e9d8',
    ['#e9dfc8', '#c7a24b', '#4a4a4f', '#2c2c30', '#0d0d0e'],
    ['#0f1016', '#262838', '#55506a'],
    true,
  ),
  p(
    'midnight',
    'black',
    '#15171f',
    '#ece4d4',
    ['#d9b26a', '#6c7aa1', '#2f3550', '#262a38', '#0b0d14'],
    ['#080a12', '#1b2138', '#3d3f63'],
    true,
  ),
  p(
    'linen',
    'white',
    '#faf8f4',
    '#2c2b29',
    ['#d9d2c5', '#b9ae9c', '#8c8376', '#f1ece3', '#3d3a35'],
    ['#f5f3ef', '#ebe6dd', '#f7efe3'],
  ),
  p(
    'porcelain',
    'white',
    '#fcfcfa',
    '#1f2a33',
    ['#dfe4e8', '#b8c4cc', '#7e93a3', '#f1f4f6', '#2b3b48'],
    ['#f3f6f8', '#e6ecf0', '#faf3ea'],
  ),
];

export const paletteByName = (name: string): Palette | undefined => PALETTES.find((x) => x.name === name);
