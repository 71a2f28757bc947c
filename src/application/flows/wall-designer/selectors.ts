/** Named reads of the designer's snapshot (docs/rules/gallery-wall.md#designer-steps "Gallery-wall designer"); the view renders these. */
import {
  WALL_LAYOUTS,
  canGoNext,
  canGoPrevious,
  frameFits,
  isFilled,
  variationForSize,
  wallSubtotal,
  zero,
  type DesignerStep,
  type Money,
  type Product,
  type WallPoster,
} from '../../../domain';
import type { ActorRefFrom } from 'xstate';
import type { WallDesignerContext } from './machine';
import type { posterPickerMachine } from '../wall-poster-picker/machine';
import { targetPlace } from './wall-state';

type PickerRef = ActorRefFrom<typeof posterPickerMachine>;

type Snapshot = { readonly context: WallDesignerContext; hasTag(tag: string): boolean };

export const selectStep = (s: Snapshot): DesignerStep => s.context.step;
export const selectShowsNext = (s: Snapshot): boolean => canGoNext(s.context.step);
export const selectShowsPrevious = (s: Snapshot): boolean => canGoPrevious(s.context.step);
export const selectPosters = (s: Snapshot): readonly WallPoster[] => s.context.wall.posters;
export const selectActiveIndex = (s: Snapshot): number | null => s.context.wall.activeIndex;
export const selectLayoutId = (s: Snapshot): number => s.context.wall.layoutId;
export const selectLayouts = () => WALL_LAYOUTS;
export const selectEnvironment = (s: Snapshot) => s.context.wall.environment;
export const selectEnvironments = (s: Snapshot) => s.context.environments;
export const selectSidebarOpen = (s: Snapshot): boolean => s.context.sidebarOpen;
export const selectZoomed = (s: Snapshot): boolean => s.context.zoomed;
export const selectIntroOpen = (s: Snapshot): boolean => s.context.introOpen;
export const selectSharing = (s: Snapshot) => ({
  open: s.context.sharingOpen,
  link: s.context.shareLink,
  loading: s.context.loading,
  noPosters: s.context.noPosters,
});
export const selectLoadingWall = (s: Snapshot): boolean => s.hasTag('busy') && !s.context.sharingOpen;
export const selectFailed = (s: Snapshot): boolean => s.context.failed;
export const selectCanUndo = (s: Snapshot): boolean => s.context.past.length > 0;
export const selectCanRedo = (s: Snapshot): boolean => s.context.future.length > 0;
export const selectFilledCount = (s: Snapshot): number => s.context.wall.posters.filter(isFilled).length;

/** The place the poster picker fills: its size and orientation filter the listing (docs/rules/gallery-wall.md#poster-picker). */
export const selectTargetPlace = (
  s: Snapshot,
): { readonly index: number; readonly size: string; readonly portrait: boolean } | null => {
  const index = targetPlace(s.context.wall);
  const p = s.context.wall.posters[index];
  return p ? { index, size: p.size, portrait: p.portrait } : null;
};

/** The poster picker running inside the designer (step 3). */
export const selectPicker = (s: { readonly children: { readonly picker?: PickerRef } }): PickerRef | undefined =>
  s.children.picker;

/** Frames offered for the active poster: those with a variation for its size. */
export const selectFramesForActive = (s: Snapshot): readonly Product[] => {
  const { posters, activeIndex } = s.context.wall;
  const active = activeIndex === null ? undefined : posters[activeIndex];
  return active && isFilled(active) ? s.context.frames.filter((f) => frameFits(f, active.size)) : [];
};

/**
 * The wall's total (docs/rules/product-pages.md#wall-bundles "Wall bundle" subtotal rule, quantity 1): each filled poster's
 * price in its size plus its frame's, summed by the domain rule the server prices with.
 */
export const selectWallTotal =
  (currency: string) =>
  (s: Snapshot): Money => {
    const priced = s.context.wall.posters.filter(isFilled).flatMap((p) => {
      const poster = variationForSize(p.product, p.size);
      const frame = p.frame ? variationForSize(p.frame, p.size) : undefined;
      return poster ? [{ poster: poster.price, frame: frame?.price ?? null }] : [];
    });
    const total = wallSubtotal(currency, priced, 1);
    return total.ok ? total.value : zero(currency);
  };
