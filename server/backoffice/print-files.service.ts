/**
 * Print files for the printer: one as stored, an order's as one ZIP, and a day's
 * batch as one ZIP, each streamed (print-zip.ts) so the server holds one print file at a time.
 * Each ZIP opens with its manifest (print-manifest.ts) and names its files for what they print.
 */
import type { Readable } from 'node:stream';
import type { Queryable } from '../db/db.port.js';
import { failed, succeeded, type Outcome } from '../platform/outcome.js';
import type { Clock } from '../platform/clock.js';
import type { MediaStore } from '../platform/media-store.port.js';
import type { OrderPrints } from './order-prints.port.js';
import { printFilesPaidBetween } from './admin-orders.repository.js';
import { zipStream, type ZipEntry } from './print-zip.js';
import type { ReadOrder } from './order-records.port.js';
import { MANIFEST_NAME, entryNameOf, manifestCsv, manifestRows, type PrintedOrder } from './print-manifest.js';

export const printFileName = (position: number): string => `${position}.jpg`;
/** `<n>.jpg`, or `<n>.svg`: the drawing a personalised line's JPEG was rasterised from. */
const FILE_NAME = /^(\d{1,3})\.(jpg|svg)$/;

export interface PrintFileDeskDeps {
  readonly db: Queryable;
  readonly clock: Clock;
  readonly media: MediaStore;
  /** Which print files an order has, and where their drawings are kept (server/personalisation). */
  readonly prints: Pick<OrderPrints, 'files' | 'drawingKey'>;
  /** The lines the files print (server/orders), for their names and the manifest. */
  readonly readOrder: ReadOrder;
}

/** The manifest, then every order's files under their names; each file is read when the ZIP reaches it. */
const zipOf = (orders: readonly PrintedOrder[], media: MediaStore, mtime: Date) => {
  const manifest = Buffer.from(manifestCsv(orders.flatMap(manifestRows)));
  const entries: ZipEntry[] = [{ name: MANIFEST_NAME, load: () => Promise.resolve(manifest) }];
  for (const order of orders)
    for (const f of order.files) entries.push({ name: entryNameOf(order, f.position), load: () => media.get(f.media_key) });
  return zipStream(entries, mtime);
};

export const createPrintFileDesk = ({ db, clock, media, prints, readOrder }: PrintFileDeskDeps) => {
  const printed = async (id: string, files: PrintedOrder['files']): Promise<PrintedOrder> => ({
    id,
    lines: (await readOrder(db, id))?.lines ?? [],
    files,
  });
  return {
    /** One print file (or its drawing) as stored; PRINT_FILE.NOT_FOUND for a name that is not one of the order's files. */
    printFile: async (id: string, file: string): Promise<Outcome<Buffer>> => {
      const [, position, kind] = FILE_NAME.exec(file) ?? [];
      const files = position === undefined ? [] : await prints.files(db, id);
      const hit = files.find((p) => p.position === Number(position));
      const bytes = hit ? await media.get(kind === 'svg' ? prints.drawingKey(id, hit.position) : hit.media_key) : null;
      return bytes ? succeeded(bytes) : failed('PRINT_FILE.NOT_FOUND', `Print file ${file} of order ${id} was not found`);
    },

    /** All of an order's print files as one ZIP, streamed; PRINT_FILE.NOT_FOUND when it has none. */
    printFilesZip: async (id: string): Promise<Outcome<Readable>> => {
      const files = await prints.files(db, id);
      if (!files.length) return failed('PRINT_FILE.NOT_FOUND', `Print files of order ${id} was not found`);
      return succeeded(zipOf([await printed(id, files)], media, new Date(clock.now())));
    },

    /** The print files of every order paid on a day (UTC) as one ZIP, streamed: the printer's daily batch. */
    dayBatchZip: async (day: Date): Promise<Outcome<Readable>> => {
      const files = await printFilesPaidBetween(db, day, new Date(day.getTime() + 86_400_000));
      if (!files.length)
        return failed('PRINT_FILE.NOT_FOUND', `Print files of orders paid on ${day.toISOString().slice(0, 10)} was not found`);
      const orders: PrintedOrder[] = [];
      for (const id of new Set(files.map((f) => f.order_id)))
        orders.push(
          await printed(
            id,
            files.filter((f) => f.order_id === id),
          ),
        );
      return succeeded(zipOf(orders, media, new Date(clock.now())));
    },
  };
};
export type PrintFileDesk = ReturnType<typeof createPrintFileDesk>;
