import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi } from './harness';
import { countingDb } from '../builders/counting-db';
import { createProductCache } from '../../server/catalogue/product-cache';
import { DEFAULT_STORE, storeByCode } from '../../src/domain/stores/stores';

describe('product read cache', () => {
  let shop: Awaited<ReturnType<typeof startApi>>;
  beforeAll(async () => {
    shop = await startApi();
  });
  afterAll(() => shop.close());

  const ctx = { store: DEFAULT_STORE, publicUrl: 'https://shop.example' };
  const posterId = async () =>
    (await shop.db.query<{ id: number }>('SELECT id FROM product WHERE type = 1 AND status = 4 ORDER BY id LIMIT 1')).rows[0]!.id;

  it('answers a catalogue write at once: a stock change made after a read shows on the next read', async () => {
    const load = createProductCache(shop.db);
    const id = await posterId();
    const [before] = await load([id], ctx);
    const variation = before!.variations[0]!;
    await shop.db.query('UPDATE variation SET stock = $1 WHERE id = $2', [variation.stock.quantity + 7, variation.id]);
    const [after] = await load([id], ctx);
    expect(after!.variations[0]!.stock.quantity).toBe(variation.stock.quantity + 7);
  });

  it("loads a product once for every store: another store's read runs no loader query, and a catalogue write loads it again", async () => {
    const { db, statements } = countingDb(shop.db);
    const load = createProductCache(db);
    const id = await posterId();
    const loaderStatements = () => statements(/FROM product_image|FROM variation v/);
    const [en] = await load([id], ctx);
    expect(loaderStatements()).toBe(2);
    const [de] = await load([id], { ...ctx, store: storeByCode('de')! }, { alternates: true });
    expect(loaderStatements()).toBe(2);
    expect(de!.variations[0]!.currency).toBe('EUR');
    expect(de!.name).not.toBe('');
    expect(Object.keys(de!.alternate!)).toContain('x-default');
    expect(en).not.toHaveProperty('alternate');
    await shop.db.query('UPDATE product SET sku = sku WHERE id = $1', [id]);
    await load([id], ctx);
    expect(loaderStatements()).toBe(4);
  });

  it('keeps each store apart, keeps the order of the ids, and hands out copies a caller cannot change', async () => {
    const load = createProductCache(shop.db);
    const ids = (
      await shop.db.query<{ id: number }>('SELECT id FROM product WHERE type = 1 AND status = 4 ORDER BY id DESC LIMIT 3')
    ).rows.map((r) => r.id);
    const first = await load(ids, ctx);
    expect(first.map((p) => p.id)).toEqual(ids);
    first[0]!.variations.length = 0;
    expect((await load(ids, ctx))[0]!.variations.length).toBeGreaterThan(0);
    const de = await load(ids, { ...ctx, store: storeByCode('de')! });
    expect(de[0]!.variations[0]!.currency).toBe('EUR');
    expect(first[1]!.variations[0]!.currency).toBe(DEFAULT_STORE.currency);
  });
});
