import * as t from 'io-ts';
import { WALL_ENVIRONMENT_COUNT, WALL_LAYOUT_COUNT, WALL_POSITION_PERCENT } from '../../../domain/constants';
import { decimalBetween, integerBetween } from './bounded.js';
import { nullable } from './nullable.js';
import { Id, SafeString } from './safe.js';

/** Every number of a wall is bounded (bounded.ts): rooms 0–27, layouts 1–9, positions 0–100 %. */
const EnvironmentIdx = integerBetween(0, WALL_ENVIRONMENT_COUNT - 1);
const LayoutId = integerBetween(1, WALL_LAYOUT_COUNT);
const Percent = decimalBetween(WALL_POSITION_PERCENT.min, WALL_POSITION_PERCENT.max, WALL_POSITION_PERCENT.decimals);

/**
 * Saved gallery walls (docs/rules/gallery-wall.md#sharing-and-saved-walls "Wall", "Saved wall", docs/rules/gallery-wall.md#sharing-and-saved-walls GET/POST /api/gallery-wall). The share
 * payload shape is not given by the spec, so saving sends what loading returns, minus what the
 * server derives (the frame index, the environment's image URL).
 * `size` is a size label ("50x70"); `frame_id` the frame product (null: no frame);
 * `frame_index` the frame's variation index for that size; `top`/`left` in percent of the wall.
 * What the server answers is read from bounded columns, so only what it decodes is bounded.
 */
export const WallPoster = t.strict(
  {
    product_id: nullable(t.number),
    size: t.string,
    portrait: t.boolean,
    frame_id: nullable(t.number),
    frame_index: nullable(t.number),
    top: t.number,
    left: t.number,
  },
  'WallPoster',
);
export type WallPoster = t.TypeOf<typeof WallPoster>;

/** Room picture behind the wall: `idx` 0–27 of the 28 environments. */
export const WallEnvironment = t.strict({ idx: t.number, url: t.string }, 'WallEnvironment');
export type WallEnvironment = t.TypeOf<typeof WallEnvironment>;

/** GET /api/environments: the 28 room pictures of the designer with their names. */
export const Environment = t.strict({ idx: t.number, url: t.string, name: t.string }, 'Environment');
export type Environment = t.TypeOf<typeof Environment>;
export const EnvironmentList = t.array(Environment, 'EnvironmentList');
export type EnvironmentList = t.TypeOf<typeof EnvironmentList>;

/**
 * GET /api/gallery-wall/{id}. `layout` is the layout number (9 layouts); `product_id` is null
 * when the product no longer exists (loading skips it, docs/rules/gallery-wall.md#sharing-and-saved-walls "Saved wall loading").
 */
export const SavedWall = t.strict({ posters: t.array(WallPoster), environment: WallEnvironment, layout: t.number }, 'SavedWall');
export type SavedWall = t.TypeOf<typeof SavedWall>;

/** One poster of a wall being shared: every poster names its product. */
export const SaveWallPoster = t.strict(
  {
    product_id: Id,
    size: SafeString,
    portrait: t.boolean,
    frame_id: nullable(Id),
    top: Percent,
    left: Percent,
  },
  'SaveWallPoster',
);
export type SaveWallPoster = t.TypeOf<typeof SaveWallPoster>;

/** POST /api/gallery-wall: the room by its index, the layout by its number. */
export const SaveWallRequest = t.strict(
  { posters: t.array(SaveWallPoster), environment: t.strict({ idx: EnvironmentIdx }, 'WallEnvironmentRef'), layout: LayoutId },
  'SaveWallRequest',
);
export type SaveWallRequest = t.TypeOf<typeof SaveWallRequest>;

/** `link` is the absolute share URL of the saved wall; `id` its short id. */
export const SaveWallAnswer = t.strict({ id: t.string, link: t.string }, 'SaveWallAnswer');
export type SaveWallAnswer = t.TypeOf<typeof SaveWallAnswer>;
