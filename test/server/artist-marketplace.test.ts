import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  AccountTransactions,
  AuthSession,
  OwnPosters,
  ReviewQueue,
  SalesChart,
  UploadCategories,
} from '../../src/adapters/http/contract/index';
import { artistEarning } from '../../src/domain/marketplace/commission';
import { EUR_EXCHANGE_RATES } from '../../src/domain/money/exchange-rates';
import { seedCoupons } from '../../server/demo/seed/coupons';
import { POSTER_IMAGE_STEPS } from '../../server/artists/poster-images';
import { decoded } from './answers';
import { apiForSuite } from './harness';
import { as, logIn, type Session } from './artist-session';
import { multipart } from './multipart';
import { completeWithTestCard } from './paid-order';

/**
 * The marketplace end to end on the server (docs/rules/artists.md#directory-and-profile artist rules): alias, upload checks and the
 * background image making, moderation, the ledger written with the paid order in several
 * currencies, the profile, and that two artists never reach each other's rows.
 */
const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .jpeg({ quality: 70 })
    .toBuffer();

describe('artist marketplace', () => {
  const api = apiForSuite();
  let maja: Session;
  let jonas: Session;
  let reviewer: Session;
  let category: number;
  let portrait: Buffer;

  beforeAll(async () => {
    await seedCoupons(api.db);
    maja = await logIn(api.app, 'sandbox-artist-1');
    jonas = await logIn(api.app, 'sandbox-artist-2');
    reviewer = await logIn(api.app, 'sandbox-reviewer');
    portrait = await jpeg(2600, 3648);
  }, 60_000);

  const saveAlias = (s: Session, alias: string) =>
    api.app.inject({ method: 'PUT', url: '/api/auth/alias', headers: as(s), payload: { alias, terms: 'accepted' } });
  const upload = (s: Session, fields: Record<string, string>, image?: Buffer, filename = 'poster.jpg') => {
    const body = multipart(fields, image ? { image: { data: image, filename } } : {});
    return api.app.inject({
      method: 'POST',
      url: '/api/auth/products',
      headers: as(s, { 'content-type': body.contentType }),
      payload: body.payload,
    });
  };
  const posters = async (s: Session) => {
    const res = await api.app.inject({ method: 'GET', url: '/api/auth/products', headers: { cookie: s.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return decoded(OwnPosters, res.body);
  };
  const poster = (name: string) => ({
    name,
    description: 'A quiet harbour at dawn, printed on matte paper.',
    category: String(category),
  });
  /** Asks one of the "is this taken?" lookups an artist's forms make as they type; answers its body. */
  const lookUp = async (s: Session, lookup: 'artist-alias-lookup' | 'product-name-lookup', payload: object) =>
    JSON.parse((await api.app.inject({ method: 'POST', url: `/api/auth/${lookup}`, headers: as(s), payload })).body);
  const waitForImages = async () => {
    await (api.app as unknown as { artistImages?: { idle(): Promise<void> } }).artistImages?.idle();
  };

  it('saves an alias only with terms accepted, refuses one taken, and looks aliases up', async () => {
    expect(
      (await api.app.inject({ method: 'PUT', url: '/api/auth/alias', headers: as(maja), payload: { alias: 'Maja Lind Studio' } }))
        .statusCode,
    ).toBe(400);
    expect((await saveAlias(maja, 'Maj')).statusCode).toBe(400); // more than 3 needed
    expect((await saveAlias(maja, 'x'.repeat(51))).statusCode).toBe(400);
    expect((await saveAlias(maja, 'Maja Lind Studio')).statusCode).toBe(200);
    const taken = await saveAlias(jonas, 'maja lind studio');
    expect(taken.statusCode).toBe(409);
    expect(JSON.parse(taken.body).message).toMatch(/taken/);
    expect(await lookUp(jonas, 'artist-alias-lookup', { alias: 'MAJA LIND STUDIO' })).toEqual({ exists: true });
    expect((await saveAlias(jonas, 'Keller Prints')).statusCode).toBe(200);
    const account = decoded(
      AuthSession,
      (await api.app.inject({ method: 'GET', url: '/api/auth/account', headers: { cookie: maja.cookie } })).body,
    );
    expect(account.account).toMatchObject({
      alias: 'Maja Lind Studio',
      slug: 'maja-lind-studio',
      terms: 'accepted',
      selling_enabled: true,
      balance: 0,
      currency: 'EUR',
    });
  });

  it('offers only categories of posters that are browsable and not the excluded one', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/auth/upload-categories', headers: { cookie: maja.cookie } });
    const list = decoded(UploadCategories, res.body);
    const names = list.map((c) => c.name);
    expect(names).toContain('Mountains');
    expect(names).not.toContain('Personalised');
    expect(names).not.toContain('New arrivals');
    expect(names).not.toContain('Gift cards');
    category = list.find((c) => c.name === 'Mountains')!.id;
  });

  it.each([
    ['a name of 3 characters', { name: 'Sea' }, 400, /name/],
    ['a name of 21 characters', { name: 'x'.repeat(21) }, 400, /name/],
    ['a description of 20 characters', { description: 'd'.repeat(20) }, 400, /description/],
    ['a category not offered', { category: '999999' }, 400, /categor/],
  ])('refuses %s', async (_label, override, status, message) => {
    const res = await upload(maja, { ...poster('Harbour Dawn'), ...override }, portrait);
    expect(res.statusCode, res.body).toBe(status);
    expect(JSON.parse(res.body).message).toMatch(message);
  });

  it('refuses an image that is not a JPEG by its bytes, whatever its name says', async () => {
    const png = await sharp({ create: { width: 2600, height: 3648, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const res = await upload(maja, poster('Harbour Dawn'), png, 'poster.jpg');
    expect(res.statusCode).toBe(415);
  });

  it.each([
    ['both sides under 3648 px', 3000, 3600],
    ['square', 4000, 4000],
  ])('refuses an image with %s, naming its width and height', async (_label, w, h) => {
    const res = await upload(maja, poster('Harbour Dawn'), await jpeg(w, h));
    expect(res.statusCode).toBe(422);
    expect(JSON.parse(res.body).message).toContain(`${w} × ${h}`);
  });

  it('stores an upload in review and makes every image type in the background, with progress', async () => {
    const started = Date.now();
    const res = await upload(maja, poster('Harbour Dawn'), portrait);
    expect(res.statusCode, res.body).toBe(200);
    const mine = await posters(maja);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ name: 'Harbour Dawn', status: 2, category: 'Mountains' });
    expect(mine[0]!.processing?.total).toBe(POSTER_IMAGE_STEPS);
    await waitForImages();
    const ready = (await posters(maja))[0]!;
    expect(ready.processing).toEqual({ done: POSTER_IMAGE_STEPS, total: POSTER_IMAGE_STEPS, state: 'ready' });
    expect(ready.thumb).toMatch(/^\/artist-media\/posters\/\d+\/thumb-[a-f0-9]{32}\.webp$/);
    const types = (await api.db.query<{ type: string }>('SELECT type FROM product_image WHERE product_id = $1', [ready.id])).rows
      .map((r) => r.type)
      .sort();
    expect(types).toEqual(['bw_margin', 'bw_no_margin', 'featured', 'gallery', 'gallery_thumb', 'margin', 'no_margin', 'thumb']);
    // In review: its artist sees it (test/server/artist-media.test.ts covers who else may).
    const thumb = await api.app.inject({ method: 'GET', url: ready.thumb!, headers: { cookie: maja.cookie } });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(meta.height).toBe(480);
    // Reported in the closing note; not asserted (no timed assertions).
    console.info(`upload to all image types ready: ${Date.now() - started} ms`);
  });

  it('refuses a second poster with the same name (any case)', async () => {
    const res = await upload(jonas, poster('harbour dawn'), portrait);
    expect(res.statusCode).toBe(409);
    expect(await lookUp(jonas, 'product-name-lookup', { name: 'HARBOUR DAWN' })).toEqual({ exists: true });
  });

  it('keeps each artist to their own posters, ledger and profile', async () => {
    expect(await posters(jonas)).toEqual([]);
    const theirs = (await posters(maja))[0]!;
    const sales = await api.app.inject({
      method: 'GET',
      url: '/api/auth/account-transactions',
      headers: { cookie: jonas.cookie },
    });
    expect(decoded(AccountTransactions, sales.body)).toEqual([]);
    // an artist cannot moderate, not even someone else's poster
    const approve = await api.app.inject({
      method: 'POST',
      url: `/api/auth/review/products/${theirs.id}/approve`,
      headers: as(jonas),
    });
    expect(approve.statusCode).toBe(403);
    const body = multipart({ bio: 'Jonas paints harbours and northern light.' });
    await api.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: as(jonas, { 'content-type': body.contentType }),
      payload: body.payload,
    });
    const majaAccount = decoded(
      AuthSession,
      (await api.app.inject({ method: 'GET', url: '/api/auth/account', headers: { cookie: maja.cookie } })).body,
    );
    expect(majaAccount.account.bio).toBeNull();
  });

  it('blocks uploads once non-denied posters reach the product limit', async () => {
    await api.db.query('UPDATE artist SET product_limit = 1 WHERE id = $1', [maja.artistId]);
    const res = await upload(maja, poster('Second Harbour'), portrait);
    expect(res.statusCode).toBe(409);
    expect(JSON.parse(res.body).message).toMatch(/limit of 1/);
    await api.db.query('UPDATE artist SET product_limit = 15 WHERE id = $1', [maja.artistId]);
  });

  it('lets a reviewer deny a poster with a reason the artist sees', async () => {
    expect((await upload(jonas, poster('Keller Fjord'), portrait)).statusCode).toBe(200);
    await waitForImages();
    const queue = decoded(
      ReviewQueue,
      (await api.app.inject({ method: 'GET', url: '/api/auth/review/queue', headers: { cookie: reviewer.cookie } })).body,
    );
    const item = queue.find((q) => q.name === 'Keller Fjord')!;
    expect(item.artist).toBe('Keller Prints');
    expect(
      (
        await api.app.inject({
          method: 'POST',
          url: `/api/auth/review/products/${item.id}/deny`,
          headers: as(reviewer),
          payload: { reason: '' },
        })
      ).statusCode,
    ).toBe(400);
    const denied = await api.app.inject({
      method: 'POST',
      url: `/api/auth/review/products/${item.id}/deny`,
      headers: as(reviewer),
      payload: { reason: 'The horizon is tilted.' },
    });
    expect(denied.statusCode, denied.body).toBe(200);
    expect((await posters(jonas))[0]).toMatchObject({ status: 3, review_note: 'The horizon is tilted.' });
  });

  it('approves a poster: for sale at once in every standard size, in the catalogue and in search', async () => {
    const mine = (await posters(maja))[0]!;
    const res = await api.app.inject({
      method: 'POST',
      url: `/api/auth/review/products/${mine.id}/approve`,
      headers: as(reviewer),
    });
    expect(res.statusCode, res.body).toBe(200);
    const again = await api.app.inject({
      method: 'POST',
      url: `/api/auth/review/products/${mine.id}/approve`,
      headers: as(reviewer),
    });
    expect(again.statusCode).toBe(409);
    const search = await api.app.inject({ method: 'GET', url: '/api/products?query=Harbour%20Dawn' });
    const found = JSON.parse(search.body) as Array<{
      id: number;
      variations: Array<{ option_name: string; price: number; currency: string }>;
    }>;
    const product = found.find((p) => p.id === mine.id)!;
    expect(product.variations.map((v) => v.option_name)).toEqual(['13x18', '21x30', '30x40', '40x50', '50x70', '70x100']);
    expect(product.variations.find((v) => v.option_name === '50x70')).toMatchObject({ price: 2990, currency: 'EUR' });
    expect((await posters(maja))[0]).toMatchObject({ status: 4 });
  });

  it('books each sale with its commission in the order transaction, in EUR, across currencies', async () => {
    const mine = (await posters(maja))[0]!;
    const pay = async (store: string, country: string, coupons: string[] = [], quantity = 1) => {
      const { rows } = await api.db.query<{ variation_id: number; amount: number }>(
        `SELECT v.id AS variation_id, vp.amount FROM variation v JOIN attribute_option o ON o.id = v.option_id
         JOIN variation_price vp ON vp.variation_id = v.id
         WHERE v.product_id = $1 AND o.name = '50x70' AND vp.currency = (SELECT CASE $2 WHEN 'se' THEN 'SEK' WHEN 'hu' THEN 'HUF' ELSE 'EUR' END)`,
        [mine.id, store],
      );
      const line = {
        uuid: `l-${store}-${quantity}`,
        type: 1,
        thumb: '/t.webp',
        name: 'Harbour Dawn',
        slug: 'x',
        product_id: mine.id,
        variation_id: rows[0]!.variation_id,
        variation_name: '50x70',
        sku: 'S',
        margin: true,
        black_and_white: false,
        price: 1,
        currency: 'EUR',
        quantity,
        template: null,
      };
      const created = await api.app.inject({
        method: 'POST',
        url: `/api/sandbox-checkout/order?store=${store}`,
        payload: { cart: [line], coupons, campaign_data: {} },
      });
      expect(created.statusCode, created.body).toBe(200);
      const id = JSON.parse(created.body).id as string;
      const done = await completeWithTestCard(api.db, id, {
        email: 'shopper@example.com',
        country,
        name: 'Shopper',
        streetAddress: 'Street 1',
        postalCode: '12345',
        city: 'Town',
      });
      expect(done.ok).toBe(true);
      return { unit: rows[0]!.amount, order: done.ok ? done.value.order : undefined };
    };

    const eur = await pay('de', 'DE');
    const sek = await pay('se', 'SE', [], 2);
    const huf = await pay('hu', 'HU', ['WELCOME10']);
    const expected = [
      artistEarning({ lineTotal: eur.unit }, { subtotal: eur.unit, discountTotal: 0, deliveryCountry: 'DE', exchangeRate: 1 }),
      artistEarning(
        { lineTotal: sek.unit * 2 },
        { subtotal: sek.unit * 2, discountTotal: 0, deliveryCountry: 'SE', exchangeRate: EUR_EXCHANGE_RATES.SEK! },
      ),
      artistEarning(
        { lineTotal: huf.unit },
        {
          subtotal: huf.unit,
          discountTotal: Math.round(huf.unit * 0.1),
          deliveryCountry: 'HU',
          exchangeRate: EUR_EXCHANGE_RATES.HUF!,
        },
      ),
    ];
    // A worked example of the rule: 29.90 EUR to Germany → VAT 4.77, fees 0.90, commission 30 % of 24.23 = 7.27 EUR
    expect(expected[0]).toMatchObject({ price: 2990, vat: 477, fees: 90, commission: 727, amountEur: 727 });
    expect(huf.order?.discount_total).toBe(Math.round(huf.unit * 0.1));

    const res = await api.app.inject({ method: 'GET', url: '/api/auth/account-transactions', headers: { cookie: maja.cookie } });
    expect(res.headers['x-total-count']).toBe('3');
    const ledger = decoded(AccountTransactions, res.body);
    // newest first; the running balance is the sum of every entry up to and including the row
    const oldestFirst = [...ledger].reverse();
    expect(oldestFirst.map((r) => r.amount)).toEqual(expected.map((e) => e.amountEur));
    expect(oldestFirst.map((r) => r.sale?.sale_currency)).toEqual(['EUR', 'SEK', 'HUF']);
    expect(oldestFirst.map((r) => r.exchange_rate)).toEqual([1, 11.4, 395]);
    expect(oldestFirst.map((r) => r.sale?.commission)).toEqual(expected.map((e) => e.commission));
    let running = 0;
    for (const row of oldestFirst) {
      running += row.amount;
      expect(row.balance).toBe(running);
      expect(row.currency).toBe('EUR');
    }
    const account = decoded(
      AuthSession,
      (await api.app.inject({ method: 'GET', url: '/api/auth/account', headers: { cookie: maja.cookie } })).body,
    );
    expect(account.account).toMatchObject({ balance: running, sales: 4 });
    const chart = decoded(
      SalesChart,
      (await api.app.inject({ method: 'GET', url: '/api/auth/sales-chart', headers: { cookie: maja.cookie } })).body,
    );
    expect(chart.points.reduce((s, p) => s + p.sales, 0)).toBe(4);
    expect(chart.points.reduce((s, p) => s + p.earnings, 0)).toBe(running);
    // the other artist's ledger stays empty
    expect(
      decoded(
        AccountTransactions,
        (await api.app.inject({ method: 'GET', url: '/api/auth/account-transactions', headers: { cookie: jonas.cookie } })).body,
      ),
    ).toEqual([]);
  });

  it('writes no ledger row when the payment fails (same transaction)', async () => {
    const before = (await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM account_transaction')).rows[0]!.n;
    const mine = (await posters(maja))[0]!;
    const { rows } = await api.db.query<{ id: number }>(
      `SELECT v.id FROM variation v JOIN attribute_option o ON o.id = v.option_id WHERE v.product_id = $1 AND o.name = '21x30'`,
      [mine.id],
    );
    const line = {
      uuid: 'l-out',
      type: 1,
      thumb: '/t.webp',
      name: 'H',
      slug: 'x',
      product_id: mine.id,
      variation_id: rows[0]!.id,
      variation_name: '21x30',
      sku: 'S',
      margin: true,
      black_and_white: false,
      price: 1,
      currency: 'EUR',
      quantity: 3,
      template: null,
    };
    const created = await api.app.inject({
      method: 'POST',
      url: '/api/sandbox-checkout/order',
      payload: { cart: [line], coupons: [], campaign_data: {} },
    });
    await api.db.query('UPDATE variation SET stock = 2 WHERE id = $1', [rows[0]!.id]);
    const done = await completeWithTestCard(api.db, JSON.parse(created.body).id, {
      email: 'a@example.com',
      country: 'DE',
      name: 'A',
      streetAddress: 'S',
      postalCode: '1',
      city: 'C',
    });
    expect(done.ok).toBe(false);
    expect((await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM account_transaction')).rows[0]!.n).toBe(before);
  });

  it('edits the profile: bio bounds, VAT format, JPEG avatar; the public page shows them', async () => {
    const put = (fields: Record<string, string>, avatar?: Buffer) => {
      const body = multipart(fields, avatar ? { avatar: { data: avatar, filename: 'me.jpg' } } : {});
      return api.app.inject({
        method: 'PUT',
        url: '/api/auth/profile',
        headers: as(maja, { 'content-type': body.contentType }),
        payload: body.payload,
      });
    };
    expect((await put({ bio: 'Too short' })).statusCode).toBe(400);
    expect((await put({ bio: 'b'.repeat(161) })).statusCode).toBe(400);
    expect((await put({ vat_number: 'DE12345' })).statusCode).toBe(400);
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect((await put({}, png)).statusCode).toBe(415);
    const ok = await put(
      { bio: 'Harbours, fjords and the blue hour of the north.', vat_number: 'de 123 456 789' },
      await jpeg(400, 400),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const account = decoded(
      AuthSession,
      (await api.app.inject({ method: 'GET', url: '/api/auth/account', headers: { cookie: maja.cookie } })).body,
    );
    expect(account.account.vat_number).toBe('DE123456789');
    const page = JSON.parse((await api.app.inject({ method: 'GET', url: '/api/artist-by-slug/maja-lind-studio' })).body);
    expect(page.bio).toBe('Harbours, fjords and the blue hour of the north.');
    expect(page.avatar).toMatch(/^\/artist-media\/avatars\//);
    expect((await api.app.inject({ method: 'GET', url: page.avatar })).statusCode).toBe(200);
    // a profile edit without the avatar field keeps the avatar
    expect((await put({ bio: 'Harbours, fjords and the blue hour, again.' })).statusCode).toBe(200);
    expect(JSON.parse((await api.app.inject({ method: 'GET', url: '/api/artist-by-slug/maja-lind-studio' })).body).avatar).toBe(
      page.avatar,
    );
  });
});
