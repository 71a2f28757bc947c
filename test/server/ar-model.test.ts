import { describe, expect, it } from 'vitest';
import { renderArModel } from '../../server/demo/art/ar-model';

/** Reads a glTF binary back: header, JSON chunk, binary chunk. */
const readGlb = (glb: Buffer) => {
  const jsonLength = glb.readUInt32LE(12);
  const json = JSON.parse(glb.subarray(20, 20 + jsonLength).toString('utf8'));
  const binStart = 20 + jsonLength;
  const bin = glb.subarray(binStart + 8, binStart + 8 + glb.readUInt32LE(binStart));
  return { magic: glb.readUInt32LE(0), version: glb.readUInt32LE(4), length: glb.readUInt32LE(8), json, bin };
};

describe('augmented-reality model of a poster', () => {
  it('is a valid glTF 2.0 binary of one textured rectangle at print size', async () => {
    const glb = (await renderArModel('/media/art/abstract-7-p/ar.glb'))!;
    const { magic, version, length, json, bin } = readGlb(glb);
    expect(magic).toBe(0x46546c67);
    expect(version).toBe(2);
    expect(length).toBe(glb.length);
    expect(json.accessors[0].max).toEqual([0.25, 0.7, 0]);
    expect(json.accessors[3].count).toBe(6);
    const image = json.bufferViews[json.images[0].bufferView];
    expect(bin.subarray(image.byteOffset, image.byteOffset + 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });

  it('a landscape poster is wider than tall', async () => {
    const { json } = readGlb((await renderArModel('/media/art/mountains-3-l/ar.glb'))!);
    expect(json.accessors[0].max).toEqual([0.35, 0.5, 0]);
  });

  it('answers nothing for other paths', async () => {
    expect(await renderArModel('/media/art/abstract-7-p/featured.webp')).toBeUndefined();
    expect(await renderArModel('/media/art/../../etc/ar.glb')).toBeUndefined();
  });
});
