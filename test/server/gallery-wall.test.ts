import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  ApiError,
  ProductList,
  ProductWithFrames,
  SavedWall,
  SaveWallAnswer,
  type SaveWallRequest,
} from '../../src/adapters/http/contract/index';
import { reconcileSavedPosters } from '../../src/domain/wall/saved-wall';
import { toDomainProduct } from '../../src/application/flows/configurator/domain-product';
import { apiForSuite, databaseTargets } from './harness';

/**
 * Saving and loading gallery walls (docs/rules/gallery-wall.md#sharing-and-saved-walls "Sharing", "Saved wall loading", docs/rules/gallery-wall.md#sharing-and-saved-walls
 * GET/POST /api/gallery-wall, GET /api/products/{id} with frames) on a real embedded database.
 */
describe.each(databaseTargets)('gallery-wall API on %s', (_name, postgresUrl) => {
  const api = apiForSuite({ postgresUrl });
  let posters: ProductList;
  let frames: ProductList;
  beforeAll(async () => {
    posters = (await api.app.inject({ url: '/api/products?type=1&size=50x70&portrait=true&customizable=false&limit=3' })).json();
    frames = (await api.app.inject({ url: '/api/products?type=2&limit=2' })).json();
  });

  const wall = (over: Partial<SaveWallRequest> = {}): SaveWallRequest => ({
    layout: 2,
    environment: { idx: 3 },
    posters: posters.map((p, i) => ({
      product_id: p.id,
      size: '50x70',
      portrait: true,
      frame_id: i === 1 ? null : frames[0]!.id,
      top: 26.67,
      left: 17.6 + 22.4 * i,
    })),
    ...over,
  });
  const post = (payload: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    api.app.inject({
      method: 'POST',
      url: '/api/gallery-wall',
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      headers,
    });
  const problem = (res: { statusCode: number; json(): unknown }) => {
    const body = ApiError.decode(res.json());
    if (body._tag === 'Left') throw new Error('error body does not decode as ApiError');
    return body.right;
  };

  it('saves a wall, answers a short link to the designer, and loads the same wall back', async () => {
    const res = await post(wall());
    expect(res.statusCode, res.body).toBe(201);
    const answer = SaveWallAnswer.decode(res.json());
    if (answer._tag === 'Left') throw new Error('answer does not decode');
    expect(answer.right.link).toBe(`http://shop.test/gallery-wall/${answer.right.id}`);
    expect(answer.right.id).toMatch(/^[a-z0-9]{10}$/);

    const loaded = await api.app.inject({ url: `/api/gallery-wall/${answer.right.id}` });
    expect(loaded.statusCode).toBe(200);
    const saved = SavedWall.decode(loaded.json());
    if (saved._tag === 'Left') throw new Error('wall does not decode');
    expect(saved.right.layout).toBe(2);
    expect(saved.right.environment).toEqual({ idx: 3, url: '/media/room/3.webp' });
    expect(saved.right.posters.map((p) => [p.product_id, p.size, p.frame_id, p.left])).toEqual(
      wall().posters.map((p) => [p.product_id, p.size, p.frame_id, expect.closeTo(p.left, 3)]),
    );
    const frameIndex = frames[0]!.variations.findIndex((v) => v.option_name === '50x70');
    expect(saved.right.posters[0]!.frame_index).toBe(frameIndex);
    expect(saved.right.posters[1]!.frame_index).toBeNull();
  });

  it('links to the designer under the store prefix of the store that shared it', async () => {
    const res = await api.app.inject({ method: 'POST', url: '/api/gallery-wall?store=de', payload: wall() });
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as SaveWallAnswer).link).toMatch(/^http:\/\/shop\.test\/de\/gallery-wall\/[a-z0-9]{10}$/);
  });

  it.each([
    [
      'an unknown product',
      () => wall({ posters: [{ ...wall().posters[0]!, product_id: 999_999 }] }),
      /Product 999999 of posters\[0\] is not a poster/,
    ],
    ['a frame as poster', () => wall({ posters: [{ ...wall().posters[0]!, product_id: frames[0]!.id }] }), /is not a poster/],
    [
      'a size that is no wall size',
      () => wall({ posters: [{ ...wall().posters[0]!, size: '13x18' }] }),
      /Size "13x18" of posters\[0\] is not a wall size/,
    ],
    [
      'an unknown frame',
      () => wall({ posters: [{ ...wall().posters[0]!, frame_id: 999_998 }] }),
      /Frame 999998 of posters\[0\] is not a frame/,
    ],
    ['no posters', () => wall({ posters: [] }), /at least one poster/],
    ['more posters than the layout has places', () => wall({ layout: 1 }), /Layout 1 holds at most 2 posters, got 3/],
    [
      'a poster past the edge of the wall',
      () => wall({ posters: [{ ...wall().posters[0]!, left: 95 }] }),
      /reaches past the edge of the wall/,
    ],
  ])('refuses %s with a 422 naming the problem', async (_what, payload, message) => {
    const res = await post(payload());
    expect(res.statusCode).toBe(422);
    expect(problem(res).message).toMatch(message);
  });

  // Numbers past the 28 rooms, the 9 layouts or 0–100 % are refused when the body is
  // decoded; 1e308, 3e9 and 1e39 used to reach SQL (integer and real range) and answer 500.
  it.each([
    ['environment.idx', 1e308, (w: SaveWallRequest, v: number) => ({ ...w, environment: { idx: v } })],
    ['environment.idx', 3_000_000_000, (w: SaveWallRequest, v: number) => ({ ...w, environment: { idx: v } })],
    ['environment.idx', 28, (w: SaveWallRequest, v: number) => ({ ...w, environment: { idx: v } })],
    ['environment.idx', -1, (w: SaveWallRequest, v: number) => ({ ...w, environment: { idx: v } })],
    ['environment.idx', 2.5, (w: SaveWallRequest, v: number) => ({ ...w, environment: { idx: v } })],
    ['layout', 2 ** 31, (w: SaveWallRequest, v: number) => ({ ...w, layout: v })],
    ['layout', 0, (w: SaveWallRequest, v: number) => ({ ...w, layout: v })],
    ['layout', 10, (w: SaveWallRequest, v: number) => ({ ...w, layout: v })],
    [
      'posters[0].top',
      100.5,
      (w: SaveWallRequest, v: number) => ({ ...w, posters: [{ ...w.posters[0]!, top: v }, ...w.posters.slice(1)] }),
    ],
    [
      'posters[1].left',
      -1e-300,
      (w: SaveWallRequest, v: number) => ({
        ...w,
        posters: [w.posters[0]!, { ...w.posters[1]!, left: v }, ...w.posters.slice(2)],
      }),
    ],
    [
      'posters[0].top',
      1e39,
      (w: SaveWallRequest, v: number) => ({ ...w, posters: [{ ...w.posters[0]!, top: v }, ...w.posters.slice(1)] }),
    ],
  ])('answers 400 naming %s for %d, before any SQL', async (field, value, change) => {
    const res = await post(change(wall(), value));
    expect(res.statusCode, res.body).toBe(400);
    expect(problem(res).message).toContain(`"${field}"`);
  });

  it('keeps a position finer than a real column holds to hundredths of a percent: 5e-324 is 0', async () => {
    const tiny = wall();
    const res = await post({
      ...tiny,
      posters: [{ ...tiny.posters[0]!, top: 26.670000001 }, { ...tiny.posters[1]!, left: 40.004 }, tiny.posters[2]!],
    });
    expect(res.statusCode, res.body).toBe(201);
    const loaded = SavedWall.decode((await api.app.inject({ url: `/api/gallery-wall/${res.json().id}` })).json());
    if (loaded._tag === 'Left') throw new Error('wall does not decode');
    expect(loaded.right.posters.map((p) => [p.top, p.left].map((n) => Math.round(n * 1000) / 1000))).toEqual([
      [26.67, 17.6],
      [26.67, 40],
      [26.67, 62.4],
    ]);
    // The reported shape: a subnormal top passes the range check and must not reach the real column as it is.
    const subnormal = await post({
      ...tiny,
      layout: 3,
      posters: [{ ...tiny.posters[0]!, size: '40x50', top: 5e-324, left: 32.8 }],
    });
    expect(subnormal.statusCode, subnormal.body).toBeLessThan(500);
  });

  it('refuses a size the poster is not offered in', async () => {
    const only = (await api.app.inject({ url: '/api/products?type=1&limit=50' })).json() as ProductList;
    const [target] = only.filter((p) => !p.variations.some((v) => v.option_name === '70x100'));
    if (!target) {
      // Every seeded poster offers 70x100: take one size away to create the case.
      await api.db.query(
        `DELETE FROM variation WHERE product_id = $1 AND option_id = (SELECT id FROM attribute_option WHERE name = '70x100')`,
        [only[0]!.id],
      );
    }
    const id = target?.id ?? only[0]!.id;
    const res = await post(
      wall({ layout: 5, posters: [{ product_id: id, size: '70x100', portrait: true, frame_id: null, top: 16.67, left: 36 }] }),
    );
    expect(res.statusCode).toBe(422);
    expect(problem(res).message).toBe(`Product ${id} of posters[0] is not offered in size 70x100`);
  });

  it.each([
    ['broken JSON', '{"layout": 2,', /JSON/i],
    ['an empty body', '', /body/i],
    ['a body that is not an object', '[1, 2]', /must be a JSON object/],
    ['a missing field', JSON.stringify({ layout: 2, posters: [] }), /Field "environment" must be .* and is missing/],
    [
      'a field of the wrong type',
      JSON.stringify({ layout: '2', environment: { idx: 1 }, posters: [] }),
      /Field "layout" must be a whole number from 1 to 9/,
    ],
    [
      'a poster with a bad field',
      JSON.stringify({ layout: 2, environment: { idx: 1 }, posters: [{ product_id: 'x' }] }),
      /Field "posters\[0\]\.product_id" must be a whole number from 1 to 2147483647/,
    ],
  ])('answers 400 JSON for %s', async (_what, body, message) => {
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(problem(res)).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(problem(res).message).toMatch(message);
  });

  it('answers 404 JSON for an unknown wall and 400 for a malformed id', async () => {
    const missing = await api.app.inject({ url: '/api/gallery-wall/Zz9Zz9Zz9Z' });
    expect(missing.statusCode).toBe(404);
    expect(problem(missing).message).toBe('Gallery wall "Zz9Zz9Zz9Z" was not found');
    const bad = await api.app.inject({ url: '/api/gallery-wall/..%2Fetc' });
    expect(bad.statusCode).toBe(400);
    expect(problem(bad).message).toMatch(/Path parameter "id"/);
    const preview = await api.app.inject({ url: '/api/gallery-wall/Zz9Zz9Zz9Z/preview.jpg' });
    expect(preview.statusCode).toBe(404);
  });

  it('answers a product with its variations and the frames that fit its sizes', async () => {
    const res = await api.app.inject({ url: `/api/products/${posters[0]!.id}` });
    const decoded = ProductWithFrames.decode(res.json());
    if (decoded._tag === 'Left') throw new Error('does not decode as ProductWithFrames');
    const p = decoded.right;
    expect(p.variations.length).toBeGreaterThan(0);
    expect(p.frames.length).toBeGreaterThan(0);
    expect(
      p.frames.every(
        (f) => f.type === 2 && f.variations.some((v) => p.variations.some((pv) => pv.option_name === v.option_name)),
      ),
    ).toBe(true);
  });

  it('loading keeps what the catalogue still sells: a deleted product is skipped, a frame no longer offered in the size dropped', async () => {
    const saved = (await post(wall())).json() as SaveWallAnswer;
    // The first poster's frame stops offering 50x70; the second poster's product disappears.
    await api.db.query(
      `DELETE FROM variation WHERE product_id = $1 AND option_id = (SELECT id FROM attribute_option WHERE name = '50x70')`,
      [frames[0]!.id],
    );
    await api.db.query('UPDATE gallery_wall_poster SET product_id = NULL WHERE wall_id = $1 AND position = 1', [saved.id]);
    const loaded = (await api.app.inject({ url: `/api/gallery-wall/${saved.id}` })).json() as SavedWall;
    expect(loaded.posters[1]!.product_id).toBeNull();
    expect(loaded.posters[0]!.frame_index).toBeNull();
    const products = await Promise.all(
      loaded.posters
        .filter((p) => p.product_id !== null)
        .map(async (p) => (await api.app.inject({ url: `/api/products/${p.product_id}` })).json() as ProductWithFrames),
    );
    const reconciled = reconcileSavedPosters(
      loaded.posters.map((p) => ({
        productId: p.product_id,
        size: p.size,
        frameId: p.frame_id,
        portrait: p.portrait,
        position: { top: p.top, left: p.left },
      })),
      products.map(toDomainProduct),
      products.flatMap((p) => p.frames).map(toDomainProduct),
    );
    expect(reconciled).toHaveLength(2);
    expect(reconciled[0]!.frame).toBeNull();
    expect(reconciled[1]!.frame?.id ?? null).toBe(null);
  });

  it('renders the Open Graph preview of a saved wall as a 1200 × 630 JPEG', async () => {
    const saved = (await post(wall({ posters: wall().posters.map((p) => ({ ...p, frame_id: null })) }))).json() as SaveWallAnswer;
    const res = await api.app.inject({ url: `/api/gallery-wall/${saved.id}/preview.jpg` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
  }, 30_000);
});
