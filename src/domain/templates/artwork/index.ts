export {
  renderTemplateSvg,
  templateScene,
  templateTextLayout,
  visibleDesignArea,
  canvasFor,
  CANVAS_HEIGHT,
  MARGIN_SHARE,
} from './render';
export type { ArtworkOptions, Canvas } from './render';
export { textBounds } from './text-bounds';
export type { Bounds } from './text-bounds';
export type { TextBox } from './text-box';
export { UNITS_PER_PX } from './labels';
