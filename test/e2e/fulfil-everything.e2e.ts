import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Download, Page } from 'playwright-core';
import { fromBuffer, type Entry } from 'yauzl';
import { parse } from 'csv-parse/sync';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { apiOf } from './shop';
import { buyThroughSandbox } from './buy-through-sandbox';
import { useBrowser } from './browser';
import { signInAsStaff, staffGet } from './staff';
import { readable } from '../builders/mail-text';
import { printPixels } from '../../src/domain/print/print-pixels';

/**
 * Everything sold is fulfilled (docs/rules/back-office.md#print-files-and-packing): a shopper buys a catalogue
 * poster with a white margin, in black and white and framed, an artist's poster and a gift card through the
 * sandbox; the fulfilment identity downloads the order's ZIP from its page, whose manifest names every printed
 * line with its options and frame and whose files have the pixels of their sizes, and the packing slip, a PDF
 * naming the address and the frame. The gift card's code reaches the shopper by e-mail, and an order of a gift
 * card alone is delivered once paid: nothing to ship.
 */
const baseUrl = inject('baseUrl');
const mailDir = inject('mailDir');
const api = apiOf(baseUrl);
const chromium = useBrowser();
const SIZE = '30x40';
const CODE = /[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/;

interface ListedProduct {
  readonly slug: string;
  readonly name: string;
  readonly artist: { readonly alias: string } | null;
  readonly metadata: { readonly disable_bw?: boolean };
  readonly variations: readonly { readonly option_name: string }[];
}
interface OrderDetail {
  readonly summary: { readonly status: string };
  readonly lines: readonly { position: number; name: string; sku: string; type: number; variation_name: string }[];
  readonly print_files: readonly unknown[];
  readonly moves: readonly string[];
}

const entriesOf = (bytes: Buffer) =>
  new Promise<Map<string, Buffer>>((resolve, reject) =>
    fromBuffer(bytes, { lazyEntries: true }, (err, zip) => {
      if (err) return reject(err);
      const found = new Map<string, Buffer>();
      zip.on('error', reject);
      zip.on('end', () => resolve(found));
      zip.on('entry', (entry: Entry) =>
        zip.openReadStream(entry, (e, stream) => {
          if (e) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('error', reject);
          stream.on('end', () => {
            found.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        }),
      );
      zip.readEntry();
    }),
  );

/** Clicks a download button of the order page and answers the saved file's bytes. */
const download = async (page: Page, testId: string, label: string): Promise<Buffer> => {
  const button = page.locator(`[data-testid="${testId}"]:visible`);
  const arriving = page.waitForEvent('download');
  await button.getByRole('button', { name: label }).click();
  const file: Download = await arriving;
  return readFile((await file.path())!);
};

/** The e-mail the shop's SMTP server received that carries `text`, once it has arrived. */
const mailWith = async (text: string): Promise<string> => {
  for (let i = 0; i < 300; i++) {
    for (const name of (await readdir(mailDir)).filter((n) => n.endsWith('.eml'))) {
      const body = readable(await readFile(path.join(mailDir, name), 'utf8'));
      if (body.includes(text)) return body;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no e-mail with ${text} reached the SMTP server`);
};

describe('fulfilling a catalogue poster, an artist poster and a gift card', () => {
  let orderId = '';
  let receipt = '';
  let catalogue: ListedProduct;
  let artists: ListedProduct;
  let frame: ListedProduct;
  let card: ListedProduct;

  it('a shopper buys them through the sandbox: the catalogue poster with a white margin, in black and white, framed', async () => {
    const posters = await api<ListedProduct[]>('/api/products?type=1&customizable=false&limit=60&offset=5');
    const inSize = posters.filter((p) => p.variations.some((v) => v.option_name === SIZE));
    // The demo's catalogue names an artist for every poster; the one framed is any that offers black and white.
    catalogue = inSize.find((p) => !p.metadata.disable_bw)!;
    artists = inSize.find((p) => !!p.artist && p.slug !== catalogue.slug && p.artist.alias !== catalogue.artist?.alias)!;
    [frame] = (await api<ListedProduct[]>('/api/products?type=2&limit=1')) as [ListedProduct];
    [card] = (await api<ListedProduct[]>('/api/products?type=3&limit=1')) as [ListedProduct];
    expect(catalogue, 'a catalogue poster in 30x40').toBeDefined();
    expect(artists, 'an artist’s poster in 30x40').toBeDefined();
    ({ orderId, receipt } = await buyThroughSandbox(chromium.browser(), baseUrl, [
      { poster: catalogue.slug, size: SIZE, frame: frame.name, margin: true, blackAndWhite: true },
      { poster: artists.slug, size: SIZE },
      { giftCard: card.slug, amount: 25 },
    ]));
  }, 180_000);

  it('staff download the order’s ZIP: its manifest names each printed line with its options, its files have the pixels of their size', async () => {
    const page = await chromium.page(1280);
    await signInAsStaff(page, baseUrl, 'fulfilment', `/admin/orders/${orderId}`);
    await expect
      .poll(async () => (await staffGet<OrderDetail>(page, `/api/admin/orders/${orderId}`)).print_files.length, {
        timeout: 90_000,
      })
      .toBe(2);
    const order = await staffGet<OrderDetail>(page, `/api/admin/orders/${orderId}`);
    await page.reload({ waitUntil: 'networkidle' });
    const options = page.locator('[data-testid="admin-line-options"]:visible');
    await expect.poll(() => options.first().textContent()).toContain('white margin · black and white · frame: ');

    const zip = await entriesOf(await download(page, 'admin-zip', 'All print files (ZIP)'));
    const manifest = parse(zip.get('manifest.csv')!, { columns: true }) as Record<string, string>[];
    const posterLines = order.lines.filter((l) => l.type === 1);
    expect(manifest.map((r) => [r.order, r.line, r.product, r.size])).toEqual(
      posterLines.map((l) => [orderId, String(l.position + 1), l.name, l.variation_name]),
    );
    const [first, second] = manifest as [Record<string, string>, Record<string, string>];
    expect(first).toMatchObject({
      product: catalogue.name,
      margin: 'yes',
      black_and_white: 'yes',
      quantity: '1',
      effective_dpi: '300',
    });
    expect(first.frame).toContain(frame.name);
    expect(second).toMatchObject({ product: artists.name, frame: '', quantity: '1' });
    expect(Number(second.effective_dpi)).toBeGreaterThan(0);
    expect([...zip.keys()]).toEqual(['manifest.csv', ...manifest.map((r) => r.file)]);
    for (const row of manifest) {
      // A landscape poster's size reads 40x30: the same sheet turned.
      const wanted = printPixels(row.size!)!;
      expect(row.file!.startsWith(`${orderId}-${row.line}-`) && row.file!.endsWith(`-${row.size}.jpg`), row.file).toBe(true);
      const { width, height } = await sharp(zip.get(row.file!)!).metadata();
      // The sheet turns with the artwork: short side and long side are the size's at 300 dpi.
      expect([Math.min(width!, height!), Math.max(width!, height!)], row.file).toEqual([wanted.width, wanted.height]);
    }

    const slip = await download(page, 'admin-packing-slip', 'Packing slip (PDF)');
    const text = (await extractText(await getDocumentProxy(new Uint8Array(slip)), { mergePages: true })).text;
    for (const words of [
      'Ada Lovelace',
      '1 Poster Street',
      '12345 Berlin',
      `in frame ${frame.name}`,
      'white margin · black and white',
      artists.name,
    ])
      expect(text).toContain(words);
    expect(text).not.toContain(card.name);
  }, 180_000);

  it('mails the gift card’s code to the shopper, and a gift card bought alone needs no shipping', async () => {
    const code = CODE.exec(receipt)?.[0];
    expect(code, 'the confirmation shows the code').toBeDefined();
    expect(await mailWith(code!)).toContain(code!);

    const alone = await buyThroughSandbox(chromium.browser(), baseUrl, [{ giftCard: card.slug, amount: 25 }]);
    const page = await chromium.page(1280);
    await signInAsStaff(page, baseUrl, 'fulfilment');
    const order = await staffGet<OrderDetail>(page, `/api/admin/orders/${alone.orderId}`);
    expect(order.summary.status).toBe('delivered');
    expect(order.moves).toEqual([]);
    expect(order.print_files).toEqual([]);
    const slip = await page.evaluate(
      async (id) => (await fetch(`/api/admin/orders/${id}/packing-slip.pdf`)).status,
      alone.orderId,
    );
    expect(slip).toBe(404);
    expect(await mailWith(CODE.exec(alone.receipt)![0])).toMatch(CODE);
  }, 180_000);
});
