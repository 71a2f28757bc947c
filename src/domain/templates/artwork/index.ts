export { renderTemplateSvg, templateScene, canvasFor, CANVAS_HEIGHT, MARGIN_SHARE } from './render';
export type { ArtworkOptions, Canvas } from './render';
