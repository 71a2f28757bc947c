import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import {
  ApiError,
  CreateOrderAnswer,
  PrintFileList,
  TemplateValues,
  encodeTemplateFields,
} from '../../src/adapters/http/contract/index';
import { TEMPLATE_IDS, templateDefaults } from '../../src/domain/templates/index';
import type { Db } from '../../server/db/db.port';
import { jpeg } from '../builders/images';
import { postImage } from '../builders/image-upload';
import { startApi } from './harness';
import { cartLine, firstVariationOfType, variationOf, type PricedVariation } from '../builders/cart-line';
import { PRODUCT_TYPE } from '../../src/domain/product/model';
import { OrderStatusAnswer } from '../../src/adapters/http/contract/backoffice';
import { statusTokenOf } from '../../server/orders/status/order-status';
import { payInSandbox } from './paid-order';

/**
 * Personalised and uploaded order lines (docs/rules/personalisation.md#field-limits template values, docs/rules/personalisation.md#templates GET /api/template-values,
 * docs/rules/personalisation.md#print-files render page / print): values are checked by the domain and stored at order creation,
 * answered by id, and a paid order gets a print file at 300 dpi per personalised line.
 */
const API = '/api/sandbox-checkout/order';

describe('personalised orders', () => {
  let app: FastifyInstance;
  let db: Db;
  let media: Awaited<ReturnType<typeof startApi>>['media'];
  let close: () => Promise<void>;
  const variation = (sku: string, size: string) => variationOf(db, sku, size);
  beforeAll(async () => {
    ({ app, db, media, close } = await startApi());
  });
  afterAll(async () => close?.());

  // Invalid templates are the point of some cases here, so the template is not typed as the contract's.
  const line = (v: PricedVariation, template: unknown) => ({ ...cartLine(v, { variation_name: '13x18' }), template });
  const create = (cart: unknown[]) => app.inject({ method: 'POST', url: API, payload: { cart, coupons: [], campaign_data: {} } });
  const pay = async (id: string) => {
    const res = await payInSandbox(app, id);
    expect(res.statusCode, res.body).toBe(303);
  };
  /** A shopper's photo, uploaded as the upload page sends it: its id. */
  const uploadPhoto = async (): Promise<string> => {
    const up = await postImage(app, await jpeg(700, 1000));
    expect(up.statusCode).toBe(201);
    return up.json().id as string;
  };
  const filled = (id: (typeof TEMPLATE_IDS)[number], overrides: Record<string, unknown> = {}) => ({
    values: { ...encodeTemplateFields(id, templateDefaults(id)), ...overrides },
    assets: {},
    valid: true,
  });

  it.each(TEMPLATE_IDS)('stores the %s template values at order creation and answers them by id', async (id) => {
    const v = await variation(`TPL-${id.toUpperCase()}`, '13x18');
    const res = await create([line(v, filled(id))]);
    expect(res.statusCode, res.body).toBe(200);
    const order = CreateOrderAnswer.decode(res.json());
    expect(order._tag).toBe('Right');
    const stored = (await db.query<{ id: string }>('SELECT id FROM template_values WHERE order_id = $1', [res.json().id])).rows;
    expect(stored).toHaveLength(1);
    const answer = await app.inject({ method: 'GET', url: `/api/template-values/${stored[0]!.id}` });
    expect(answer.statusCode).toBe(200);
    expect(TemplateValues.decode(answer.json())._tag).toBe('Right');
    expect(answer.json()).toMatchObject({
      id: stored[0]!.id,
      template: id,
      values: encodeTemplateFields(id, templateDefaults(id)),
    });
    expect(answer.json().assets.preview).toMatch(/template-/);
  });

  it('refuses template values the domain does not accept, whatever the client says about validity', async () => {
    const baby = await variation('TPL-BABY', '13x18');
    const tooLong = await create([line(baby, filled('baby', { name: 'x'.repeat(61) }))]);
    expect(tooLong.statusCode).toBe(400);
    expect(ApiError.decode(tooLong.json())._tag).toBe('Right');
    expect(tooLong.json().message).toMatch(/cart\[0\]\.template.*does not accept/);
    const wrongShape = await create([line(baby, { values: { nom: 'Olivia' }, assets: {}, valid: true })]);
    expect(wrongShape.statusCode).toBe(400);
    const family = await variation('TPL-FAMILY', '13x18');
    const sevenMembers = await create([line(family, filled('family', { num_members: 7 }))]);
    expect(sevenMembers.statusCode).toBe(400);
  });

  it('refuses a character the print cannot carry with a 400 naming the field and the character, and stores nothing', async () => {
    const count = async () => Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM template_values')).rows[0]!.n);
    const before = await count();
    const baby = await variation('TPL-BABY', '13x18');
    const control = await create([line(baby, filled('baby', { name: 'Olivia\u001B[31m\u0007' }))]);
    expect(control.statusCode).toBe(400);
    expect(ApiError.decode(control.json())._tag).toBe('Right');
    expect(control.json().message).toContain('Field "cart[0].template.values.name" holds the character U+001B');
    const custom = await variation('TPL-CUSTOM', '13x18');
    const emoji = await create([line(baby, filled('baby')), line(custom, filled('custom', { text: 'Hej 😀' }))]);
    expect(emoji.statusCode).toBe(400);
    expect(emoji.json().message).toContain('Field "cart[1].template.values.text" holds the character U+1F600');
    const friends = await variation('TPL-BEST-FRIENDS', '13x18');
    const spare = await create([
      line(friends, filled('best-friends', { num_friends: 2, best_friends: ['Ann', 'Bo', 'Cé\uFFFE'] })),
    ]);
    expect(spare.statusCode, 'a name the poster does not show is dropped, not judged').toBe(200);
    expect(await count()).toBe(before + 1);
  });

  it('stores only the values the template reads: 10,000 names with two friends store two', async () => {
    const friends = await variation('TPL-BEST-FRIENDS', '13x18');
    const names = Array.from({ length: 10_000 }, (_, i) => `Friend ${i}`);
    const res = await create([line(friends, filled('best-friends', { num_friends: 2, best_friends: names }))]);
    expect(res.statusCode, res.body).toBe(200);
    const stored = (
      await db.query<{ vals: { best_friends: string[] } }>('SELECT vals FROM template_values WHERE order_id = $1', [
        res.json().id,
      ])
    ).rows;
    expect(stored.map((r) => r.vals.best_friends)).toEqual([['Friend 0', 'Friend 1']]);
    const onLine = (
      await db.query<{ template: { values: { best_friends: string[] } } }>(
        'SELECT template FROM order_line WHERE order_id = $1',
        [res.json().id],
      )
    ).rows;
    expect(onLine.map((r) => r.template.values.best_friends)).toEqual([['Friend 0', 'Friend 1']]);
  });

  it('refuses an upload line whose image was never uploaded', async () => {
    const byop = await variation('BYOP', '13x18');
    const res = await create([line(byop, { uploaded_image_id: 'f'.repeat(32) })]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/uploaded image/);
  });

  it('answers 404 for unknown template values', async () => {
    expect((await app.inject({ method: 'GET', url: `/api/template-values/${'a'.repeat(32)}` })).statusCode).toBe(404);
    // A NUL character in a path is refused at the edge (server/http/input-guard.ts).
    expect((await app.inject({ method: 'GET', url: '/api/template-values/1%00' })).statusCode).toBe(400);
  });

  it('renders a print file at 300 dpi for each personalised and uploaded line once the order is paid', async () => {
    const zodiac = await variation('TPL-ZODIAC', '13x18');
    const byop = await variation('BYOP', '13x18');
    const photoId = await uploadPhoto();
    const res = await create([line(zodiac, filled('zodiac')), line(byop, { uploaded_image_id: photoId })]);
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().id as string;
    const before = await app.inject({ method: 'GET', url: `/api/orders/${id}/print-files` });
    expect(before.json()).toEqual([]);
    const started = performance.now();
    await pay(id);
    await app.printQueue.idle();
    console.info(`print files for a 13x18 template line and an upload line: ${Math.round(performance.now() - started)} ms`);
    const listed = await app.inject({ method: 'GET', url: `/api/orders/${id}/print-files` });
    const files = PrintFileList.decode(listed.json());
    expect(files._tag).toBe('Right');
    // 13 × 18 cm at 300 dpi = 1535 × 2126 px
    expect(listed.json()).toEqual([
      { position: 0, url: `/prints/${id}/0.jpg`, svg: `/prints/${id}/0.svg`, width: 1535, height: 2126, dpi: 300 },
      { position: 1, url: `/prints/${id}/1.jpg`, svg: null, width: 1535, height: 2126, dpi: 300 },
    ]);
    const file = await app.inject({ method: 'GET', url: `/prints/${id}/0.jpg` });
    expect(file.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.width, meta.height, meta.density]).toEqual([1535, 2126, 300]);
    expect(media.keys()).toContain(`prints/${id}/1.jpg`);
    // An uploaded photo is printed as it is: there is no drawing to hand out.
    expect((await app.inject({ method: 'GET', url: `/prints/${id}/1.svg` })).statusCode).toBe(404);
  });

  it("shows each line on the shopper's status page as ordered: the template with its values, the uploaded photo, a plain poster bare", async () => {
    const zodiac = await variation('TPL-ZODIAC', '13x18');
    const byop = await variation('BYOP', '13x18');
    const plain = await firstVariationOfType(db, PRODUCT_TYPE.poster, '50x70');
    const photoId = await uploadPhoto();
    const template = filled('zodiac');
    const res = await create([
      line(zodiac, template),
      line(byop, { uploaded_image_id: photoId }),
      { ...cartLine(plain, { variation_name: '50x70' }), template: null },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().id as string;
    await pay(id);
    const status = await app.inject({ method: 'GET', url: `/api/order-status/${(await statusTokenOf(db, id))!}` });
    expect(status.statusCode, status.body).toBe(200);
    const answer = OrderStatusAnswer.decode(status.json());
    expect(answer._tag).toBe('Right');
    expect(answer._tag === 'Right' && answer.right.lines.map((l) => l.design)).toEqual([
      { template_id: 'zodiac', values: template.values },
      { photo_url: `/uploads/${photoId}.jpg` },
      null,
    ]);
  });

  /**
   * The JPEG's text cannot be read back, so the order keeps the drawing it was rasterised from.
   * That drawing must be the one printed: rasterised afresh here (sharp at the SVG's own size
   * scaled to the JPEG's pixels), it matches the served JPEG pixel for pixel within JPEG noise,
   * while the same drawing with one word changed does not.
   */
  it("serves the drawing each personalised print file was rasterised from, and the JPEG is exactly that drawing's pixels", async () => {
    const family = await variation('TPL-FAMILY', '13x18');
    const members = [
      { name: 'Margarethe Josefine Ek', yob: '1961' },
      { name: 'Alexander', yob: '1958' },
      { name: 'Sophie', yob: '1986' },
    ];
    const values = { num_members: 3, family_members: members };
    const res = await create([line(family, filled('family', values))]);
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().id as string;
    await pay(id);
    await app.printQueue.idle();
    const listed = await app.inject({ method: 'GET', url: `/api/orders/${id}/print-files` });
    expect(listed.json()[0].svg).toBe(`/prints/${id}/0.svg`);
    const drawing = await app.inject({ method: 'GET', url: `/prints/${id}/0.svg` });
    expect(drawing.statusCode).toBe(200);
    expect(drawing.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(drawing.headers['content-security-policy']).toContain("default-src 'none'");
    const svg = drawing.body;
    const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join(' ');
    for (const m of members) {
      expect(texts.replace(/\s+/g, '')).toContain(m.name.replace(/\s+/g, ''));
      expect(texts).toContain(m.yob);
    }

    const jpegFile = await app.inject({ method: 'GET', url: `/prints/${id}/0.jpg` });
    const printed = await sharp(jpegFile.rawPayload).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const { width, height } = printed.info;
    const rasterise = (s: string) => {
      const svgHeight = Number(/<svg[^>]* height="([\d.]+)"/.exec(s)![1]);
      return sharp(Buffer.from(s), { density: (72 * height) / svgHeight })
        .resize(width, height, { fit: 'fill' })
        .flatten({ background: '#ffffff' })
        .removeAlpha()
        .raw()
        .toBuffer();
    };
    /** Share of pixels with a channel more than 40 of 255 apart: JPEG at quality 90 stays far below that. */
    const differing = (a: Buffer, b: Buffer) => {
      expect(a.length).toBe(b.length);
      let count = 0;
      for (let i = 0; i < a.length; i += 3)
        if (Math.max(Math.abs(a[i]! - b[i]!), Math.abs(a[i + 1]! - b[i + 1]!), Math.abs(a[i + 2]! - b[i + 2]!)) > 40) count++;
      return count / (a.length / 3);
    };
    const same = differing(printed.data, await rasterise(svg));
    const other = differing(printed.data, await rasterise(svg.replace('>Alexander<', '>Alexandra<')));
    console.info(
      `print file vs its drawing: ${(same * 100).toFixed(4)} % of pixels differ; vs a changed drawing: ${(other * 100).toFixed(4)} %`,
    );
    expect(svg).toContain('>Alexander<');
    // Measured: 0.0002 % for the drawing itself, 0.02 % with two letters of one name changed.
    expect(same).toBeLessThan(0.00002);
    expect(other).toBeGreaterThan(0.0001);
  });
});
