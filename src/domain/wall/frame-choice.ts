/**
 * Frame picker on the wall (docs/rules/gallery-wall.md#frame-choice "Frame picker"): the first frame choice applies to every
 * filled poster with the same frame type; later choices apply to the active poster only.
 *
 * Decisions:
 * - "Same frame type" compares the poster's product metadata.frameType with the chosen
 *   frame's metadata.frameType (both missing counts as the same type). The active poster is
 *   always a target.
 * - A frame is only put on posters whose size it has a variation for; if it does not fit
 *   the active poster, nothing changes and the first choice is still to come.
 * - Removing the frame (null) touches the active poster only and is not the "first choice".
 */
import type { Product } from '../product/model';
import { frameFits, isFilled, withFrame, type WallPoster } from './wall-poster';

export interface FrameChoiceState {
  readonly posters: readonly WallPoster[];
  readonly activeIndex: number | null;
  readonly frameChosen: boolean;
}

const frameTypeOf = (p: Product): string | null => p.metadata.frameType ?? null;

export const chooseFrame = (s: FrameChoiceState, frame: Product | null): FrameChoiceState => {
  const active = s.activeIndex === null ? undefined : s.posters[s.activeIndex];
  if (!active || !isFilled(active)) return s;
  if (frame === null) {
    return { ...s, posters: s.posters.map((p, i) => (i === s.activeIndex ? withFrame(p, null) : p)) };
  }
  if (!frameFits(frame, active.size)) return s;
  const targets = (p: WallPoster, i: number): boolean =>
    i === s.activeIndex ||
    (!s.frameChosen && isFilled(p) && frameTypeOf(p.product) === frameTypeOf(frame) && frameFits(frame, p.size));
  return {
    ...s,
    frameChosen: true,
    posters: s.posters.map((p, i) => (targets(p, i) ? withFrame(p, frame) : p)),
  };
};
