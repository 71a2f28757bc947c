/**
 * Packing slips as one PDF (pdfkit), a page for each order, written as the document streams out. The texts
 * are the packers' own, in English like the print manifest's columns (docs/rules/back-office.md#print-files-and-packing);
 * the shopper's name and address print as written, in the shop's typeface (slip-fonts.ts).
 */
import PDFDocument from 'pdfkit';
import type { Readable } from 'node:stream';
import { fontRuns, slipFonts, type SlipFont } from './slip-fonts.js';
import type { PackingSlip, SlipItem, SlipPoster } from './packing-slip.js';

const options = (p: SlipPoster): string =>
  [p.size, p.margin ? 'white margin' : 'no margin', p.blackAndWhite ? 'black and white' : 'colour'].join(' · ');

const itemText = (i: SlipItem): string => `${i.quantity} × ${i.name} (${i.sku}), ${i.size} — line ${i.line}`;

/** The slips as one PDF, streamed; `at` is the document's creation time. */
export const packingSlipsPdf = async (slips: readonly PackingSlip[], at: Date): Promise<Readable> => {
  const fonts = await slipFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    autoFirstPage: false,
    info: { Title: 'Packing slips', CreationDate: at },
  });
  for (const f of fonts) doc.registerFont(f.name, f.ttf);
  const write = (text: string, size = 11) => writeRuns(doc, fonts, text, size);
  const heading = (text: string) => {
    doc.moveDown(0.8);
    write(text, 13);
    doc.moveDown(0.2);
  };
  for (const slip of slips) {
    doc.addPage();
    write(`Packing slip · order ${slip.orderId}`, 18);
    write(`Paid ${slip.paidAt.toISOString().slice(0, 10)}`, 10);
    heading('Ship to');
    const a = slip.address;
    for (const text of [a.name, a.street, `${a.postal_code} ${a.city}`.trim(), a.country]) if (text) write(text);
    heading('Posters');
    if (!slip.posters.length) write('None');
    for (const p of slip.posters) {
      write(`${p.quantity} × ${p.name} (${p.sku}) — line ${p.line}`);
      write(`    ${options(p)}${p.frame ? ` · in frame ${p.frame}` : ' · no frame'}`, 10);
    }
    heading('Frames to pick');
    if (!slip.frames.length) write('None');
    for (const f of slip.frames) write(itemText(f));
    if (slip.others.length) {
      heading('Also in the parcel');
      for (const o of slip.others) write(itemText(o));
    }
  }
  doc.end();
  return doc;
};

/** One line of text, each character in the first font that has it. */
const writeRuns = (doc: PDFKit.PDFDocument, fonts: readonly SlipFont[], text: string, size: number) => {
  const runs = fontRuns(fonts, text);
  runs.forEach((r, i) =>
    doc
      .font(r.font)
      .fontSize(size)
      .text(r.text, { continued: i < runs.length - 1 }),
  );
};
