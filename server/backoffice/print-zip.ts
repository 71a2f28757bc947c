/**
 * Print files as one ZIP, streamed: yazl writes each entry when its turn comes and
 * asks for its bytes only then, so the server holds one print file at a time however many the
 * ZIP carries. JPEGs are stored, not deflated: they do not shrink, and storing costs no CPU.
 */
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';

export interface ZipEntry {
  /** The entry's path in the ZIP. */
  readonly name: string;
  /** The bytes, read when yazl reaches the entry; null when the file is gone (the ZIP fails). */
  readonly load: () => Promise<Buffer | null>;
}

export const zipStream = (entries: readonly ZipEntry[], mtime: Date): Readable => {
  const zip = new ZipFile();
  for (const entry of entries) {
    zip.addReadStreamLazy(entry.name, { compress: false, mtime }, (done) => {
      entry.load().then(
        (bytes) => (bytes ? done(null, Readable.from([bytes])) : done(new Error(`${entry.name} is missing`), Readable.from([]))),
        (e: unknown) => done(e, Readable.from([])),
      );
    });
  }
  zip.end();
  const out = zip.outputStream as Readable;
  zip.on('error', (e: Error) => out.destroy(e));
  return out;
};
