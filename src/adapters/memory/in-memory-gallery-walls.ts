/**
 * GalleryWallGateway over in-memory walls and products, for tests and headless runs. Every call is written
 * to `log`; `share` can be held open (`hold()`) to test what happens while a share is running.
 */
import type { Paged, Product } from '../../application/model/catalogue';
import { fail, type Outcome } from '../../application/model/outcome';
import { ok } from '../../domain/result/result';
import type { ProductQuery } from '../../application/ports/catalogue.port';
import type { Environment, GalleryWallGateway, SharedWall } from '../../application/ports/gallery-wall.port';

export class InMemoryGalleryWalls implements GalleryWallGateway {
  readonly log: string[] = [];
  readonly walls = new Map<string, SharedWall>();
  shareAnswer: 'link' | 'empty-link' | 'failure' = 'link';
  private held: Array<() => void> | null = null;

  constructor(
    private readonly products: readonly Product[],
    private readonly frames: readonly Product[],
    readonly rooms: readonly Environment[] = [],
  ) {}

  hold() {
    this.held = [];
  }
  release() {
    const h = this.held ?? [];
    this.held = null;
    h.forEach((f) => f());
  }

  async share(wall: SharedWall): Promise<Outcome<{ id: string; link: string }>> {
    this.log.push(`share ${wall.posters.length}`);
    if (this.held) await new Promise<void>((r) => this.held!.push(r));
    if (this.shareAnswer === 'failure') return fail('SERVER', 'down', 500);
    const id = `w${this.walls.size + 1}`;
    this.walls.set(id, wall);
    return ok({ id, link: this.shareAnswer === 'empty-link' ? '' : `https://shop.test/gallery-wall/${id}` });
  }

  async load(id: string): Promise<Outcome<SharedWall>> {
    this.log.push(`load ${id}`);
    const wall = this.walls.get(id);
    return wall ? ok(wall) : fail('NOT_FOUND', `wall ${id}`, 404);
  }

  async productWithFrames(id: number) {
    this.log.push(`product ${id}`);
    const product = this.products.find((p) => p.id === id);
    if (!product) return fail('NOT_FOUND', `product ${id}`, 404);
    const sizes = new Set(product.variations.map((v) => v.option_name));
    return ok({ product, frames: this.frames.filter((f) => f.variations.some((v) => sizes.has(v.option_name))) });
  }

  async environments() {
    return ok<readonly Environment[]>(this.rooms);
  }

  async wishlistProducts(ids: readonly number[], query: ProductQuery): Promise<Outcome<Paged<Product>>> {
    this.log.push(`wishlist ${ids.join(',')} ${query.size}`);
    const found = this.products.filter((p) => ids.includes(p.id) && p.variations.some((v) => v.option_name === query.size));
    return ok({ items: found.slice(query.offset ?? 0, (query.offset ?? 0) + (query.limit ?? 18)), total: found.length });
  }
}
