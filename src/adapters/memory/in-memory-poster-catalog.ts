/**
 * PosterCatalog over a list of products, for tests and headless runs (docs/architecture.md#conventions: fakes by storage).
 * `products` honours query (name contains, case-insensitive), type, color (a tag slug),
 * portrait, offset and limit, and records every query it was asked; `search` likewise (below).
 */
import type { Product, SearchArtist, SearchCategory, SearchResults } from '../../application/model/catalogue';
import { fail, type Outcome } from '../../application/model/outcome';
import { ok } from '../../domain/result/result';
import type { PosterCatalog, ProductQuery, SearchQuery } from '../../application/ports/catalogue.port';

const notFound = <T>(what: string): Promise<Outcome<T>> => Promise.resolve(fail('NOT_FOUND', `${what} not found`, 404));

const matches = (p: Product, q: ProductQuery): boolean =>
  (q.query === undefined || p.name.toLowerCase().includes(q.query.trim().toLowerCase())) &&
  (q.type === undefined || p.type === q.type) &&
  (q.color === undefined || p.tags.some((t) => t.slug === q.color)) &&
  (q.portrait === undefined || q.portrait === null || p.metadata['portrait'] === q.portrait);

export class InMemoryPosterCatalog implements PosterCatalog {
  readonly queries: ProductQuery[] = [];
  readonly searches: SearchQuery[] = [];

  constructor(
    private readonly items: readonly Product[],
    private readonly wallIds: readonly string[] = [],
  ) {}

  wallExists(id: string) {
    return Promise.resolve(this.wallIds.includes(id));
  }

  products(query: ProductQuery) {
    this.queries.push(query);
    const found = this.items.filter((p) => matches(p, query));
    const offset = query.offset ?? 0;
    const page = found.slice(offset, query.limit === undefined ? undefined : offset + query.limit);
    return Promise.resolve(ok({ items: page, total: found.length }));
  }

  productBySlug(slug: string) {
    const p = this.items.find((i) => i.slug === slug);
    return p ? Promise.resolve(ok(p)) : notFound<Product>(`product ${slug}`);
  }

  productById(id: number) {
    const p = this.items.find((i) => i.id === id);
    return p ? Promise.resolve(ok(p)) : notFound<Product>(`product ${id}`);
  }

  productsByIds(ids: readonly number[]) {
    return Promise.resolve(ok<readonly Product[]>(this.items.filter((p) => ids.includes(p.id))));
  }

  bundled() {
    return Promise.resolve(ok<readonly Product[]>([]));
  }
  tagBySlug(slug: string) {
    return notFound<never>(`tag ${slug}`);
  }
  categories() {
    return Promise.resolve(ok([]));
  }
  categoryBySlugs(slugs: readonly string[]) {
    return notFound<never>(`category ${slugs.join('/')}`);
  }
  page(path: string) {
    return notFound<never>(`page ${path}`);
  }
  widget(slug: string) {
    return notFound<never>(`widget ${slug}`);
  }
  siteReviews() {
    return Promise.resolve(ok([]));
  }
  artists() {
    return Promise.resolve(ok({ items: [], total: 0 }));
  }
  /**
   * The products whose name contains the text, the artists whose alias contains it and the
   * categories whose name does (from the listed products, with their poster counts); no filter
   * counts or corrections. Recorded in `searches`.
   */
  search(query: SearchQuery): Promise<Outcome<SearchResults>> {
    this.searches.push(query);
    const text = query.query.trim().toLowerCase();
    const found = this.items.filter((p) => matches(p, { ...query, portrait: query.portrait ?? null }));
    const offset = query.offset ?? 0;
    const items = found.slice(offset, query.limit === undefined ? undefined : offset + query.limit);
    const artists = new Map<string, SearchArtist>();
    const categories = new Map<number, SearchCategory>();
    for (const p of this.items) {
      if (p.artist && p.artist.alias.toLowerCase().includes(text)) {
        const a = artists.get(p.artist.slug);
        artists.set(p.artist.slug, { ...p.artist, posters: (a?.posters ?? 0) + 1 });
      }
      for (const c of p.categories.filter((c) => c.name.toLowerCase().includes(text))) {
        categories.set(c.id, { id: c.id, name: c.name, slugs: [c.slug], posters: (categories.get(c.id)?.posters ?? 0) + 1 });
      }
    }
    const none = { colours: [], orientations: [], did_you_mean: null };
    return Promise.resolve(
      ok({
        query: query.query,
        items,
        total: found.length,
        artists: [...artists.values()],
        categories: [...categories.values()],
        ...none,
      }),
    );
  }

  artistBySlug(slug: string) {
    return notFound<never>(`artist ${slug}`);
  }
}
