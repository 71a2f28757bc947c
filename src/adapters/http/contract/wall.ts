import * as t from 'io-ts';
import { nullable } from './nullable.js';

/**
 * Saved gallery walls (spec §3 "Wall", §7 GET/POST /api/gallery-wall). The share payload shape
 * is not given by the spec, so saving sends exactly what loading returns.
 * `size` is a size label ("50x70"); `frame_id` the frame product (null: no frame);
 * `frame_index` the frame's index among the choices for that size; `top`/`left` in percent.
 */
export const WallPoster = t.strict(
  {
    product_id: t.number,
    size: t.string,
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

/** `layout` is the layout number (9 layouts). */
export const SavedWall = t.strict(
  { posters: t.array(WallPoster), environment: WallEnvironment, layout: t.number },
  'SavedWall',
);
export type SavedWall = t.TypeOf<typeof SavedWall>;

export const SaveWallRequest = SavedWall;
export type SaveWallRequest = SavedWall;

/** `link` is the absolute share URL of the saved wall. */
export const SaveWallAnswer = t.strict({ link: t.string }, 'SaveWallAnswer');
export type SaveWallAnswer = t.TypeOf<typeof SaveWallAnswer>;
