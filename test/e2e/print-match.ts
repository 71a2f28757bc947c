import sharp from 'sharp';

/**
 * Compares a design the shopper was shown (the cart line's SVG, the preview's renderer) with the
 * print files of the paid order, as pictures: both are brought to a coarse grid of block
 * averages and the largest block difference is the distance. A different text changes the blocks
 * its letters fall in by far more than the print's JPEG noise and edge smoothing do.
 */
const GRID = { width: 60, height: 84 };

const blocks = async (image: Buffer, portrait: boolean): Promise<Buffer> =>
  sharp(image, { limitInputPixels: false })
    .flatten({ background: '#ffffff' })
    .resize(portrait ? GRID.width : GRID.height, portrait ? GRID.height : GRID.width, { fit: 'fill' })
    .greyscale()
    .raw()
    .toBuffer();

const distance = (a: Buffer, b: Buffer): number => {
  let worst = 0;
  for (let i = 0; i < a.length; i++) worst = Math.max(worst, Math.abs(a[i]! - b[i]!));
  return worst;
};

export interface PrintFile {
  readonly position: number;
  readonly url: string;
  readonly width: number;
  readonly height: number;
}

/** For each shown design (inline SVG), the distance to every print file of the same orientation, by position. */
export const designDistances = async (
  baseUrl: string,
  designs: readonly string[],
  files: readonly PrintFile[],
): Promise<Map<number, number>[]> => {
  const prints = await Promise.all(
    files.map(async (f) => ({
      position: f.position,
      portrait: f.height > f.width,
      grid: await blocks(Buffer.from(await (await fetch(baseUrl + f.url)).arrayBuffer()), f.height > f.width),
    })),
  );
  return Promise.all(
    designs.map(async (svg) => {
      const source = Buffer.from(svg.includes('xmlns=') ? svg : svg.replace('<svg', '<svg xmlns="http://www.w3.org/2000/svg"'));
      const meta = await sharp(source).metadata();
      const portrait = (meta.height ?? 0) > (meta.width ?? 0);
      const grid = await blocks(source, portrait);
      return new Map(prints.filter((p) => p.portrait === portrait).map((p) => [p.position, distance(grid, p.grid)]));
    }),
  );
};
