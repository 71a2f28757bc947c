/**
 * The GalleryWallGateway over the HTTP API (docs/rules/gallery-wall.md#sharing-and-saved-walls GET/POST /api/gallery-wall,
 * GET /api/products/{id} with frames, POST /api/product-wishlist; GET /api/environments).
 */
import { ok } from '../../domain/result/result';
import type { GalleryWallGateway, SharedWall } from '../../application/ports/gallery-wall.port';
import {
  EnvironmentList,
  ProductList,
  ProductWithFrames,
  SaveWallAnswer,
  SavedWall,
  type SaveWallRequest,
} from './contract/index';
import type { HttpClient } from './http-client';

const toRequest = (w: SharedWall): SaveWallRequest => ({
  layout: w.layout,
  environment: { idx: w.environment.idx },
  posters: w.posters.flatMap((p) =>
    p.productId === null
      ? []
      : [
          {
            product_id: p.productId,
            size: p.size,
            portrait: p.portrait,
            frame_id: p.frameId,
            top: p.top,
            left: p.left,
          },
        ],
  ),
});

export const createHttpGalleryWalls = (http: HttpClient): GalleryWallGateway => ({
  share: async (wall) => {
    const r = await http.request(SaveWallAnswer, '/api/gallery-wall', { method: 'POST', body: toRequest(wall) });
    return r.ok ? ok(r.value.value) : r;
  },
  load: async (id) => {
    const r = await http.get(SavedWall, `/api/gallery-wall/${encodeURIComponent(id)}`);
    if (!r.ok) return r;
    return ok({
      layout: r.value.layout,
      environment: r.value.environment,
      posters: r.value.posters.map((p) => ({
        productId: p.product_id,
        size: p.size,
        portrait: p.portrait,
        frameId: p.frame_id,
        top: p.top,
        left: p.left,
      })),
    });
  },
  productWithFrames: async (id) => {
    const r = await http.get(ProductWithFrames, `/api/products/${id}`);
    if (!r.ok) return r;
    const { frames, ...product } = r.value;
    return ok({ product, frames });
  },
  environments: () => http.get(EnvironmentList, '/api/environments'),
  wishlistProducts: async (ids, query) => {
    const r = await http.request(ProductList, '/api/product-wishlist', { method: 'POST', body: { ...query, product_ids: ids } });
    return r.ok ? ok({ items: r.value.value, total: r.value.total }) : r;
  },
});
