/**
 * The nine gallery-wall layouts (docs/rules/gallery-wall.md#designer-steps "Gallery-wall designer", docs/rules/gallery-wall.md#layouts-sizes-and-rooms "layouts 9", wall sizes
 * 21x30, 30x40, 40x50, 50x70, 70x100).
 *
 * Decisions (the spec leaves the arrangements open):
 * - A slot's `top`/`left` place its top-left corner, in percent of the wall canvas; the
 *   canvas stands for a 250 cm × 150 cm wall (`WALL_CANVAS_CM`), so a slot's box in percent
 *   follows from its size. Slots are portrait; each group is centred with 6 cm gaps.
 * - Slots are listed left to right; ids are 1–9 in the order of the picker.
 */
import { WALL_SIZES } from '../constants';

export type WallSize = (typeof WALL_SIZES)[number];

export interface LayoutSlot {
  readonly top: number;
  readonly left: number;
  readonly size: WallSize;
}

export interface WallLayout {
  readonly id: number;
  readonly name: string;
  readonly slots: readonly LayoutSlot[];
}

export const WALL_CANVAS_CM = { width: 250, height: 150 } as const;

type SlotRow = readonly [top: number, left: number, size: WallSize];

const layout = (id: number, name: string, rows: readonly SlotRow[]): WallLayout => ({
  id,
  name,
  slots: rows.map(([top, left, size]) => ({ top, left, size })),
});

// One layout per row reads as the wall it draws.
// prettier-ignore
export const WALL_LAYOUTS: readonly WallLayout[] = [
  layout(1, 'duo', [[26.67, 28.8, '50x70'], [26.67, 51.2, '50x70']]),
  layout(2, 'trio', [[26.67, 17.6, '50x70'], [26.67, 40, '50x70'], [26.67, 62.4, '50x70']]),
  layout(3, 'grid-four', [[14.67, 32.8, '40x50'], [52, 32.8, '40x50'], [14.67, 51.2, '40x50'], [52, 51.2, '40x50']]),
  layout(4, 'grid-six', [
    [21.33, 29.6, '30x40'], [52, 29.6, '30x40'], [21.33, 44, '30x40'],
    [52, 44, '30x40'], [21.33, 58.4, '30x40'], [52, 58.4, '30x40'],
  ]),
  layout(5, 'symmetry', [[33.33, 17.6, '40x50'], [16.67, 36, '70x100'], [33.33, 66.4, '40x50']]),
  layout(6, 'centerpiece', [
    [21.33, 21.6, '30x40'], [52, 21.6, '30x40'], [16.67, 36, '70x100'], [21.33, 66.4, '30x40'], [52, 66.4, '30x40'],
  ]),
  layout(7, 'feature-left', [
    [16.67, 21.6, '70x100'], [21.33, 52, '30x40'], [52, 52, '30x40'], [21.33, 66.4, '30x40'], [52, 66.4, '30x40'],
  ]),
  layout(8, 'ascending', [[56.67, 8.4, '30x40'], [50, 22.8, '40x50'], [36.67, 41.2, '50x70'], [16.67, 63.6, '70x100']]),
  layout(9, 'mosaic', [
    [16.67, 21.4, '70x100'], [16.67, 51.8, '40x50'], [54, 51.8, '30x40'], [54, 66.2, '30x40'], [30, 70.2, '21x30'],
  ]),
];

export const layoutById = (id: number): WallLayout | undefined => WALL_LAYOUTS.find((l) => l.id === id);

export const isWallSize = (size: string): size is WallSize => (WALL_SIZES as readonly string[]).includes(size);

export interface SlotBox {
  readonly top: number;
  readonly left: number;
  readonly width: number;
  readonly height: number;
}

/** The slot's box in percent of the canvas; a landscape poster turns its size sideways. */
export const slotBox = (slot: LayoutSlot, portrait = true): SlotBox => {
  const [w, h] = slot.size.split('x').map(Number) as [number, number];
  const [width, height] = portrait ? [w, h] : [h, w];
  return {
    top: slot.top,
    left: slot.left,
    width: (width / WALL_CANVAS_CM.width) * 100,
    height: (height / WALL_CANVAS_CM.height) * 100,
  };
};
