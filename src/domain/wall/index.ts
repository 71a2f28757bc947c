export { WALL_LAYOUTS, WALL_CANVAS_CM, layoutById, isWallSize, slotBox } from './layouts';
export type { WallSize, LayoutSlot, WallLayout, SlotBox } from './layouts';
export {
  OVERVIEW_STEP,
  canGoNext,
  canGoPrevious,
  nextStep,
  previousStep,
  isPickerStep,
  chooseStep,
  closePicker,
} from './designer-steps';
export type { DesignerStep, PickerStep } from './designer-steps';
export { frameIndexForSize, frameFits, isFilled, withFrame } from './wall-poster';
export type { WallPosition, WallPoster } from './wall-poster';
export { chooseFrame } from './frame-choice';
export type { FrameChoiceState } from './frame-choice';
export { reconcileSavedPosters, toSavedWall } from './saved-wall';
export type { SavedWallPoster, WallEnvironment, SavedWall } from './saved-wall';
export { decideShare } from './share';
export type { ShareDecision } from './share';
export { wallCartLines } from './wall-cart';
export type { WallSizeUnavailable } from './wall-cart';
export { ROOM_IMAGE_CM, WALL_CANVAS_ON_ROOM, posterBoxOnCanvas, clampToWall, positionInCm } from './room-calibration';
export type { CanvasBox } from './room-calibration';
