import sharp from 'sharp';
import { mediaSvg } from './index.js';

/**
 * The augmented-reality model of a poster (docs/rules/shop-wide.md#layout "augmented-reality link … where the device
 * supports it"): a glTF binary (.glb) of one flat rectangle at the print's real size in metres
 * (50×70 cm, standing upright, facing the viewer), textured with the artwork. Android's Scene
 * Viewer places it on a wall. Built from code, like all media: `/media/art/{recipe}/ar.glb`.
 */
const PRINT_METRES = { width: 0.5, height: 0.7 } as const;

const pad4 = (b: Buffer, fill = 0): Buffer =>
  b.length % 4 === 0 ? b : Buffer.concat([b, Buffer.alloc(4 - (b.length % 4), fill)]);

export const buildPosterGlb = (texture: Buffer, portrait: boolean): Buffer => {
  const w = portrait ? PRINT_METRES.width : PRINT_METRES.height;
  const h = portrait ? PRINT_METRES.height : PRINT_METRES.width;
  const positions = new Float32Array([-w / 2, 0, 0, w / 2, 0, 0, w / 2, h, 0, -w / 2, h, 0]);
  const normals = new Float32Array([0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1]);
  const uvs = new Float32Array([0, 1, 1, 1, 1, 0, 0, 0]);
  const indices = new Uint16Array([0, 1, 2, 0, 2, 3]);
  const parts = [positions, normals, uvs, indices].map((a) => pad4(Buffer.from(a.buffer)));
  const image = pad4(texture);
  const offsets: number[] = [];
  let offset = 0;
  for (const p of [...parts, image]) {
    offsets.push(offset);
    offset += p.length;
  }
  const bin = Buffer.concat([...parts, image]);
  const view = (i: number, length: number, target?: number) => ({
    buffer: 0,
    byteOffset: offsets[i],
    byteLength: length,
    ...(target ? { target } : {}),
  });
  const json = {
    asset: { version: '2.0', generator: 'poster-shop' },
    scene: 0,
    scenes: [{ nodes: [0] }],
    nodes: [{ mesh: 0 }],
    meshes: [{ primitives: [{ attributes: { POSITION: 0, NORMAL: 1, TEXCOORD_0: 2 }, indices: 3, material: 0 }] }],
    materials: [
      { pbrMetallicRoughness: { baseColorTexture: { index: 0 }, metallicFactor: 0, roughnessFactor: 0.9 }, doubleSided: true },
    ],
    textures: [{ source: 0, sampler: 0 }],
    samplers: [{ magFilter: 9729, minFilter: 9987 }],
    images: [{ bufferView: 4, mimeType: 'image/jpeg' }],
    accessors: [
      { bufferView: 0, componentType: 5126, count: 4, type: 'VEC3', min: [-w / 2, 0, 0], max: [w / 2, h, 0] },
      { bufferView: 1, componentType: 5126, count: 4, type: 'VEC3' },
      { bufferView: 2, componentType: 5126, count: 4, type: 'VEC2' },
      { bufferView: 3, componentType: 5123, count: 6, type: 'SCALAR' },
    ],
    bufferViews: [view(0, 48, 34962), view(1, 48, 34962), view(2, 32, 34962), view(3, 12, 34963), view(4, texture.length)],
    buffers: [{ byteLength: bin.length }],
  };
  const jsonChunk = pad4(Buffer.from(JSON.stringify(json)), 0x20);
  const header = Buffer.alloc(12);
  const total = 12 + 8 + jsonChunk.length + 8 + bin.length;
  header.writeUInt32LE(0x46546c67, 0);
  header.writeUInt32LE(2, 4);
  header.writeUInt32LE(total, 8);
  const chunk = (type: number, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32LE(data.length, 0);
    head.writeUInt32LE(type, 4);
    return Buffer.concat([head, data]);
  };
  return Buffer.concat([header, chunk(0x4e4f534a, jsonChunk), chunk(0x004e4942, bin)]);
};

/** `/media/art/{recipe}/ar.glb` → the model, or undefined for any other path. */
export const renderArModel = async (pathname: string): Promise<Buffer | undefined> => {
  const match = /^\/media\/art\/([a-z-]+-\d{1,6}-([pl]))\/ar\.glb$/.exec(pathname);
  if (!match) return undefined;
  const doc = mediaSvg(`/media/art/${match[1]}/featured.webp`, 960);
  if (!doc) return undefined;
  const texture = await sharp(Buffer.from(doc.svg))
    .resize(doc.size.width, doc.size.height, { fit: 'fill' })
    .jpeg({ quality: 85 })
    .toBuffer();
  return buildPosterGlb(texture, match[2] === 'p');
};
