/** What a cart line shows of itself (flows/cart/line-artwork.ts): the shopper's own design or photo. */
import { describe, expect, it } from 'vitest';
import { lineArtwork } from '../../src/application/flows/cart/line-artwork';
import { renderTemplateSvg, type CartLine } from '../../src/domain';

const base: CartLine = {
  uuid: 'l1',
  type: 1,
  thumb: '/media/art/custom/thumb.webp',
  name: 'Custom text poster',
  slug: 'custom-text',
  productId: 1,
  variationId: 2,
  variationName: '30x40',
  sku: 'C-30x40',
  margin: true,
  blackAndWhite: false,
  price: { amount: 2900, currency: 'EUR' },
  quantity: 1,
};
const custom = (text: string): CartLine => ({
  ...base,
  template: { kind: 'template', templateId: 'custom', values: { style: 2, text, alignment: 'left' }, assets: {}, valid: true },
});

describe('lineArtwork', () => {
  it("draws a personalised line with the preview's renderer, at the line's size and margin, and sums up its values", () => {
    const art = lineArtwork(custom('HELLO CART'));
    expect(art).toEqual({
      kind: 'design',
      svg: renderTemplateSvg(
        'custom',
        { style: 2, text: 'HELLO CART', alignment: 'left' },
        { size: '30x40', margin: true, blackAndWhite: false },
      ),
      summary: 'HELLO CART',
    });
  });

  it('tells two lines apart that differ only in their values', () => {
    const [a, b] = [lineArtwork(custom('HELLO CART')), lineArtwork(custom('HELLO MUM'))];
    expect(a).not.toEqual(b);
  });

  it('shows an uploaded photo itself, cropped to the sheet it prints on, not the product thumbnail', () => {
    const line: CartLine = {
      ...base,
      template: { kind: 'upload', uploadedImageId: 'u1', url: '/uploads/u1.jpg', width: 3000, height: 2000 },
    };
    const art = lineArtwork(line);
    expect(art.kind === 'photo' && art.url).toBe('/uploads/u1.jpg');
    expect(art.kind === 'photo' && art.frame?.landscape).toBe(true);
  });

  it('falls back to the thumbnail for values a damaged store left unreadable', () => {
    const broken: CartLine = {
      ...base,
      template: { kind: 'template', templateId: 'family', values: { numMembers: 3 }, assets: {}, valid: true },
    };
    expect(lineArtwork(broken)).toEqual({ kind: 'thumb', url: base.thumb });
  });
});
