/**
 * The wall being designed (docs/rules/gallery-wall.md#designer-steps "Wall (in progress)") and the edits the designer makes to
 * it, as pure functions over the domain's wall rules: a layout gives one poster place per slot,
 * posters keep their product and frame across layout changes when the new slot's size is
 * offered, a placed poster goes to the active place (or the first empty one), moves stay on
 * the wall, and a loaded wall fills the places of its layout in order (docs/rules/gallery-wall.md#sharing-and-saved-walls "Saved wall
 * loading" decides what survives).
 */
import {
  WALL_LAYOUTS,
  chooseFrame,
  clampToWall,
  frameFits,
  hasSize,
  isFilled,
  layoutById,
  reconcileSavedPosters,
  withFrame,
  type Product,
  type WallLayout,
  type WallPoster,
  type WallPosition,
  type SavedWallPoster,
} from '../../../domain';

export interface WallEnvironmentRef {
  readonly idx: number;
  readonly url: string;
}

export interface WallState {
  readonly layoutId: number;
  readonly environment: WallEnvironmentRef;
  readonly posters: readonly WallPoster[];
  readonly activeIndex: number | null;
  /** The first frame choice was made (docs/rules/gallery-wall.md#frame-choice "Frame picker"). */
  readonly frameChosen: boolean;
}

export const DEFAULT_LAYOUT_ID = 2;
export const DEFAULT_ENVIRONMENT: WallEnvironmentRef = { idx: 0, url: '/media/room/0.webp' };

const layoutOrFirst = (id: number): WallLayout => layoutById(id) ?? WALL_LAYOUTS[0]!;

const emptyPlaces = (layout: WallLayout): WallPoster[] =>
  layout.slots.map((s) => ({
    size: s.size,
    portrait: true,
    position: { top: s.top, left: s.left },
    product: null,
    frame: null,
    frameIndex: null,
  }));

export const initialWall = (layoutId = DEFAULT_LAYOUT_ID, environment = DEFAULT_ENVIRONMENT): WallState => {
  const layout = layoutOrFirst(layoutId);
  return { layoutId: layout.id, environment, posters: emptyPlaces(layout), activeIndex: null, frameChosen: false };
};

/** The product keeps its place when it is offered in the new slot's size; so does its frame. */
const carry = (place: WallPoster, previous: WallPoster | undefined): WallPoster => {
  if (!previous || !isFilled(previous) || !hasSize(previous.product, place.size)) return place;
  const frame = previous.frame && frameFits(previous.frame, place.size) ? previous.frame : null;
  return withFrame({ ...place, product: previous.product }, frame);
};

export const chooseLayout = (s: WallState, layoutId: number): WallState => {
  const layout = layoutById(layoutId);
  if (!layout || layout.id === s.layoutId) return s;
  const filled = s.posters.filter(isFilled);
  return { ...s, layoutId: layout.id, activeIndex: null, posters: emptyPlaces(layout).map((p, i) => carry(p, filled[i])) };
};

export const chooseEnvironment = (s: WallState, environment: WallEnvironmentRef): WallState =>
  s.environment.idx === environment.idx ? s : { ...s, environment };

export const selectPlace = (s: WallState, index: number): WallState =>
  index >= 0 && index < s.posters.length ? { ...s, activeIndex: index } : s;

/**
 * Where a chosen poster goes: the active place (the one selected on the wall, or the next empty
 * one after a placement), else the first empty one, else the first.
 */
export const targetPlace = (s: WallState): number =>
  s.activeIndex ??
  Math.max(
    0,
    s.posters.findIndex((p) => !isFilled(p)),
  );

export const canPlace = (s: WallState, product: Product): boolean => {
  const place = s.posters[targetPlace(s)];
  return place !== undefined && hasSize(product, place.size);
};

export const placePoster = (s: WallState, product: Product): WallState => {
  if (!canPlace(s, product)) return s;
  const index = targetPlace(s);
  const posters = s.posters.map((p, i) =>
    i === index ? withFrame({ ...p, product }, p.frame && frameFits(p.frame, p.size) ? p.frame : null) : p,
  );
  // The next choice fills the next empty place; with none left, the poster just placed stays active.
  const order = posters.map((_, k) => (index + 1 + k) % posters.length);
  const nextEmpty = order.find((k) => !isFilled(posters[k]!));
  return { ...s, activeIndex: nextEmpty ?? index, posters };
};

export const removePoster = (s: WallState, index: number): WallState =>
  isFilled(s.posters[index] ?? ({ product: null } as WallPoster))
    ? { ...s, posters: s.posters.map((p, i) => (i === index ? { ...p, product: null, frame: null, frameIndex: null } : p)) }
    : s;

export const frameWall = (s: WallState, frame: Product | null): WallState => {
  const next = chooseFrame({ posters: s.posters, activeIndex: s.activeIndex, frameChosen: s.frameChosen }, frame);
  return next.posters === s.posters ? s : { ...s, posters: next.posters, frameChosen: next.frameChosen };
};

export const movePoster = (s: WallState, index: number, position: WallPosition): WallState => {
  const p = s.posters[index];
  if (!p || !Number.isFinite(position.top) || !Number.isFinite(position.left)) return s;
  const inside = clampToWall(position, p.size, p.portrait);
  if (inside.top === p.position.top && inside.left === p.position.left) return s;
  return { ...s, activeIndex: index, posters: s.posters.map((q, i) => (i === index ? { ...q, position: inside } : q)) };
};

/** A loaded wall on its layout: reconciled posters fill the places of their size, in order. */
export const loadedWall = (
  layoutId: number,
  environment: WallEnvironmentRef,
  saved: readonly SavedWallPoster[],
  products: readonly Product[],
  frames: readonly Product[],
): WallState => {
  const base = initialWall(layoutId, environment);
  const remaining = [...reconcileSavedPosters(saved, products, frames)];
  const posters = base.posters.map((place) => {
    const at = remaining.findIndex((p) => p.size === place.size);
    if (at === -1) return place;
    const [found] = remaining.splice(at, 1);
    return { ...found!, position: clampToWall(found!.position, found!.size, found!.portrait) };
  });
  return { ...base, posters, frameChosen: posters.some((p) => p.frame !== null) };
};
