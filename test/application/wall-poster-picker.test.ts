/**
 * The wall's poster picker (docs/rules/gallery-wall.md#poster-picker "Wall poster picker", docs/rules/gallery-wall.md#poster-picker, docs/rules/catalogue.md#listings page size 18) over fakes.
 */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { posterPickerMachine, pickerCategories } from '../../src/application/flows/wall-poster-picker/machine';
import { createPosterPickerActors } from '../../src/application/flows/wall-poster-picker/actors';
import {
  selectCategoriesDisabled,
  selectPickerPageCount,
  selectWishlistDisabled,
} from '../../src/application/flows/wall-poster-picker/selectors';
import type { ProductQuery } from '../../src/application/ports/catalogue.port';
import { catalogueCategory, catalogueProduct, variation } from '../fakes/catalogue-products';
import { InMemoryPosterCatalog } from '../../src/adapters/memory/in-memory-poster-catalog';
import { InMemoryGalleryWalls } from '../../src/adapters/memory/in-memory-gallery-walls';

const posters = Array.from({ length: 40 }, (_, i) =>
  catalogueProduct({
    id: i + 1,
    slug: `p${i + 1}`,
    variations: [variation('50x70', 4900, { id: 500 + i })],
    metadata: { portrait: true },
  }),
);

const start = (wishlistIds: number[] = []) => {
  const catalog = new InMemoryPosterCatalog(posters);
  const walls = new InMemoryGalleryWalls(posters, []);
  const tree = [
    catalogueCategory(1, { children: [catalogueCategory(2), catalogueCategory(3, { dynamic: true })] }),
    catalogueCategory(4, { product_count: 0 }),
    catalogueCategory(5, { show_in_menu: false }),
    catalogueCategory(6, { product_type: 4 }),
    catalogueCategory(7, { product_type: null }),
    catalogueCategory(8, { metadata: { customizable: true } }),
  ];
  const actor = createActor(posterPickerMachine.provide(createPosterPickerActors({ catalog, walls })), {
    input: { categories: tree, wishlistIds },
  }).start();
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'));
  return { actor, catalog, walls, settled, c: () => actor.getSnapshot().context, s: () => actor.getSnapshot() };
};

describe('wall poster picker', () => {
  it('offers only categories with products, not dynamic, in the menu, of type 1 or none, never the personalised posters (docs/rules/personalisation.md#templates)', () => {
    expect(
      start()
        .c()
        .categories.map((c) => c.slug),
    ).toEqual(['c1', 'c2', 'c7']);
    expect(pickerCategories([])).toEqual([]);
  });

  it("lists 18 posters a page of the place's size and orientation, customisable ones left out (docs/rules/catalogue.md#filters, docs/rules/gallery-wall.md#layouts-sizes-and-rooms)", async () => {
    const p = start();
    p.actor.send({ type: 'picker.show', place: { size: '50x70', portrait: true } });
    await p.settled();
    expect(p.c().products).toHaveLength(18);
    expect(selectPickerPageCount(p.s())).toBe(3);
    expect(p.catalog.queries.at(-1)).toEqual<ProductQuery>({
      type: 1,
      size: '50x70',
      portrait: true,
      customizable: false,
      limit: 18,
      offset: 0,
    });
    p.actor.send({ type: 'picker.goto', page: 3 });
    await p.settled();
    expect(p.catalog.queries.at(-1)?.offset).toBe(36);
    p.actor.send({ type: 'picker.goto', page: 4 }); // past the last page: ignored
    expect(p.catalog.queries).toHaveLength(2);
    p.actor.send({ type: 'picker.show', place: { size: '50x70', portrait: true } }); // same place: no reload
    expect(p.catalog.queries).toHaveLength(2);
    p.actor.send({ type: 'picker.show', place: { size: '30x40', portrait: true } });
    await p.settled();
    expect(p.catalog.queries.at(-1)).toMatchObject({ size: '30x40', offset: 0 });
  });

  it('chosen categories filter the listing by slug and go back to page 1', async () => {
    const p = start();
    p.actor.send({ type: 'picker.show', place: { size: '50x70', portrait: true } });
    await p.settled();
    p.actor.send({ type: 'picker.goto', page: 2 });
    await p.settled();
    p.actor.send({ type: 'picker.toggleCategory', slug: 'c2' });
    await p.settled();
    expect(p.catalog.queries.at(-1)).toMatchObject({ categories: ['c2'], offset: 0 });
    p.actor.send({ type: 'picker.toggleCategory', slug: 'c3' }); // not offered
    expect(p.c().chosen).toEqual(['c2']);
  });

  it('the wishlist switch is disabled while the wishlist is empty (docs/rules/shop-wide.md#side-panels)', () => {
    const p = start([]);
    expect(selectWishlistDisabled(p.s())).toBe(true);
    p.actor.send({ type: 'picker.toggleWishlist' });
    expect(p.c().useWishlist).toBe(false);
  });

  it("with the wishlist on, lists the wishlist's posters through the wishlist endpoint and disables categories (docs/rules/shop-wide.md#side-panels)", async () => {
    const p = start([3, 4]);
    p.actor.send({ type: 'picker.show', place: { size: '50x70', portrait: true } });
    await p.settled();
    p.actor.send({ type: 'picker.toggleWishlist' });
    await p.settled();
    expect(p.walls.log).toEqual(['wishlist 3,4 50x70']);
    expect(p.c().products.map((x) => x.id)).toEqual([3, 4]);
    expect(selectCategoriesDisabled(p.s())).toBe(true);
    p.actor.send({ type: 'picker.toggleCategory', slug: 'c1' });
    expect(p.c().chosen).toEqual([]);
    p.actor.send({ type: 'picker.wishlistChanged', ids: [] });
    await p.settled();
    expect([p.c().useWishlist, selectCategoriesDisabled(p.s()), selectWishlistDisabled(p.s())]).toEqual([false, false, true]);
  });
});
