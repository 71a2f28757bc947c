/**
 * A JPEG without its metadata, losslessly: the same compressed picture, without EXIF, XMP, IPTC,
 * comments or anything after the end-of-image marker. Used when re-encoding a photo would store
 * more bytes than were sent. Only called on a file libvips
 * has just decoded in full without a warning, so its structure is sound; anything unexpected
 * still answers null and the caller keeps its re-encode.
 *
 * Kept: JFIF (APP0), the colour profile (APP2) and Adobe's colour transform (APP14), which change
 * how the pixels look, and every marker the decoder needs. Written here because sharp offers no
 * lossless rewrite and the npm packages for it are unmaintained; the format is a flat list of
 * length-prefixed segments.
 */
const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const KEPT_APP = new Set([0xe0, 0xe2, 0xee]);
const COM = 0xfe;

const isMetadata = (marker: number): boolean => marker === COM || (marker >= 0xe0 && marker <= 0xef && !KEPT_APP.has(marker));

/** After a scan header: the entropy-coded data runs to the next marker (not a stuffed 0xFF00 or a restart). */
const endOfScan = (b: Buffer, from: number): number => {
  for (let j = from; j < b.length - 1; j++) {
    if (b[j] !== 0xff) continue;
    const next = b[j + 1]!;
    if (next !== 0x00 && next !== 0xff && !(next >= 0xd0 && next <= 0xd7)) return j;
  }
  return -1;
};

export const withoutMetadata = (b: Buffer): Buffer | null => {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== SOI) return null;
  const out: Buffer[] = [b.subarray(0, 2)];
  let i = 2;
  while (i < b.length - 1) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i++;
      continue;
    } // fill byte
    if (marker === EOI) {
      out.push(b.subarray(i, i + 2));
      return Buffer.concat(out);
    }
    if (i + 4 > b.length) return null;
    const end = i + 2 + b.readUInt16BE(i + 2);
    if (end > b.length) return null;
    if (!isMetadata(marker)) out.push(b.subarray(i, end));
    i = end;
    if (marker === SOS) {
      const scanEnd = endOfScan(b, i);
      if (scanEnd < 0) return null;
      out.push(b.subarray(i, scanEnd));
      i = scanEnd;
    }
  }
  return null;
};
