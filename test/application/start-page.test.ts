import { describe, expect, it } from 'vitest';
import { loadStartPage } from '../../src/application/loaders/start.loader';
import type { Category } from '../../src/application/model/catalogue';
import { InMemoryPosterCatalog } from '../../src/adapters/memory/in-memory-poster-catalog';
import { catalogueCategory, catalogueProduct } from '../fakes/catalogue-products';

const category = (id: number, slugs: string[], over: Partial<Category> = {}): Category =>
  catalogueCategory(id, {
    slug: slugs[slugs.length - 1]!,
    name: slugs.join('/'),
    layout: '',
    hierarchy: slugs.map((s) => ({ name: s, slug: s })),
    product_count: 1,
    ...over,
  });

describe('start page view-all slides (docs/rules/catalogue.md#carousels-and-related-products "Carousels … each with an optional view-all slide")', () => {
  const catalog = new InMemoryPosterCatalog([catalogueProduct()]);

  it('leads best sellers to the home category, personalised to the customizable one and walls to the wall category, nested ones by their hierarchy', async () => {
    const personalised = category(3, ['art', 'namen'], { metadata: { customizable: true } });
    const categories = [
      category(1, ['kunstdrucke'], { home: true }),
      category(2, ['art'], { children: [personalised] }),
      category(4, ['bilderwaende'], { product_type: 4 }),
    ];
    const page = await loadStartPage(catalog, categories);
    expect(page.ok && page.value.viewAll).toEqual({
      bestSellers: ['kunstdrucke'],
      personalised: ['art', 'namen'],
      walls: ['bilderwaende'],
    });
  });

  it('offers no view-all slide where the catalogue has no such category', async () => {
    const page = await loadStartPage(catalog, [category(1, ['prints'])]);
    expect(page.ok && page.value.viewAll).toEqual({ bestSellers: null, personalised: null, walls: null });
  });
});
