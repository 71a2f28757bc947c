import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi } from './harness';
import { countingDb } from '../builders/counting-db';
import { createCatalogueReads } from '../../server/catalogue/catalogue-reads';
import { createCatalogueService } from '../../server/catalogue/catalogue.service';
import { productFilterFromQuery } from '../../server/catalogue/filter-params';
import { DEFAULT_STORE } from '../../src/domain/stores/stores';

describe("the catalogue's warm reads", () => {
  let shop: Awaited<ReturnType<typeof startApi>>;
  beforeAll(async () => {
    shop = await startApi();
  });
  afterAll(() => shop.close());

  const counting = () => {
    const { db, statements } = countingDb(shop.db);
    return { db, widgetReads: () => statements(/FROM widget/) };
  };
  const WIDGET = 'SELECT content FROM widget WHERE language = $1 ORDER BY slug';

  it('answers the same statement with the same parameters from memory, and other parameters from the database', async () => {
    const { db, widgetReads } = counting();
    const reads = createCatalogueReads(db);
    const first = await reads.query(WIDGET, ['en']);
    expect(first.rows.length).toBeGreaterThan(0);
    expect((await reads.query(WIDGET, ['en'])).rows).toEqual(first.rows);
    expect(widgetReads()).toBe(1);
    await reads.query(WIDGET, ['de']);
    expect(widgetReads()).toBe(2);
  });

  it('reads again after a catalogue write, and shows what was written', async () => {
    const { db, widgetReads } = counting();
    const reads = createCatalogueReads(db);
    const before = await reads.query<{ content: string }>(WIDGET, ['en']);
    await shop.db.query(`UPDATE widget SET content = content || '<p>new</p>' WHERE language = 'en'`);
    const after = await reads.query<{ content: string }>(WIDGET, ['en']);
    expect(widgetReads()).toBe(2);
    expect(after.rows.map((r) => r.content)).toEqual(before.rows.map((r) => `${r.content}<p>new</p>`));
  });

  it('hands out copies a caller cannot change', async () => {
    const reads = createCatalogueReads(shop.db);
    const first = await reads.query<{ content: string }>(WIDGET, ['en']);
    first.rows[0]!.content = 'changed';
    first.rows.length = 0;
    const again = await reads.query<{ content: string }>(WIDGET, ['en']);
    expect(again.rows.length).toBeGreaterThan(0);
    expect(again.rows[0]!.content).not.toBe('changed');
  });

  it('refuses a statement whose answer moves without a catalogue write (random(), now())', async () => {
    const reads = createCatalogueReads(shop.db);
    await expect(reads.query('SELECT id FROM product ORDER BY random() LIMIT 1')).rejects.toThrow(/random\(\) or now\(\)/);
    await expect(reads.query('SELECT now()')).rejects.toThrow(/random\(\) or now\(\)/);
  });

  it('draws a shuffled listing from every match, without repeats, differently from one call to the next', async () => {
    const catalogue = createCatalogueService(shop.db);
    const ctx = { store: DEFAULT_STORE, publicUrl: 'https://shop.example' };
    const [poster] = (await catalogue.listProducts(productFilterFromQuery({ type: '1', limit: '1' }), ctx)).items;
    const all = await catalogue.listProducts(productFilterFromQuery({ related_id: String(poster!.id), limit: '100' }), ctx);
    const seen = new Set<number>();
    const firsts = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const { items, total } = await catalogue.listProducts(
        productFilterFromQuery({ related_id: String(poster!.id), random: 'true', limit: '4' }),
        ctx,
      );
      expect(total).toBe(all.total);
      expect(new Set(items.map((p) => p.id)).size).toBe(4);
      expect(items.every((p) => p.type === poster!.type && p.id !== poster!.id)).toBe(true);
      for (const p of items) seen.add(p.id);
      firsts.add(items[0]!.id);
    }
    // 160 picks from more than 20 matches: a fixed order would show only 4 and one first.
    expect(all.total).toBeGreaterThan(20);
    expect(seen.size).toBeGreaterThan(12);
    expect(firsts.size).toBeGreaterThan(5);
  });
});
