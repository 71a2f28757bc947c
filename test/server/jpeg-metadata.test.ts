import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { withoutMetadata } from '../../server/platform/jpeg-metadata';
import { noisyPhoto } from '../builders/images';

/** The lossless metadata removal that keeps a stored photo no larger than what was sent. */
describe('a JPEG without its metadata', () => {
  it('drops EXIF, comments and trailing bytes, keeps the colour profile, and decodes to the same pixels', async () => {
    const photo = await sharp(await noisyPhoto(64, 48, 85))
      .withIccProfile('p3')
      .withExif({ IFD0: { Copyright: 'secret-owner', Make: 'SerialCam' } })
      .jpeg({ quality: 85 })
      .toBuffer();
    const sent = Buffer.concat([photo, Buffer.from('<script>alert(1)</script>')]);
    const stripped = withoutMetadata(sent)!;
    expect(stripped.length).toBeLessThan(photo.length);
    expect(stripped.includes(Buffer.from('secret-owner'))).toBe(false);
    expect(stripped.includes(Buffer.from('<script>'))).toBe(false);
    const meta = await sharp(stripped).metadata();
    expect([meta.exif, meta.icc === undefined]).toEqual([undefined, false]);
    const pixels = (b: Buffer) => sharp(b, { failOn: 'warning' }).raw().toBuffer();
    expect((await pixels(stripped)).equals(await pixels(photo))).toBe(true);
  });

  it('answers null for what is not a whole JPEG', async () => {
    const photo = await noisyPhoto(64, 48);
    expect(withoutMetadata(Buffer.from('not a jpeg'))).toBeNull();
    expect(withoutMetadata(photo.subarray(0, photo.length - 2 - 100))).toBeNull();
  });
});
