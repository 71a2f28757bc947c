import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError, Balance, CartPricing, CreateOrderAnswer, Order } from '../../src/adapters/http/contract/index';
import type { Db, Queryable } from '../../server/db/db.port';
import { seedCoupons } from '../../server/demo/seed/coupons';
import { decoded } from './answers';
import { apiForSuite, databaseTargets, raceTest } from './harness';
import { cartLine as posterLine, firstVariationOfType } from '../builders/cart-line';
import type { ProductType } from '../../src/domain/product/model';
import { completeWithTestCard, hiddenField, payInSandbox, paymentForm, submitPayment, type SandboxShopper } from './paid-order';
import { providerTexts } from '../../server/demo/sandbox/provider-texts';
import { escapeHtml } from '../../server/http/escape-html';
import { STORES } from '../../src/domain/stores/stores';

/**
 * The hosted checkout on the embedded sandbox provider: idempotent
 * order creation, the iframe pages, paying with the test card, gift cards issued and spent,
 * and the money/stock invariants under parallel payments.
 */
type Variation = Awaited<ReturnType<typeof firstVariationOfType>>;

const API = '/api/sandbox-checkout/order';
describe.each(databaseTargets)('sandbox checkout on %s', (_name, postgresUrl) => {
  const race = raceTest(postgresUrl);
  const api = apiForSuite({ postgresUrl });
  let poster: Variation;
  let frame: Variation;
  let giftCard50: Variation;

  beforeAll(async () => {
    await seedCoupons(api.db);
    const pick = (type: ProductType, size: string) => firstVariationOfType(api.db, type, size);
    poster = await pick(1, '50x70');
    frame = await pick(2, '50x70');
    giftCard50 = await pick(3, '50');
  });

  // A frame or a gift card is a line of its own, without the poster's margin and colour choices.
  const cartLine = (v: Variation, quantity = 1) =>
    posterLine(v, {
      type: v.type,
      margin: v.type === 1 ? true : null,
      black_and_white: v.type === 1 ? false : null,
      quantity,
    });
  const orderBody = (cart: unknown[], coupons: string[] = []) => ({ cart, coupons, campaign_data: { utm_source: 'newsletter' } });
  const createOrder = async (cart: unknown[], coupons: string[] = [], headers: Record<string, string> = {}) => {
    const res = await api.app.inject({ method: 'POST', url: API, payload: orderBody(cart, coupons), headers });
    expect(res.statusCode, res.body).toBe(200);
    return decoded(CreateOrderAnswer, res.body);
  };
  const getOrder = async (id: string) => {
    const res = await api.app.inject({ method: 'GET', url: `${API}/${id}` });
    expect(res.statusCode, res.body).toBe(200);
    return decoded(Order, res.body);
  };
  /** Opens the iframe page (as the shopper would) and submits its form. */
  const pay = (id: string, fields: Partial<SandboxShopper> = {}) => payInSandbox(api.app, id, fields);
  const countOrders = async () => (await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM shop_order')).rows[0]!.n;

  it('creates an order whose snippet is an iframe of the sandbox page, without scripts', async () => {
    const { id, snippet } = await createOrder([cartLine(poster), cartLine(frame)]);
    expect(id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(snippet).toContain(`<iframe id="sandbox-checkout"`);
    expect(snippet).toContain(`src="/sandbox/checkout/${id}?mode=checkout"`);
    expect(snippet).toMatch(/title="[^"]+"/);
    expect(snippet).not.toMatch(/<script/i);
    const order = await getOrder(id);
    expect(order).toMatchObject({ id, status: 'checkout_incomplete', email: null, country: null, snippet, tracking: {} });
  });

  it('replays a doubled POST with the same Idempotency-Key and creates one order', async () => {
    const before = await countOrders();
    const headers = { 'idempotency-key': 'key-double-submit-1' };
    const cart = [cartLine(poster, 2)];
    const [a, b] = await Promise.all([createOrder(cart, [], headers), createOrder(cart, [], headers)]);
    const c = await api.app.inject({ method: 'POST', url: API, payload: orderBody(cart), headers });
    expect(b).toEqual(a);
    expect(decoded(CreateOrderAnswer, c.body)).toEqual(a);
    expect(c.headers['idempotent-replayed']).toBe('true');
    expect(await countOrders()).toBe(before + 1);
  });

  it('rejects a reused Idempotency-Key with a different cart (409)', async () => {
    const headers = { 'idempotency-key': 'key-reused-2' };
    await createOrder([cartLine(poster, 1)], [], headers);
    const res = await api.app.inject({ method: 'POST', url: API, payload: orderBody([cartLine(poster, 5)]), headers });
    expect(res.statusCode).toBe(409);
    expect(decoded(ApiError, res.body).message).toMatch(/Idempotency-Key was already used/);
  });

  it('answers 400 naming the field for a bad order body, and 404 for an unknown order', async () => {
    const bad = await api.app.inject({
      method: 'POST',
      url: API,
      payload: { cart: [{ ...cartLine(poster), quantity: '1' }], coupons: [], campaign_data: {} },
    });
    expect(bad.statusCode).toBe(400);
    expect(decoded(ApiError, bad.body).message).toContain('"cart[0].quantity"');
    const noCoupons = await api.app.inject({ method: 'POST', url: API, payload: { cart: [], campaign_data: {} } });
    expect(decoded(ApiError, noCoupons.body).message).toContain('"coupons"');
    const missing = await api.app.inject({ method: 'GET', url: `${API}/AAAAAAAAAAAAAAAAAAAAAAAA` });
    expect(missing.statusCode).toBe(404);
  });

  it('serves the checkout page with its own CSP, a nonce and the server total', async () => {
    const { id } = await createOrder([cartLine(poster, 2)], ['WELCOME10']);
    const res = await api.app.inject({ method: 'GET', url: `/sandbox/checkout/${id}?mode=checkout` });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.body.match(/<script/g)).toHaveLength(1);
    expect(res.body).toContain(`<script nonce="${nonce}">`);
    expect(res.body).toContain('4242 4242 4242 4242');
    // The page charges what the server's own pricing answers for this cart and code (the
    // percentage rule itself is the domain's, tested there), and the code took something off.
    const priced = decoded(
      CartPricing,
      (
        await api.app.inject({
          method: 'POST',
          url: '/api/cart/price',
          payload: { lines: [{ ...cartLine(poster, 2), template: undefined }], coupons: ['WELCOME10'], gift_cards: [] },
        })
      ).body,
    );
    expect(priced.total).toBeLessThan(2 * poster.amount);
    expect(hiddenField(res.body, 'total')).toBe(String(priced.total));
    // The shop's checkout page lists the lines and the discount beside the frame: the frame
    // shows the total to pay only, so the order summary appears once.
    expect(res.body).not.toContain('Discount WELCOME10');
    expect(res.body).toContain('Total to pay');
    const again = await api.app.inject({ method: 'GET', url: `/sandbox/checkout/${id}` });
    expect(again.headers['content-security-policy']).not.toBe(csp);
  });

  it('a wrong card re-renders the form with an error and leaves the order incomplete', async () => {
    const { id } = await createOrder([cartLine(poster)]);
    const res = await pay(id, { card_number: '4000 0000 0000 0002' });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('Card declined');
    expect(res.body).toContain('value="ada@example.com"');
    expect(res.body).not.toContain('4000 0000 0000 0002');
    expect((await getOrder(id)).status).toBe('checkout_incomplete');
    const bad = await pay(id, { email: 'nope', expiry: '01/20' });
    expect(bad.body).toContain('Enter an e-mail address');
    expect(bad.body).toContain('This card has expired');
  });

  it('an empty card number, expiry or CVC is asked for, never "declined"', async () => {
    const { id } = await createOrder([cartLine(poster)]);
    const res = await pay(id, { card_number: ' ', expiry: '', cvc: '' });
    expect(res.statusCode).toBe(422);
    expect(res.body).not.toContain('Card declined');
    expect(res.body.match(/This field is required\./g)).toHaveLength(3);
  });

  it("names the delivery countries in the store's language, in its alphabetical order", async () => {
    const { id } = await createOrder([cartLine(poster)]);
    const names = (body: string) => [...body.matchAll(/<option value="[A-Z]{2}"[^>]*>([^<]+)<\/option>/g)].map((m) => m[1]!);
    const en = names((await api.app.inject({ method: 'GET', url: `/sandbox/checkout/${id}?mode=checkout` })).body);
    expect(en).toContain('Germany');
    expect(en).not.toContain('Deutschland');
    expect(en).toEqual([...en].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it("words the field errors in the store's language (docs/rules/checkout.md#checkout-order: the hosted checkout speaks the shopper's language)", async () => {
    const res = await api.app.inject({ method: 'POST', url: `${API}?store=de`, payload: orderBody([cartLine(poster)], []) });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = decoded(CreateOrderAnswer, res.body);
    const bad = await pay(id, { email: 'nope', expiry: '01/20', card_number: '1' });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('Gib eine E-Mail-Adresse wie name@example.com ein.');
    expect(bad.body).toContain('Diese Karte ist abgelaufen.');
    expect(bad.body).toContain('Karte abgelehnt. Diese Testkasse nimmt nur die Testkarte 4242 4242 4242 4242 an.');
    expect(bad.body).not.toContain('Card declined');
  });

  it('paying completes the order: tracking, confirmation page, PUT refused', async () => {
    const { id } = await createOrder([cartLine(poster), cartLine(frame)], ['SPRING5']);
    const res = await pay(id);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/sandbox/checkout/${id}?mode=checkout`);
    const done = await api.app.inject({ method: 'GET', url: res.headers.location as string });
    expect(done.body).toContain('data-completed="true"');
    expect(done.body).toContain(`data-confirmation-url="/checkout/confirmation/${id}"`);
    expect(done.body).toContain(`href="/checkout/confirmation/${id}" target="_top"`);
    const order = await getOrder(id);
    expect(order).toMatchObject({ status: 'checkout_complete', email: 'ada@example.com', country: 'DE' });
    expect(order.snippet).toContain('mode=confirmation');
    expect(order.tracking).toEqual({ sandbox: `<img src="/sandbox/pixel/${id}.gif" alt="" width="1" height="1">` });
    const pixel = await api.app.inject({ method: 'GET', url: `/sandbox/pixel/${id}.gif` });
    expect(pixel.headers['content-type']).toBe('image/gif');
    const { rows } = await api.db.query<{ amount: number; method: string }>(
      'SELECT amount, method FROM payment WHERE order_id = $1',
      [id],
    );
    expect(rows).toEqual([{ amount: poster.amount + frame.amount - 500, method: 'test-card' }]);
    const confirmation = await api.app.inject({ method: 'GET', url: `/sandbox/checkout/${id}?mode=confirmation` });
    expect(confirmation.body).toContain('Thank you for your order');
    const put = await api.app.inject({ method: 'PUT', url: `${API}/${id}`, payload: orderBody([cartLine(poster, 3)]) });
    expect(put.statusCode).toBe(409);
    expect((await pay(id)).statusCode).toBe(303); // a second submit does not pay twice
    expect((await api.db.query('SELECT 1 FROM payment WHERE order_id = $1', [id])).rows).toHaveLength(1);
  });

  it.each([
    ['de', 'de-DE', 'Kontakt und Lieferung', 'Kartennummer'],
    ['fr', 'fr-FR', 'Contact et livraison', 'Numéro de carte'],
    ['se', 'sv-SE', 'Kontakt och leverans', 'Kortnummer'],
  ])('speaks the language of store %s', async (store, lang, heading, cardNumber) => {
    const created = await api.app.inject({
      method: 'POST',
      url: `${API}?store=${store}`,
      payload: orderBody([cartLine(poster)]),
    });
    const { id } = decoded(CreateOrderAnswer, created.body);
    const res = await api.app.inject({ method: 'GET', url: `/sandbox/checkout/${id}?mode=checkout` });
    expect(res.body).toContain(`<html lang="${lang}">`);
    expect(res.body).toContain(heading);
    expect(res.body).toContain(cardNumber);
    expect(res.body).not.toContain('Contact and delivery');
  });

  it("words its notices, the hand-over and the receipt in the store's language", async () => {
    const [de, en] = [providerTexts('de'), providerTexts('en')];
    const created = await api.app.inject({ method: 'POST', url: `${API}?store=de`, payload: orderBody([cartLine(poster)]) });
    const { id } = decoded(CreateOrderAnswer, created.body);
    const form = await api.app.inject({ method: 'GET', url: `/sandbox/checkout/${id}` });
    await api.app.inject({ method: 'PUT', url: `${API}/${id}?store=de`, payload: orderBody([cartLine(poster, 2)]) });
    const stale = paymentForm(form.body);
    const refused = await submitPayment(api.app, id, stale);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain(escapeHtml(de.failures['ORDER.CHANGED']));
    expect(refused.body).not.toContain(escapeHtml(en.failures['ORDER.CHANGED']));

    expect((await pay(id)).statusCode).toBe(303);
    const done = await api.app.inject({ method: 'GET', url: `/sandbox/checkout/${id}?mode=checkout` });
    expect(done.body).toContain('<html lang="de-DE">');
    for (const text of [de.paymentReceivedHeading, de.orderConfirmed, de.continueToConfirmation])
      expect(done.body).toContain(escapeHtml(text));
    const receipt = await api.app.inject({ method: 'GET', url: `/sandbox/checkout/${id}?mode=confirmation` });
    expect(receipt.body).toContain('<html lang="de-DE">');
    for (const text of [de.receiptTitle, de.thanks, de.subtotal, de.totalPaid]) expect(receipt.body).toContain(escapeHtml(text));
    for (const text of [en.thanks, en.subtotal, en.totalPaid, 'margin yes', 'margin no'])
      expect(receipt.body).not.toContain(text);
  });

  it('has every provider text in every language, with its placeholders', () => {
    const en = providerTexts('en');
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const store of STORES) {
      const t = providerTexts(store.language);
      for (const [key, text] of Object.entries(t.failures))
        expect(placeholders(text), `${store.language} ${key}`).toEqual(
          placeholders(en.failures[key as keyof typeof en.failures]),
        );
      expect(placeholders(t.orderNumber)).toEqual(['{id}']);
      for (const [key, text] of Object.entries(t))
        if (typeof text === 'string') expect(text.trim(), `${store.language} ${key}`).not.toBe('');
      if (store.language !== 'en') expect(t.failures['ORDER.CHANGED'], store.language).not.toBe(en.failures['ORDER.CHANGED']);
    }
  });

  it('uses the store prefix in the confirmation URL', async () => {
    const res = await api.app.inject({ method: 'POST', url: `${API}?store=de`, payload: orderBody([cartLine(poster)]) });
    const { id } = decoded(CreateOrderAnswer, res.body);
    await pay(id);
    const done = await api.app.inject({ method: 'GET', url: `/sandbox/checkout/${id}` });
    expect(done.body).toContain(`data-confirmation-url="/de/checkout/confirmation/${id}"`);
  });

  it('PUT re-prices an incomplete order; a pay form from before the change is refused', async () => {
    const { id } = await createOrder([cartLine(poster)]);
    const page = await api.app.inject({ method: 'GET', url: `/sandbox/checkout/${id}` });
    const put = await api.app.inject({ method: 'PUT', url: `${API}/${id}`, payload: orderBody([cartLine(poster, 2)]) });
    expect(put.statusCode, put.body).toBe(200);
    expect(decoded(CreateOrderAnswer, put.body).id).toBe(id);
    const stale = paymentForm(page.body);
    const res = await submitPayment(api.app, id, stale);
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain('Your order changed');
    expect(hiddenField(res.body, 'total')).toBe(String(2 * poster.amount));
    expect((await getOrder(id)).status).toBe('checkout_incomplete');
  });

  it('issues a gift card for a paid gift-card order, usable on a second order', async () => {
    const { id } = await createOrder([cartLine(giftCard50)], ['WELCOME10']);
    expect((await pay(id)).statusCode).toBe(303);
    const { rows } = await api.db.query<{ code: string; balance: number; currency: string }>(
      'SELECT code, balance, currency FROM gift_card WHERE issued_for_order = $1',
      [id],
    );
    expect(rows).toHaveLength(1);
    const card = rows[0]!;
    expect(card.code).toMatch(/^[A-HJ-NP-Z2-9]{16}$/);
    expect(card).toMatchObject({ balance: giftCard50.amount, currency: 'EUR' }); // coupons do not discount gift cards
    const confirmation = await api.app.inject({ method: 'GET', url: `/sandbox/checkout/${id}?mode=confirmation` });
    const shown = card.code.match(/.{4}/g)!.join('-');
    expect(confirmation.body).toContain(shown);
    const balance = await api.app.inject({ method: 'POST', url: '/api/check-balance', payload: { code: shown.toLowerCase() } });
    expect(decoded(Balance, balance.body)).toEqual({ balance: giftCard50.amount, currency: 'EUR' });

    const second = await createOrder([cartLine(poster)], [shown]);
    const page = await api.app.inject({ method: 'GET', url: `/sandbox/checkout/${second.id}` });
    const due = Math.max(0, poster.amount - giftCard50.amount);
    expect(hiddenField(page.body, 'total')).toBe(String(due));
    expect((await pay(second.id)).statusCode).toBe(303);
    const after = await api.db.query<{ balance: number }>('SELECT balance FROM gift_card WHERE code = $1', [card.code]);
    expect(after.rows[0]!.balance).toBe(giftCard50.amount - (poster.amount - due));
    const use = await api.db.query<{ amount: number }>('SELECT amount FROM gift_card_use WHERE order_id = $1', [second.id]);
    expect(use.rows).toEqual([{ amount: poster.amount - due }]);
  });

  race('parallel payments against one gift card never take its balance below zero', async () => {
    const { rows } = await api.db.query<{ code: string }>(
      `INSERT INTO gift_card (code, initial_amount, balance, currency) VALUES ('PARALLELTESTCARD', $1, $1, 'EUR') RETURNING code`,
      [poster.amount],
    );
    const code = rows[0]!.code;
    const a = await createOrder([cartLine(poster)], [code]);
    const b = await createOrder([cartLine(poster)], [code]);
    // both forms show total 0 (the card covers the poster); only one may spend it. Which
    // guard stops the other depends on the interleaving: the re-pricing sees the spent card
    // (order changed), or the guarded UPDATE finds the balance gone.
    const results = await Promise.all([pay(a.id), pay(b.id)]);
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([303, 409]);
    const balance = (await api.db.query<{ balance: number }>('SELECT balance FROM gift_card WHERE code = $1', [code])).rows[0]!
      .balance;
    expect(balance).toBe(0);
    const spent = (
      await api.db.query<{ n: number }>(
        'SELECT COALESCE(sum(u.amount), 0)::int AS n FROM gift_card_use u JOIN gift_card g ON g.id = u.gift_card_id WHERE g.code = $1',
        [code],
      )
    ).rows[0]!.n;
    expect(spent).toBe(poster.amount);
    const loser = results.find((r) => r.statusCode === 409)!;
    expect(loser.body).toMatch(/was used in the meantime|Your order changed/);
  });

  race('parallel payments for the last unit in stock sell it once', async () => {
    await api.db.query('UPDATE variation SET stock = 1 WHERE id = $1', [frame.variation_id]);
    const a = await createOrder([cartLine(frame)]);
    const b = await createOrder([cartLine(frame)]);
    const results = await Promise.all([pay(a.id), pay(b.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([303, 409]);
    expect(results.find((r) => r.statusCode === 409)!.body).toContain('no longer in stock');
    const stock = (await api.db.query<{ stock: number }>('SELECT stock FROM variation WHERE id = $1', [frame.variation_id]))
      .rows[0]!.stock;
    expect(stock).toBe(0);
    const statuses = await Promise.all([getOrder(a.id), getOrder(b.id)]);
    expect(statuses.map((o) => o.status).sort()).toEqual(['checkout_complete', 'checkout_incomplete']);
    await api.db.query('UPDATE variation SET stock = 1000000 WHERE id = $1', [frame.variation_id]);
  });

  it.each([
    ['gift card', 'UPDATE gift_card', 'UPDATE gift_card SET balance = 0 WHERE id = $1', 'ORDER.GIFT_CARD_BALANCE'],
    ['stock', 'UPDATE variation', 'UPDATE variation SET stock = 0 WHERE id = $1', 'ORDER.OUT_OF_STOCK'],
  ])(
    'the guarded %s update refuses what a concurrent payment took in between, and rolls back',
    async (_what, marker, steal, code) => {
      await api.db.query(
        `INSERT INTO gift_card (code, initial_amount, balance, currency) VALUES ('GUARD${code.length}XXXXXXXXXX', 100, 100, 'EUR')`,
      );
      const { id } = await createOrder([cartLine(poster)], [`GUARD${code.length}XXXXXXXXXX`]);
      // A Db whose transactions let "another payment" take the row right before the guarded update.
      const racing: Db = {
        ...api.db,
        transaction: (fn) =>
          api.db.transaction((tx) =>
            fn({
              exec: (sql) => tx.exec(sql),
              query: async (sql, params) => {
                if (sql.startsWith(marker)) await tx.query(steal, [params![1]]); // $2 is the row id
                return tx.query(sql, params);
              },
            } as Queryable),
          ),
      };
      const c = { email: 'a@example.com', country: 'DE', name: 'A', streetAddress: 'B', postalCode: '1', city: 'C' };
      const result = await completeWithTestCard(racing, id, c);
      expect(result.ok ? 'completed' : result.error.code).toBe(code);
      expect((await getOrder(id)).status).toBe('checkout_incomplete');
      const balance = await api.db.query<{ balance: number }>(
        `SELECT balance FROM gift_card WHERE code = 'GUARD${code.length}XXXXXXXXXX'`,
      );
      expect(balance.rows[0]!.balance).toBe(100);
      expect((await api.db.query('SELECT 1 FROM payment WHERE order_id = $1', [id])).rows).toHaveLength(0);
    },
  );
});
