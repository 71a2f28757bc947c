/**
 * The Open Graph preview of a saved wall: the room with every poster at its true size and
 * place, framed as shared, as a 1200 × 630 JPEG (the size social networks show large).
 * Posters and frames come from the catalogue's own images, so the preview matches the wall
 * the link opens. Images are composited with sharp; the result never changes for a wall id.
 */
import sharp, { type OverlayOptions } from 'sharp';
import { WALL_CANVAS_ON_ROOM, posterBoxOnCanvas } from '../../src/domain/wall/room-calibration.js';
import type { StoredWall } from './wall.repository.js';

export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;
/** The room is rendered at this width, then its upper part (the wall) is cut to 1200 × 630. */
const ROOM_WIDTH = 1280;

interface ImageRef {
  readonly type: string;
  readonly url: string;
}
interface ProductImages {
  readonly images: readonly ImageRef[];
}

export interface PreviewDeps {
  /** A media URL rendered at one of the media widths (undefined when it is unknown). */
  readonly image: (url: string, width: number) => Promise<Buffer | undefined>;
  readonly productById: (id: number) => Promise<ProductImages | undefined>;
}

const urlOf = (p: ProductImages | undefined, ...types: string[]) =>
  types.map((t) => p?.images.find((i) => i.type === t)?.url).find(Boolean);

export const renderWallPreview = async (wall: StoredWall, deps: PreviewDeps): Promise<Buffer | undefined> => {
  const room = await deps.image(wall.environment.url, ROOM_WIDTH);
  if (!room) return undefined;
  const meta = await sharp(room).metadata();
  const roomH = meta.height ?? Math.round((ROOM_WIDTH * 2) / 3);
  const canvas = {
    left: (WALL_CANVAS_ON_ROOM.left / 100) * ROOM_WIDTH,
    top: (WALL_CANVAS_ON_ROOM.top / 100) * roomH,
    width: (WALL_CANVAS_ON_ROOM.width / 100) * ROOM_WIDTH,
    height: (WALL_CANVAS_ON_ROOM.height / 100) * roomH,
  };
  const layers: OverlayOptions[] = [];
  for (const p of wall.posters) {
    if (p.productId === null) continue;
    const product = await deps.productById(p.productId);
    const art = urlOf(product, 'no_margin', 'featured');
    if (!art) continue;
    const box = posterBoxOnCanvas(p.size, p.portrait);
    const w = Math.max(1, Math.round((box.width / 100) * canvas.width));
    const h = Math.max(1, Math.round((box.height / 100) * canvas.height));
    const left = Math.round(canvas.left + (p.left / 100) * canvas.width);
    const top = Math.round(canvas.top + (p.top / 100) * canvas.height);
    const artImage = await deps.image(art, 320);
    if (!artImage) continue;
    layers.push({ input: await sharp(artImage).resize(w, h, { fit: 'fill' }).toBuffer(), left, top });
    if (p.frameId === null) continue;
    const frame = await deps.productById(p.frameId);
    const overlay = urlOf(frame, p.portrait ? 'frame_overlay_portrait' : 'frame_overlay_landscape');
    const overlayImage = overlay ? await deps.image(overlay, 320) : undefined;
    if (overlayImage) layers.push({ input: await sharp(overlayImage).resize(w, h, { fit: 'fill' }).toBuffer(), left, top });
  }
  const cropHeight = Math.round((ROOM_WIDTH * PREVIEW_SIZE.height) / PREVIEW_SIZE.width);
  const composed = await sharp(room).composite(layers).toBuffer();
  return sharp(composed)
    .extract({ left: 0, top: 0, width: ROOM_WIDTH, height: Math.min(cropHeight, roomH) })
    .resize(PREVIEW_SIZE.width, PREVIEW_SIZE.height, { fit: 'cover' })
    .jpeg({ quality: 82 })
    .toBuffer();
};
