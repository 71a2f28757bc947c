/**
 * Where the wall canvas sits on a room image (docs/rules/gallery-wall.md#layouts-sizes-and-rooms "true-to-scale wall": each room
 * image calibrated so one centimetre is the same for every poster on it).
 *
 * Decision: every environment image is drawn at 5 px per centimetre on a 1500 × 1000 picture
 * (300 cm × 200 cm of room), so the 250 cm × 150 cm canvas of the layouts (`WALL_CANVAS_CM`)
 * covers 1250 × 750 px, centred horizontally from the ceiling line. Expressed in percent of
 * the room image, the box is the same for all 28 rooms and at every rendered width.
 */
import { WALL_CANVAS_CM } from './layouts';

export const ROOM_IMAGE_CM = { width: 300, height: 200 } as const;

export interface CanvasBox {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** The canvas's box in percent of the room image. */
export const WALL_CANVAS_ON_ROOM: CanvasBox = {
  left: ((ROOM_IMAGE_CM.width - WALL_CANVAS_CM.width) / 2 / ROOM_IMAGE_CM.width) * 100,
  top: 0,
  width: (WALL_CANVAS_CM.width / ROOM_IMAGE_CM.width) * 100,
  height: (WALL_CANVAS_CM.height / ROOM_IMAGE_CM.height) * 100,
};

/** A poster's size in percent of the canvas ("50x70" portrait is 20 % × 46.7 %). */
export const posterBoxOnCanvas = (size: string, portrait: boolean): { readonly width: number; readonly height: number } => {
  const [a, b] = size.split('x').map(Number) as [number, number];
  const [w, h] = portrait ? [a, b] : [b, a];
  return { width: (w / WALL_CANVAS_CM.width) * 100, height: (h / WALL_CANVAS_CM.height) * 100 };
};

/** Keeps a poster's top-left (percent) inside the canvas: no part of it leaves the wall. */
export const clampToWall = (
  position: { readonly top: number; readonly left: number },
  size: string,
  portrait: boolean,
): { readonly top: number; readonly left: number } => {
  const box = posterBoxOnCanvas(size, portrait);
  const clamp = (v: number, max: number) => Math.min(Math.max(v, 0), Math.max(max, 0));
  return { top: clamp(position.top, 100 - box.height), left: clamp(position.left, 100 - box.width) };
};

/** Top-left of a poster in centimetres from the wall's top-left corner (the hanging guide). */
export const positionInCm = (position: {
  readonly top: number;
  readonly left: number;
}): { readonly x: number; readonly y: number } => ({
  x: Math.round((position.left / 100) * WALL_CANVAS_CM.width * 10) / 10,
  y: Math.round((position.top / 100) * WALL_CANVAS_CM.height * 10) / 10,
});
