/**
 * Where a poster's print comes from (docs/rules/back-office.md#print-jobs): the artwork of a catalogue or
 * an artist's poster at full resolution. Vector artwork (an SVG document, the demo catalogue's) prints
 * at any size at 300 dpi; a raster original prints at what its pixels give. Null when the product has
 * no original the shop can print. Owned here, answered where the shop is composed: an artist's
 * original from the media store (server/artists), the demo's generated art in demo mode.
 */
import type { Queryable } from '../db/db.port.js';

export type PosterArtworkSource =
  | { readonly kind: 'vector'; readonly svg: string; readonly width: number; readonly height: number }
  | { readonly kind: 'raster'; readonly bytes: Buffer };

export type PosterArtwork = (db: Queryable, productId: number) => Promise<PosterArtworkSource | null>;
