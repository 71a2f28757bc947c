/**
 * A shopper's photo must make a print: judged on its decoded pixels at upload — within 1:3 to 3:1
 * and with 47 px per cm of the smallest size — and again when the order is made, for the size
 * ordered. A JPEG whose header says 65500 × 1, or a 1 × 1 photo, is refused at upload; a photo good
 * for 13 × 18 cm cannot be ordered at 70 × 100 cm. Artist posters keep to the same proportions.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { jpeg, pixelFlood } from '../builders/images';
import { postImage } from '../builders/image-upload';
import { cartLine, variationOf } from '../builders/cart-line';
import { apiForSuite } from './harness';

describe('printable photos', () => {
  const api = apiForSuite();
  let fits13x18: string;
  beforeAll(async () => {
    const up = await postImage(api.app, await jpeg(700, 1000));
    expect(up.statusCode, up.body).toBe(201);
    fits13x18 = up.json().id as string;
  }, 120_000);

  it.each([
    ['a header saying 65500 × 1 over 64 × 64 pixels', () => pixelFlood(65500, 1), /1:3|3:1|proportion/],
    ['a photo three and a bit times as wide as high', () => jpeg(2800, 900), /1:3|3:1|proportion/],
    ['a 1 × 1 photo', () => jpeg(1, 1), /too small|47/],
    ['a photo just under 47 px/cm of 13 × 18 cm', () => jpeg(610, 846), /too small|47/],
  ])('refuses %s at upload with a 422 that says why', async (_, make, why) => {
    const res = await postImage(api.app, await make());
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toMatch(why);
  });

  const order = async (size: string) => {
    const byop = await variationOf(api.db, 'BYOP', size);
    const line = { ...cartLine(byop, { variation_name: size }), template: { uploaded_image_id: fits13x18 } };
    return api.app.inject({
      method: 'POST',
      url: '/api/sandbox-checkout/order',
      payload: { cart: [line], coupons: [], campaign_data: {} },
    });
  };

  it('refuses an order for a size the photo has too few pixels for, naming the line', async () => {
    const res = await order('70x100');
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toMatch(/cart\[0\]/);
    expect(res.json().message).toMatch(/70 ?[x×] ?100/);
  });

  it('takes the order for a size the photo is good for', async () => {
    expect((await order('13x18')).statusCode).toBe(200);
  });
});
