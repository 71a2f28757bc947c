/** Image files for upload tests: real JPEGs made with sharp, and the files that pretend to be one. */
import sharp from 'sharp';

export const jpeg = (width: number, height: number, withExif = false): Promise<Buffer> => {
  const img = sharp({ create: { width, height, channels: 3, background: '#c96f56' } }).jpeg({ quality: 80 });
  return (withExif ? img.withExif({ IFD0: { Copyright: 'secret-owner', Make: 'SerialCam' } }) : img).toBuffer();
};

export const png = (width: number, height: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();

/** A real JPEG whose frame header (SOFn) claims `width` × `height` pixels: a decompression bomb. */
export const pixelFlood = async (width: number, height: number): Promise<Buffer> => {
  const b = Buffer.from(await jpeg(64, 64));
  for (let i = 2; i < b.length - 9;) {
    if (b[i] !== 0xff) {
      i++;
      continue;
    }
    const marker = b[i + 1]!;
    if (marker >= 0xc0 && marker <= 0xc3) {
      b.writeUInt16BE(height, i + 5);
      b.writeUInt16BE(width, i + 7);
      return b;
    }
    i += 2 + b.readUInt16BE(i + 2);
  }
  throw new Error('no frame header found');
};

/** A multipart/form-data body holding one file. */
export const multipartBody = (field: string, filename: string, type: string, bytes: Buffer) => {
  const boundary = `----poster${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), contentType: `multipart/form-data; boundary=${boundary}`, head, tail };
};

/** A photo-like JPEG: fine noise (as a camera's sensor gives) that compresses like a real photo. */
export const noisyPhoto = (width: number, height: number, quality = 85, withExif = false): Promise<Buffer> => {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 1414;
  for (let i = 0; i < pixels.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = 96 + ((seed >> 16) & 63);
  }
  const img = sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality });
  return (withExif ? img.withExif({ IFD0: { Copyright: 'secret-owner', Make: 'SerialCam' } }) : img).toBuffer();
};

/** An 8×8 JPEG whose frame header claims `width` × `height`: a few hundred bytes that lie about their size. */
export const lyingJpeg = async (width: number, height: number): Promise<Buffer> => {
  const b = Buffer.from(await jpeg(8, 8));
  for (let i = 2; i < b.length - 9; i += 2 + b.readUInt16BE(i + 2)) {
    if (b[i + 1]! >= 0xc0 && b[i + 1]! <= 0xc2) {
      b.writeUInt16BE(height, i + 5);
      b.writeUInt16BE(width, i + 7);
      return b;
    }
  }
  throw new Error('no frame header found');
};
