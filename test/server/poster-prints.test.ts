/**
 * Catalogue and artist posters get print files (docs/rules/back-office.md#print-jobs): the artwork at
 * the ordered size at 300 dpi, with the shopper's margin and black-and-white choice; an artist's
 * poster prints from its kept original and records the density its pixels give.
 */
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { apiForSuite } from './harness';
import { payInSandbox } from './paid-order';
import { cartLine } from '../builders/cart-line';
import { printPixels } from '../../src/domain/print/print-pixels';
import { originalKey } from '../../server/artists/poster-images';

interface Poster {
  readonly product_id: number;
  readonly variation_id: number;
  readonly amount: number;
}

describe('print files of catalogue and artist posters', () => {
  const api = apiForSuite();

  // The demo's posters are its artists' generated art: without a kept original they print from the drawing.
  const poster = async (nth: number, size: string): Promise<Poster> =>
    (
      await api.db.query<Poster>(
        `SELECT p.id AS product_id, v.id AS variation_id, vp.amount::int AS amount FROM product p
         JOIN variation v ON v.product_id = p.id JOIN attribute_option o ON o.id = v.option_id AND o.name = $2
         JOIN variation_price vp ON vp.variation_id = v.id AND vp.currency = 'EUR'
         WHERE p.type = 1 AND p.status = 4 AND NOT (p.metadata ? 'template') AND NOT (p.metadata ? 'byop')
         ORDER BY p.id OFFSET $1 LIMIT 1`,
        [nth, size],
      )
    ).rows[0]!;

  const buy = async (p: Poster, choice: { margin: boolean; black_and_white: boolean }) => {
    const created = await api.app.inject({
      method: 'POST',
      url: '/api/sandbox-checkout/order',
      payload: { cart: [cartLine(p, choice)], coupons: [], campaign_data: {} },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = (created.json() as { id: string }).id;
    expect((await payInSandbox(api.app, id, { country: 'DE' })).statusCode).toBeLessThan(400);
    await api.app.printQueue.idle();
    return id;
  };
  const printFile = async (id: string) =>
    (
      await api.db.query<{ media_key: string; width: number; height: number; dpi: number }>(
        'SELECT media_key, width, height, dpi FROM print_file WHERE order_id = $1 AND position = 0',
        [id],
      )
    ).rows[0];
  const pixel = async (jpeg: Buffer, x: number, y: number) => {
    const { data, info } = await sharp(jpeg)
      .extract({ left: x, top: y, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return [...data.subarray(0, info.channels)];
  };

  it('prints a poster from its drawing at 300 dpi at its size, with the white margin and in black and white as chosen', async () => {
    const p = await poster(0, '30x40');
    const id = await buy(p, { margin: true, black_and_white: true });
    const file = await printFile(id);
    expect(file).toBeDefined();
    const size = printPixels('30x40')!;
    expect([Math.min(file!.width, file!.height), Math.max(file!.width, file!.height)]).toEqual([size.width, size.height]);
    expect(file!.dpi).toBe(300);
    const jpeg = (await api.media.get(file!.media_key))!;
    const meta = await sharp(jpeg).metadata();
    expect(meta.density).toBe(300);
    // The margin is white paper; the artwork inside it is grey throughout (black and white).
    for (const v of await pixel(jpeg, 5, 5)) expect(v).toBeGreaterThan(245);
    const { data, info } = await sharp(jpeg).resize(64, 64, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
    let coloured = 0;
    for (let i = 0; i < data.length; i += info.channels) {
      const [r, g, b] = [data[i]!, data[i + 1] ?? data[i]!, data[i + 2] ?? data[i]!];
      if (Math.max(r, g, b) - Math.min(r, g, b) > 12) coloured++;
    }
    expect(coloured).toBe(0);
  });

  it('prints without a margin and in colour when so chosen', async () => {
    const p = await poster(1, '30x40');
    const id = await buy(p, { margin: false, black_and_white: false });
    const jpeg = (await api.media.get((await printFile(id))!.media_key))!;
    const corner = await pixel(jpeg, 2, 2);
    const centre = await pixel(jpeg, 600, 800);
    // Artwork reaches the edge, and something in it has colour.
    expect(Math.min(...corner) < 245 || Math.min(...centre) < 245).toBe(true);
    const { data, info } = await sharp(jpeg).resize(64, 64, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
    let coloured = 0;
    for (let i = 0; i < data.length; i += info.channels) {
      if (Math.max(data[i]!, data[i + 1]!, data[i + 2]!) - Math.min(data[i]!, data[i + 1]!, data[i + 2]!) > 12) coloured++;
    }
    expect(coloured).toBeGreaterThan(0);
  });

  it("prints an artist's poster from its kept original and records the density its pixels give", async () => {
    const p = await poster(2, '30x40');
    // A 709 × 945 original: 60 dpi at 30 × 40 cm.
    const original = await sharp({ create: { width: 709, height: 945, channels: 3, background: '#3a6ea5' } })
      .jpeg()
      .toBuffer();
    await api.media.put(originalKey(p.product_id), original);
    const id = await buy(p, { margin: false, black_and_white: false });
    const file = (await printFile(id))!;
    expect(file.dpi).toBe(60);
    const jpeg = (await api.media.get(file.media_key))!;
    const [r, g, b] = await pixel(jpeg, 100, 100);
    expect([r, g, b].map((v) => Math.round(v! / 10))).toEqual([6, 11, 17]);
  });
});
