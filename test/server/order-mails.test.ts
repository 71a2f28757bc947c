/**
 * E-mails: the order confirmation and the shipping notice reach a real SMTP server
 * (smtp-server, in-process) with the shopper as recipient, the subject in the store's language and
 * the tracking link; the shopper's status answer shows the same; a refused delivery is retried
 * with doubling waits and never fails the order; without SMTP_URL the outbox keeps the message.
 */
import { formatGiftCardCode } from '../../src/domain/validation/gift-card-code';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { OrderStatusAnswer, OutboxList } from '../../src/adapters/http/contract/index';
import type { Db } from '../../server/db/db.port';
import { manualClock } from '../../server/platform/clock';
import { MAIL_RETRY_BASE_MS } from '../../server/mail/mail-outbox';
import { startApi } from './harness';
import { staffSession } from './staff-session';
import { payForHeart, payInSandbox } from './paid-order';
import { cartLine, firstVariationOfType } from '../builders/cart-line';
import { decodeSubject, readable } from '../builders/mail-text';

interface Received {
  readonly from: string;
  readonly to: string[];
  readonly raw: string;
}

/** The message as a person reads it: quoted-printable soft breaks joined and escapes decoded. */
describe('order e-mails over SMTP', () => {
  const received: Received[] = [];
  let refuse = 0;
  let smtp: SMTPServer;
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  const clock = manualClock();

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, done) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          if (refuse > 0) {
            refuse--;
            return done(Object.assign(new Error('mailbox busy, try later'), { responseCode: 451 }));
          }
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    ({ app, db, close } = await startApi({
      clock,
      config: { mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Atelier Posters <orders@shop.test>' } },
    }));
  });
  afterAll(async () => {
    await close?.();
    await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  });

  const outboxRow = async (orderId: string, kind: string) =>
    (
      await db.query<{ status: string; attempts: number; last_error: string | null; next_attempt_at: Date }>(
        'SELECT status, attempts, last_error, next_attempt_at FROM mail_outbox WHERE order_id = $1 AND kind = $2',
        [orderId, kind],
      )
    ).rows[0];

  it('sends the confirmation in German to the shopper, then the shipping notice with the tracking link', async () => {
    const id = await payForHeart(app, db, { name: 'Ada Lovelace', email: 'ada@example.com', country: 'DE' }, 'de');
    await app.inject({ method: 'GET', url: '/health' });
    await waitForMail(() => received.length >= 1);
    const confirmation = received.at(-1)!;
    expect(confirmation.to).toEqual(['ada@example.com']);
    expect(confirmation.from).toBe('orders@shop.test');
    const text = readable(confirmation.raw);
    expect(decodeSubject(confirmation.raw)).toBe(`Ihre Bestellung ${id} ist bestätigt`);
    expect(text).toContain('Hallo Ada Lovelace,');
    // What was bought and where it goes (the body is UTF-8 under its quoted-printable escapes).
    const words = Buffer.from(text, 'latin1').toString('utf8');
    expect(words).toMatch(/Ihre Bestellung enthält:\n+1 × Herzposter, 13x18\n/);
    expect(words).toContain('Lieferadresse: Ada Lovelace, Hauptstraße 1, 10115 Berlin, DE');
    // The link opens the status page of the order's own store, in its words.
    const statusLink = /http:\/\/shop\.test\/de\/bestellstatus\/([A-Za-z0-9_-]{22})/.exec(text);
    expect(statusLink).not.toBeNull();

    const staff = await staffSession(app, 'sandbox-fulfilment');
    const headers = { cookie: staff.cookie, 'x-csrf-token': staff.csrf };
    await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/fulfilment`,
      headers,
      payload: { action: 'startProduction' },
    });
    const shipped = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/fulfilment`,
      headers,
      payload: { action: 'ship', carrier: 'dhl', tracking_number: '00340434161094042557' },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    await waitForMail(() => received.length >= 2);
    const notice = received.at(-1)!;
    expect(notice.to).toEqual(['ada@example.com']);
    expect(decodeSubject(notice.raw)).toBe(`Ihre Bestellung ${id} ist unterwegs`);
    expect(readable(notice.raw)).toContain('https://www.dhl.com/track?tracking-id=00340434161094042557');
    // The SMTP server holds the message before the sender has its answer and marks the row sent.
    await waitForMail(async () => (await outboxRow(id, 'shipping_notice'))?.status === 'sent');
    expect((await outboxRow(id, 'shipping_notice'))?.status).toBe('sent');

    const status = await app.inject({ method: 'GET', url: `/api/order-status/${statusLink![1]}` });
    const answer = OrderStatusAnswer.decode(status.json());
    expect(answer._tag === 'Right' && answer.right).toMatchObject({
      status: 'shipped',
      store: 'de',
      shipment: { carrier_name: 'DHL', tracking_url: 'https://www.dhl.com/track?tracking-id=00340434161094042557' },
      reprinting: false,
    });
    // The heart poster's line carries its template and values, so the page draws it as the cart did.
    expect(
      answer._tag === 'Right' && answer.right.lines.map((l) => l.design && 'template_id' in l.design && l.design.template_id),
    ).toEqual(['heart']);
  });

  it('sends a gift card in an e-mail of its own, in French, and delivers an order of gift cards only at once', async () => {
    const card = await firstVariationOfType(db, 3, '50');
    const created = await app.inject({
      method: 'POST',
      url: '/api/sandbox-checkout/order?store=fr',
      payload: {
        cart: [cartLine(card, { type: 3, margin: null, black_and_white: null, quantity: 2 })],
        coupons: [],
        campaign_data: {},
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = (created.json() as { id: string }).id;
    const paid = await payInSandbox(app, id, { name: 'Marie Curie', email: 'marie@example.com', country: 'FR' });
    expect(paid.statusCode, paid.body).toBeLessThan(400);
    const codes = (
      await db.query<{ code: string }>('SELECT code FROM gift_card WHERE issued_for_order = $1 ORDER BY id', [id])
    ).rows.map((r) => r.code);
    expect(codes).toHaveLength(2);

    await waitForMail(() =>
      received.some((m) => m.to.includes('marie@example.com') && /cartes cadeaux/.test(decodeSubject(m.raw))),
    );
    const mail = received.find((m) => /cartes cadeaux/.test(decodeSubject(m.raw)))!;
    expect(decodeSubject(mail.raw)).toBe(`Vos codes de cartes cadeaux pour la commande ${id}`);
    const text = readable(mail.raw);
    for (const code of codes) expect(text).toContain(`Carte cadeau ${formatGiftCardCode(code)} : 50,00`);
    expect(text).toContain('http://shop.test/fr/gift-card-balance');

    // Nothing to prepare or ship: delivered once paid, and the confirmation promises no delivery date.
    const { rows } = await db.query<{ fulfilment_status: string }>('SELECT fulfilment_status FROM shop_order WHERE id = $1', [
      id,
    ]);
    expect(rows[0]!.fulfilment_status).toBe('delivered');
    await waitForMail(() => received.some((m) => m.to.includes('marie@example.com') && /confirmée/.test(decodeSubject(m.raw))));
    const confirmation = readable(received.find((m) => /confirmée/.test(decodeSubject(m.raw)))!.raw);
    expect(confirmation).toContain('Vos cartes cadeaux sont pr');
    expect(confirmation).not.toContain('Livraison estim');
  });

  it('answers 404 for a status token nobody was given', async () => {
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAA', 'short', '../../etc']) {
      expect((await app.inject({ method: 'GET', url: `/api/order-status/${token}` })).statusCode).toBe(404);
    }
  });

  it('keeps the order paid when the mail server refuses, and retries with doubling waits until it is accepted', async () => {
    refuse = 2;
    const before = received.length;
    const id = await payForHeart(app, db, { name: 'Sven Nilsson', email: 'sven@example.se', country: 'SE' }, 'se');
    await waitForMail(async () => (await outboxRow(id, 'order_confirmation'))?.attempts === 1);
    const first = (await outboxRow(id, 'order_confirmation'))!;
    expect(first).toMatchObject({ status: 'retrying', attempts: 1, last_error: expect.stringContaining('mailbox busy') });
    expect(first.next_attempt_at.getTime()).toBe(clock.now() + MAIL_RETRY_BASE_MS);
    const order = await db.query<{ status: string }>('SELECT status FROM shop_order WHERE id = $1', [id]);
    expect(order.rows[0]!.status).toBe('checkout_complete');

    clock.advance(MAIL_RETRY_BASE_MS);
    await drain(app);
    const second = (await outboxRow(id, 'order_confirmation'))!;
    expect(second).toMatchObject({ status: 'retrying', attempts: 2 });
    expect(second.next_attempt_at.getTime()).toBe(clock.now() + 2 * MAIL_RETRY_BASE_MS);

    clock.advance(2 * MAIL_RETRY_BASE_MS);
    await drain(app);
    expect((await outboxRow(id, 'order_confirmation'))!.status).toBe('sent');
    expect(received.length).toBe(before + 1);
    expect(decodeSubject(received.at(-1)!.raw)).toMatch(/^Din beställning .* är bekräftad$/);
  });

  it('lists the messages for fulfilment staff, and not for a reviewer', async () => {
    const staff = await staffSession(app, 'sandbox-fulfilment');
    const res = await app.inject({ method: 'GET', url: '/api/admin/outbox', headers: { cookie: staff.cookie } });
    expect(res.statusCode).toBe(200);
    const list = OutboxList.decode(res.json());
    expect(list._tag === 'Right' && list.right.map((m) => m.kind)).toContain('shipping_notice');
    const reviewer = await staffSession(app, 'sandbox-reviewer');
    expect((await app.inject({ method: 'GET', url: '/api/admin/outbox', headers: { cookie: reviewer.cookie } })).statusCode).toBe(
      403,
    );
  });
});

describe('order e-mails without SMTP (the demo)', () => {
  it('keeps the confirmation in the outbox', async () => {
    const { app, db, close } = await startApi();
    try {
      const id = await payForHeart(app, db, { name: 'Ada', email: 'ada@example.com', country: 'DE' });
      await waitForMail(async () => {
        const r = await db.query<{ status: string }>('SELECT status FROM mail_outbox WHERE order_id = $1', [id]);
        return r.rows[0]?.status === 'kept';
      });
    } finally {
      await close();
    }
  });
});

/** The outbox sends after the request's answer: wait for it by polling the condition (no timing in the assertion). */
const waitForMail = async (done: () => boolean | Promise<boolean>) => {
  for (let i = 0; i < 200; i++) {
    if (await done()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the outbox did not get there');
};

/** Runs the outbox once, as its timer would when a retry falls due. */
const drain = async (app: FastifyInstance) => {
  await app.inject({ method: 'GET', url: '/health' });
  await app.mailOutbox.drain();
};
