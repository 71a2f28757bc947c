export { renderTemplateSvg, templateScene, templateTextLayout, visibleDesignArea } from './render';
export type { ArtworkOptions } from './render';
export { canvasFor, CANVAS_HEIGHT, MARGIN_SHARE } from './canvas';
export type { Canvas } from './canvas';
export { textBounds } from './text-bounds';
export type { Bounds } from './text-bounds';
export type { TextBox } from './text-box';
export { UNITS_PER_PX } from './labels';
